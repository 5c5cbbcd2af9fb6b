import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { api, errorMessage, fieldError } from '../../lib/api';
import { apiPaths, paths } from '../../paths';
import { redirectTo } from '../../stores/navigation';
import { isSignedIn, reconcileSignedIn } from '../../stores/session';
import { BusySubmit } from '../../components/ui/FormParts';
import { pendingEmail, rememberPendingEmail } from './pending-sign-in';

interface Props {
  /** What the server knows from the session cookie (the page redirects signed-in users itself). */
  serverSignedIn: boolean;
  /** A same-site path from ?redirect=, to come back to after signing in. */
  redirect?: string;
  /** The login page: the form posts there before the island has started (or without JavaScript). */
  action: string;
  /** The page's answer to such a post that failed: what was typed and why. */
  served?: { email: string; error: string };
}

/**
 * SPEC.md /login: one email field, 'Get OTP' (disabled while pending), server errors under the field.
 * A real form: before the island starts it posts to the page, which sends the code and goes on to
 * /otp-verification itself (src/pages/login.astro).
 */
export default function LoginForm({ serverSignedIn, redirect, action, served }: Props) {
  const [email, setEmail] = useState(served?.email ?? '');
  const [error, setError] = useState(served?.error ?? '');
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), error: useId(), terms: useId(), updates: useId() };

  useEffect(() => {
    reconcileSignedIn(serverSignedIn);
    // SPEC.md: /login is only for visitors.
    if (isSignedIn.get()) return window.location.replace(paths.home());
    if (redirect) redirectTo.set(redirect);
    // What was typed before the island started wins over the address of an earlier attempt.
    setEmail(input.current?.value || pendingEmail());
  }, [serverSignedIn, redirect]);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError('');
    try {
      await api(apiPaths.generateOtp(), { method: 'POST', body: { email } });
      // The 'OTP sent to your email' toast shows on the next page (a page load would cut it short here).
      rememberPendingEmail(email.trim().toLowerCase());
      window.location.assign(paths.otpVerification());
    } catch (failure) {
      const message = fieldError(failure, 'email') ?? errorMessage(failure);
      setError(message);
      setPending(false);
    }
  }

  return (
    <form method="post" action={action} onSubmit={submit} noValidate className="space-y-5">
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <div>
        <label htmlFor={ids.email} className="block text-sm font-semibold text-ink">
          Email address
        </label>
        <input
          ref={input}
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          // biome-ignore lint/a11y/noAutofocus: only on a page served after a plain POST with an error, to bring the visitor to the field.
          autoFocus={Boolean(served?.error)}
          className="mt-2 block min-h-12 w-full rounded-lg border border-line bg-white px-4 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid]:border-red-500"
        />
        {error && (
          <p id={ids.error} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {/* SPEC.md: consent checkboxes are shown but not enforced. */}
      <div className="space-y-3 text-sm text-muted">
        <label htmlFor={ids.terms} className="flex min-h-11 items-start gap-3">
          <input id={ids.terms} type="checkbox" defaultChecked className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>
            I agree to the{' '}
            <a href={paths.terms()} className="font-medium text-brand underline-offset-2 hover:underline">
              Terms &amp; Conditions
            </a>{' '}
            and the{' '}
            <a href={paths.privacy()} className="font-medium text-brand underline-offset-2 hover:underline">
              Privacy Policy
            </a>
          </span>
        </label>
        <label htmlFor={ids.updates} className="flex min-h-11 items-start gap-3">
          <input id={ids.updates} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>Send me offers and service updates by email</span>
        </label>
      </div>
      <BusySubmit pending={pending} label="Get OTP" />
    </form>
  );
}
