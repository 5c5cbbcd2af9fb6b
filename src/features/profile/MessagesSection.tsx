import MessagePreferencesForm from '../consent/MessagePreferencesForm';
import { m } from '../../lib/i18n';
import type { Person } from './types';
import { SectionHeader } from './ui';

/** #Messages: how the customer hears about their own enquiries, quotes and bookings (features/consent). */
export default function MessagesSection({ person }: { person: Person }) {
  return (
    <section>
      <SectionHeader person={person} title={m['consent.customer.title']()} />
      <p className="mb-4 text-muted">{m['consent.customer.lead']()}</p>
      <MessagePreferencesForm audience="customer" />
    </section>
  );
}
