import { reactIsland } from '../../lib/react-island';
import { Pencil } from 'lucide-static';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { around, m } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { takeRedirect } from '../../stores/navigation';
import { isSignedIn, newSignedInMarker, reconcileSignedIn, signIn } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { BusySubmit, FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { addressFieldsOf, displayMobile, isMobileKey, OTP_LENGTH, onlyDigits, otpCode, otpRules } from './auth';
import { z } from '../../lib/zod';
import { forgetPendingSignIn, markSentNow, pendingEmail, takeSentAt } from './pending-sign-in';

const RESEND_SECONDS = otpRules.resendIntervalMs / 1000;
/** The form asks for the code; the address it was sent to goes along. */
const codeSchema = z.object({ otp: otpCode });

/** The six boxes as the form's one value, an empty box a space (a code with one is not a code yet). */
const codeOf = (digits: string[]) => digits.map((digit) => digit || ' ').join('');
const digitsOf = (code: string) => Array.from({ length: OTP_LENGTH }, (_, index) => (code[index] ?? '').trim());

/**
 * SPEC.md /otp-verification: 'Sent to {email}' with Edit, six single-digit boxes (digits only, focus
 * forward on entry and back when emptied, a pasted code fills all six) and 'Continue'.
 */
interface Props {
  serverSignedIn: boolean;
  /** The address the login page's own POST handed over (a cookie); the island's sessionStorage wins. */
  email: string;
  /** A same-site path to go to once signed in (else the saved redirect, else /profile). */
  redirect?: string;
  /** This page: the form posts there before the island has started (or without JavaScript). */
  action: string;
  /** Why the page's answer to such a post did not sign in. */
  error: string;
}

export default function OtpForm({ serverSignedIn, email: servedEmail, redirect, action, error: servedError }: Props) {
  const [email, setEmail] = useState(servedEmail);
  const form = useSchemaForm(
    codeSchema,
    { otp: '' },
    async ({ otp }) => {
      const answer = await api<{ status: number; message: string }>(apiPaths.verifyOtp(), {
        method: 'POST',
        body: { ...addressFieldsOf(email), otp },
      });
      toast.success(answer.message);
      forgetPendingSignIn();
      // The session itself is the httpOnly cookie the server just set; we keep only a marker.
      // The header names the account by its email, or by the mobile it signed in with.
      signIn(newSignedInMarker(), byMobile ? displayMobile(email) : email);
      window.location.assign(takeRedirect(redirect ?? paths.profile()));
      return undefined;
    },
    servedError ? { values: { otp: '' }, errors: {}, formError: servedError, success: '' } : undefined,
  );
  const byMobile = isMobileKey(email);
  const digits = digitsOf(form.values.otp);
  // The boxes as the last change left them, ahead of the render that shows it: a key pressed before that
  // render (the digits typed while the island started, then the next key at once, on a slow phone) builds on
  // them, not on the render's older `digits`, which wiped the first digits of the code.
  const latest = useRef(digits);
  latest.current = digits;
  const setDigits = (next: string[]) => {
    latest.current = next;
    form.setValue('otp', codeOf(next));
  };
  // Said under the boxes, where the visitor is looking (a code not complete, wrong or expired, too many tries).
  const errorsById = form.errors as Partial<Record<'otp' | 'email', string>>;
  const error = errorsById.otp ?? errorsById.email ?? form.formError;
  const [resendIn, setResendIn] = useState(RESEND_SECONDS);
  const [sentAt, setSentAt] = useState(0);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration (the served email and the box helpers do not start it again).
  useEffect(() => {
    reconcileSignedIn(serverSignedIn);
    if (isSignedIn.get()) return window.location.replace(paths.home());
    const stored = pendingEmail() || servedEmail;
    if (!stored) return window.location.replace(paths.login());
    setEmail(stored);
    const sent = takeSentAt();
    if (sent.fresh) toast.success(isMobileKey(stored) ? m['auth.mobile.sent']() : m['auth.otp.sent']());
    setSentAt(sent.sentAt || Date.now());
    // Digits typed before the island started are in the boxes, not in the state.
    const typed = onlyDigits(boxes.current.map((box) => box?.value ?? '').join(''));
    if (typed) focusBox(fill(0, typed));
    else boxes.current[0]?.focus();
  }, [serverSignedIn]);

  useEffect(() => {
    if (!sentAt) return;
    const tick = () => setResendIn(Math.max(0, Math.ceil((sentAt + otpRules.resendIntervalMs - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Puts `text`'s digits into the boxes from `start` on; answers where they stopped. */
  function fill(start: number, text: string): number {
    const incoming = onlyDigits(text)
      .slice(0, OTP_LENGTH - start)
      .split('');
    const next = [...latest.current];
    for (const [offset, digit] of incoming.entries()) next[start + offset] = digit;
    setDigits(next);
    return start + incoming.length;
  }

  function change(index: number, value: string) {
    const typed = onlyDigits(value);
    const current = latest.current;
    if (typed.length === 0) {
      setDigits(current.map((digit, i) => (i === index ? '' : digit)));
      if (value === '') focusBox(index - 1);
      return;
    }
    // One digit typed over an existing one arrives as two: keep the new one.
    const text = typed.length === 2 && current[index] ? typed.replace(current[index]!, '') || typed[1]! : typed;
    focusBox(fill(index, text));
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const current = latest.current;
    if (event.key === 'Backspace' && !current[index] && index > 0) {
      event.preventDefault();
      setDigits(current.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills all six boxes wherever it is pasted.
    focusBox(fill(text.length >= OTP_LENGTH ? 0 : index, text));
  }

  async function resend() {
    try {
      await api(apiPaths.generateOtp(), { method: 'POST', body: addressFieldsOf(email) });
      markSentNow();
      setSentAt(Date.now());
      form.setValue('otp', '');
      toast.success(byMobile ? m['auth.mobile.sent']() : m['auth.otp.sent']());
      focusBox(0);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  const [sentToBefore, sentToAfter] = around((address) => m['auth.otp.sentTo']({ email: address }));
  return (
    <form method="post" action={action} onSubmit={form.onSubmit} noValidate className="space-y-6">
      {byMobile ? <input type="hidden" name="mobile" value={email.slice(3)} /> : <input type="hidden" name="email" value={email} />}
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <p className="flex flex-wrap items-center gap-x-2 text-muted">
        <span>
          {sentToBefore}
          <strong className="font-semibold break-all text-ink">{(byMobile ? displayMobile(email) : email) || '…'}</strong>
          {sentToAfter}
        </span>
        <a href={paths.login()} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand hover:underline">
          <SvgIcon svg={Pencil} className="size-4" /> {m['auth.otp.edit']()}
        </a>
      </p>
      <fieldset>
        <legend className="sr-only">{m['auth.otp.code']({ length: OTP_LENGTH })}</legend>
        {/* Six boxes share the width on a narrow phone (288 px at 360), full size from sm up. */}
        <div className="flex justify-between gap-1.5 sm:justify-start sm:gap-3">
          {digits.map((digit, index) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position in the code; the six never move.
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              name={`otp${index + 1}`}
              // Without JavaScript too, the page opens ready for the code (the island focuses it itself).
              // biome-ignore lint/a11y/noAutofocus: the code is the only thing this page asks for.
              autoFocus={index === 0}
              value={digit}
              onChange={(event) => change(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
              onPaste={(event) => paste(index, event)}
              onFocus={(event) => event.target.select()}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]*"
              maxLength={index === 0 ? OTP_LENGTH : 2}
              aria-label={m['auth.otp.digit']({ index: index + 1, length: OTP_LENGTH })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-12 w-full min-w-0 max-w-12 flex-1 rounded-lg border border-line bg-white text-center text-xl font-semibold outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-400 sm:size-14 sm:max-w-none sm:flex-none"
            />
          ))}
        </div>
      </fieldset>
      <FormError id={errorId} message={error} />
      <BusySubmit pending={form.status === 'pending'} label={m['auth.otp.continue']()} />
      <p className="text-center text-sm text-muted" aria-live="polite">
        {byMobile ? m['auth.otp.noSms']() : m['auth.otp.noEmail']()}{' '}
        {resendIn > 0 ? (
          <span>{m['auth.otp.askAgainIn']({ seconds: resendIn })}</span>
        ) : (
          <button type="button" onClick={resend} className="min-h-11 font-semibold text-brand hover:underline">
            {m['auth.otp.resend']()}
          </button>
        )}
      </p>
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(OtpForm);
