import { m } from '../../lib/i18n';
import { AUDIENCE_CHANNELS, channelName, type MessageChannel } from '../consent/preferences';

/**
 * Consent by purpose (CONTRACT.md "Your data": GET /api/my-consents, POST /api/my-consents/{purpose}/withdraw):
 * what a person agreed to, each purpose with the short notice they read where they gave it. Pure: the endpoint,
 * the profile's "My data" and the notices read it.
 *  - `account`: the email or mobile and the sign-in codes, to keep an account (given at sign-in). Withdrawn by
 *    deleting the account: without it there is nothing to sign in to.
 *  - `share-contact`: the name and mobile sent to the businesses the person writes to or books (given by
 *    sending an enquiry, booking a visit or a ride). Withdrawn, the businesses no longer see the number on the
 *    leads sent before; the next enquiry gives it again.
 *  - `messages-<channel>`: the person's own updates on that channel (the consents of consent/preferences.ts,
 *    kept there as their history). Withdrawn, nothing more goes on that channel.
 */

/** The version of the privacy notice a consent was given under (the date the notice last changed). */
export const NOTICE_VERSION = '2026-11-28';

/** The customer's message channels, each a purpose of its own. */
export const MESSAGE_PURPOSES = AUDIENCE_CHANNELS.customer.map((channel) => `messages-${channel}` as const);
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

export const CONSENT_PURPOSES = ['account', 'share-contact', ...MESSAGE_PURPOSES] as const;
export type ConsentPurpose = 'account' | 'share-contact' | MessagePurpose;

/** The purposes kept in the consents table (the message channels are kept by consent/preferences). */
export const RECORDED_PURPOSES = ['account', 'share-contact'] as const;
export type RecordedPurpose = (typeof RECORDED_PURPOSES)[number];

/** The person's action that gave a consent, kept with it. */
export const CONSENT_ACTIONS = { signIn: 'sign-in', enquiry: 'enquiry', visit: 'visit', ride: 'ride' } as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[keyof typeof CONSENT_ACTIONS];

export function isConsentPurpose(value: string): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** The channel a message purpose covers, or null for another purpose. */
export function channelOf(purpose: ConsentPurpose): MessageChannel | null {
  return purpose.startsWith('messages-') ? (purpose.slice('messages-'.length) as MessageChannel) : null;
}

/** What one purpose is, in the person's words: its title and what it covers. */
export function purposeText(purpose: ConsentPurpose): { title: string; covers: string } {
  const channel = channelOf(purpose);
  if (channel) {
    const name = channelName[channel]();
    return { title: m['privacy.consent.messages.title']({ channel: name }), covers: m['privacy.consent.messages.covers']({ channel: name }) };
  }
  return purpose === 'account'
    ? { title: m['privacy.consent.account.title'](), covers: m['privacy.consent.account.covers']() }
    : { title: m['privacy.consent.shareContact.title'](), covers: m['privacy.consent.shareContact.covers']() };
}

/** One purpose as GET /api/my-consents answers it. */
export interface ConsentItem {
  purpose: ConsentPurpose;
  title: string;
  covers: string;
  /** Whether the consent holds now. */
  given: boolean;
  given_at: string | null;
  withdrawn_at: string | null;
  /** The notice version it was given under (null for a message channel's default or one never given). */
  notice_version: string | null;
  /** How it was given or last changed ('sign-in', 'enquiry', 'profile form', …), or null for a default. */
  source: string | null;
  /** Whether POST …/withdraw withdraws it (the account's is withdrawn by deleting the account). */
  withdrawable: boolean;
}
