import { Camera } from 'lucide-static';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { BusySubmit, FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { mobileInput } from '../../lib/fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { COUNTRY_NAMES } from './countries';
import {
  AVATAR_ACCEPT,
  blankProfile,
  latestAdultBirthDate,
  MARITAL_STATUSES,
  MAX_AVATAR_BYTES,
  NATIONALITIES,
  PRE_NAMES,
  profileSchema,
  type ProfileDetails,
  type ProfileInput,
} from './profile';
import { Avatar, linkButton } from './ui';
import { apiPaths } from '../../paths';

type Values = Record<keyof ProfileInput, string>;
type Errors = Partial<Record<keyof ProfileInput | 'profile_image', string>>;

interface Props {
  mode: 'create' | 'edit';
  /** Filled into a new profile's email field: the address the user signed in with. */
  email: string;
  /** The stored profile when editing. */
  details?: ProfileDetails;
  onSaved: () => void;
}

/** Lets a picked avatar through only when it is a PNG or JPEG of at most 2 MB (the server checks again). */
function avatarProblem(file: File): string | null {
  if (!/\.(png|jpe?g)$/i.test(file.name) && !/^image\/(png|jpeg)$/.test(file.type)) return m['profile.form.badImage']();
  if (file.size > MAX_AVATAR_BYTES) return m['profile.form.imageTooLarge']();
  return null;
}

/** The words of SPEC.md's choices (the values sent stay as SPEC.md writes them). */
const preNameLabel: Record<(typeof PRE_NAMES)[number], () => string> = {
  Mr: () => m['profile.form.preName.mr'](),
  Ms: () => m['profile.form.preName.ms'](),
  Mrs: () => m['profile.form.preName.mrs'](),
};
const maritalLabel: Record<(typeof MARITAL_STATUSES)[number], () => string> = {
  Married: () => m['profile.form.marital.married'](),
  Unmarried: () => m['profile.form.marital.unmarried'](),
  Widow: () => m['profile.form.marital.widow'](),
  Other: () => m['profile.form.marital.other'](),
};
const nationalityLabel: Record<(typeof NATIONALITIES)[number], () => string> = {
  Indian: () => m['profile.form.nationalityOption.indian'](),
  Other: () => m['profile.form.nationalityOption.other'](),
};

/** What the form starts from: the stored profile, or an empty one with the sign-in address. */
function storedValues(email: string, details: ProfileDetails | undefined): Values {
  if (!details) return blankProfile(email);
  const { profile_pic: _, landline_number, ...rest } = details;
  return { ...rest, landline_number: landline_number ?? '' };
}

/**
 * The profile form for creating and editing (SPEC.md sections 3 and 5): the shared schema checks it
 * here before sending, the server checks the same rules again; its field errors show under the fields.
 */
export default function ProfileForm({ mode, email, details, onSaved }: Props) {
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  /** A picked file that cannot be the avatar (the server's word on it comes as a field error). */
  const [pictureProblem, setPictureProblem] = useState<string>();
  const form = useSchemaForm(
    profileSchema,
    storedValues(email, details),
    async () => {
      const body = new FormData();
      // What was typed: the server applies the schema itself.
      body.set('data', JSON.stringify(form.values));
      if (picture) body.set('profile_image', picture);
      if (mode === 'edit') body.set('p_image', details?.profile_pic ?? '');
      const answer = await api<{ status: number; msg: string }>(mode === 'create' ? apiPaths.createProfile() : apiPaths.updateProfile(), {
        method: 'POST',
        body,
      });
      if (answer.status !== 1) throw new Error('profile not saved');
      onSaved();
      return answer.msg;
    },
    undefined,
    { keepValues: true },
  );
  const { values } = form;
  const errors: Errors = { ...form.errors, profile_image: pictureProblem ?? (form.errors as Errors).profile_image };
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pickPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = avatarProblem(file);
    setPictureProblem(problem ?? undefined);
    if (problem) {
      event.target.value = '';
      return;
    }
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  }

  const field = (name: keyof Values, label: string, control: ReactNode, optional = false, wide = false) => (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id(name)} className="block text-sm font-semibold text-ink">
        {label}{' '}
        {optional ? (
          <span className="font-normal text-muted">{m['profile.form.optional']()}</span>
        ) : (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{control}</div>
      {errors[name] && (
        <p id={id(`${name}-error`)} className="mt-1.5 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const controlProps = (name: keyof Values, optional = false) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => form.setValue(name, event.target.value),
    required: !optional,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? id(`${name}-error`) : undefined,
    className:
      'block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid]:border-red-500',
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={preview ?? details?.profile_pic} size={80} />
        <div>
          <label htmlFor={id('profile_image')} className={`${linkButton} cursor-pointer bg-brand-light !text-brand-dark hover:bg-brand-light/70`}>
            <SvgIcon svg={Camera} className="size-5" />{' '}
            {details?.profile_pic || picture ? m['profile.form.changePhoto']() : m['profile.form.addPhoto']()}
          </label>
          <input
            id={id('profile_image')}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={pickPicture}
            className="sr-only"
            aria-describedby={id('profile_image-hint')}
          />
          <p id={id('profile_image-hint')} className="mt-1.5 text-sm text-muted">
            {picture ? picture.name : m['profile.form.photoHint']()}
          </p>
          {errors.profile_image && (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {errors.profile_image}
            </p>
          )}
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:col-span-2 sm:grid-cols-[7rem_1fr_1fr]">
          {field(
            'pre_name',
            m['profile.form.title'](),
            <select {...controlProps('pre_name')}>
              {PRE_NAMES.map((option) => (
                <option key={option} value={option}>
                  {preNameLabel[option]()}
                </option>
              ))}
            </select>,
          )}
          {field('first_name', m['profile.form.firstName'](), <input {...controlProps('first_name')} autoComplete="given-name" maxLength={50} />)}
          <div className="col-span-2 sm:col-span-1">
            {field('last_name', m['profile.form.lastName'](), <input {...controlProps('last_name')} autoComplete="family-name" maxLength={50} />)}
          </div>
        </div>
        {field(
          'phone',
          m['profile.form.mobile'](),
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-surface px-3 text-muted">+91</span>
            <input {...controlProps('phone')} {...mobileInput()} className={`${controlProps('phone').className} rounded-l-none`} />
          </div>,
        )}
        {field('email', m['profile.form.email'](), <input {...controlProps('email')} type="email" autoComplete="email" maxLength={254} />)}
        {field('dob', m['profile.form.dob'](), <input {...controlProps('dob')} type="date" max={latestAdultBirthDate()} autoComplete="bday" />)}
        {field(
          'marital_status',
          m['profile.form.maritalStatus'](),
          <select {...controlProps('marital_status')}>
            <option value="" disabled>
              {m['profile.form.choose']()}
            </option>
            {MARITAL_STATUSES.map((option) => (
              <option key={option} value={option}>
                {maritalLabel[option]()}
              </option>
            ))}
          </select>,
        )}
        {field(
          'address',
          m['profile.form.address'](),
          <textarea
            {...controlProps('address')}
            rows={3}
            maxLength={300}
            autoComplete="street-address"
            className={`${controlProps('address').className} py-2`}
          />,
          false,
          true,
        )}
        {field('landmark', m['profile.form.landmark'](), <input {...controlProps('landmark')} maxLength={100} />)}
        {field('city', m['profile.form.city'](), <input {...controlProps('city')} autoComplete="address-level2" maxLength={60} />)}
        {field(
          'pincode',
          m['profile.form.pincode'](),
          <input {...controlProps('pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} />,
        )}
        {field(
          'nationality',
          m['profile.form.nationality'](),
          <select {...controlProps('nationality')}>
            {NATIONALITIES.map((option) => (
              <option key={option} value={option}>
                {nationalityLabel[option]()}
              </option>
            ))}
          </select>,
        )}
        {field(
          'country',
          m['profile.form.country'](),
          <select {...controlProps('country')} autoComplete="country-name">
            {COUNTRY_NAMES.map((country) => (
              <option key={country}>{country}</option>
            ))}
          </select>,
        )}
        {field(
          'landline_number',
          m['profile.form.landline'](),
          <input {...controlProps('landline_number', true)} type="tel" autoComplete="tel" maxLength={20} />,
          true,
        )}
      </div>

      <FormError message={form.formError} />
      <BusySubmit pending={form.status === 'pending'} label={mode === 'create' ? m['profile.form.create']() : m['profile.form.save']()} fit />
    </form>
  );
}
