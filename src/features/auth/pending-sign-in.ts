/**
 * SPEC.md: "The email arrives through navigation state" from /login to /otp-verification. A full page
 * load carries no state, so it rides in sessionStorage (this tab only, gone when the tab closes), with
 * a flag to show the 'OTP sent' toast on arrival.
 */
const EMAIL_KEY = 'seva:otp-email';
const SENT_KEY = 'seva:otp-sent';

export function rememberPendingEmail(email: string): void {
  sessionStorage.setItem(EMAIL_KEY, email);
  sessionStorage.setItem(SENT_KEY, String(Date.now()));
}

export const pendingEmail = (): string => sessionStorage.getItem(EMAIL_KEY) ?? '';

/** When the last code was sent (ms), once: reading it clears the toast flag but keeps the time. */
export function takeSentAt(): { sentAt: number; fresh: boolean } {
  const raw = sessionStorage.getItem(SENT_KEY) ?? '';
  const fresh = !raw.startsWith('shown:');
  const sentAt = Number(raw.replace('shown:', '')) || 0;
  if (raw && fresh) sessionStorage.setItem(SENT_KEY, `shown:${sentAt}`);
  return { sentAt, fresh: Boolean(raw) && fresh };
}

export function markSentNow(): void {
  sessionStorage.setItem(SENT_KEY, `shown:${Date.now()}`);
}

export function forgetPendingSignIn(): void {
  sessionStorage.removeItem(EMAIL_KEY);
  sessionStorage.removeItem(SENT_KEY);
}
