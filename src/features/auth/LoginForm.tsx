import { Fragment, useEffect, useId } from 'react';
import { BusySubmit } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import type { FormState } from '../../lib/form-state';
import { m, segments } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { redirectTo } from '../../stores/navigation';
import { isSignedIn, reconcileSignedIn } from '../../stores/session';
import { generateOtpSchema } from './auth';
import { pendingEmail, rememberPendingEmail } from './pending-sign-in';

const FORM_ID = 'login';

interface Props {
  /** What the server knows from the session cookie (the page redirects signed-in users itself). */
  serverSignedIn: boolean;
  /** A same-site path from ?redirect=, to come back to after signing in. */
  redirect?: string;
  /** The login page: the form posts there before the island has started (or without JavaScript). */
  action: string;
  /** The page's answer to such a post that failed: what was typed and why. */
  served?: FormState<'email'>;
}

/**
 * SPEC.md /login: one email field, 'Get OTP' (disabled while pending), server errors under the field.
 * A real form: before the island starts it posts to the page, which sends the code and goes on to
 * /otp-verification itself (src/pages/login.astro).
 */
export default function LoginForm({ serverSignedIn, redirect, action, served }: Props) {
  const form = useSchemaForm(
    generateOtpSchema,
    { email: '' },
    async ({ email }) => {
      await api(apiPaths.generateOtp(), { method: 'POST', body: { email } });
      // The 'OTP sent to your email' toast shows on the next page (a page load would cut it short here).
      rememberPendingEmail(email);
      window.location.assign(paths.otpVerification());
      return undefined;
    },
    served,
  );
  const ids = { terms: useId(), updates: useId() };

  // biome-ignore lint/correctness/useExhaustiveDependencies: on hydration; form.setValue is new on every render.
  useEffect(() => {
    reconcileSignedIn(serverSignedIn);
    // SPEC.md: /login is only for visitors.
    if (isSignedIn.get()) return window.location.replace(paths.home());
    if (redirect) redirectTo.set(redirect);
    // What was typed before the island started wins over the address of an earlier attempt.
    const typed = form.formRef.current?.elements.namedItem('email') as HTMLInputElement | null;
    const remembered = pendingEmail();
    if (!typed?.value && remembered) form.setValue('email', remembered);
  }, [serverSignedIn, redirect]);

  return (
    <form ref={form.formRef} method="post" action={action} onSubmit={form.onSubmit} noValidate className="space-y-5">
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      {/* The form's own failures (too many codes asked for) show under its one field too. */}
      <TextField
        {...form.field('email', FORM_ID)}
        error={form.errors.email ?? (form.formError || undefined)}
        autoFocus={form.servedFocus !== undefined}
        announceError
        label={m['auth.login.email']()}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={m['auth.login.emailPlaceholder']()}
      />
      {/* SPEC.md: consent checkboxes are shown but not enforced. */}
      <div className="space-y-3 text-sm text-muted">
        <label htmlFor={ids.terms} className="flex min-h-11 items-start gap-3">
          <input id={ids.terms} type="checkbox" defaultChecked className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>
            {segments((terms, privacy) => m['auth.login.agree']({ terms, privacy })).map(({ text, slot }) => (
              <Fragment key={`${text}${slot}`}>
                {text}
                {slot !== undefined && (
                  <a href={slot === 0 ? paths.terms() : paths.privacy()} className="font-medium text-brand underline-offset-2 hover:underline">
                    {slot === 0 ? m['auth.login.terms']() : m['auth.login.privacy']()}
                  </a>
                )}
              </Fragment>
            ))}
          </span>
        </label>
        <label htmlFor={ids.updates} className="flex min-h-11 items-start gap-3">
          <input id={ids.updates} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>{m['auth.login.updates']()}</span>
        </label>
      </div>
      <BusySubmit pending={form.status === 'pending'} label={m['auth.login.getOtp']()} />
    </form>
  );
}
