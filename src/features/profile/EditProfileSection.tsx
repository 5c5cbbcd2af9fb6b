import { useCallback } from 'react';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import ProfileForm from './ProfileForm';
import type { ProfileDetails } from './profile';
import type { Person } from './types';
import { LoadedSection } from './ui';
import { useLoad } from './use-load';
import { apiPaths } from '../../paths';

/** #EditProfile: the full details in the same form the profile was created with. */
export default function EditProfileSection({ person, email, onSaved }: { person: Person; email: string; onSaved: () => void }) {
  const load = useCallback(() => api<{ status: number; data: ProfileDetails }>(apiPaths.profileDetails()).then((answer) => answer.data), []);
  const state = useLoad(load);
  return (
    <LoadedSection person={person} title={m['profile.section.editProfile']()} state={state}>
      {(data) => (
        <ProfileForm
          key={data.profile_pic ?? 'none'}
          mode="edit"
          email={email}
          details={data}
          onSaved={() => {
            void state.reload();
            onSaved();
          }}
        />
      )}
    </LoadedSection>
  );
}
