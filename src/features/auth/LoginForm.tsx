import { reactIsland } from '../../lib/react-island';
import { Fragment, useEffect, useId, useState } from 'react';
import { BusySubmit } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import type { FormState } from '../../lib/form-state';
import { m, segments } from '../../lib/i18n';
import { emailFieldProps, mobileFieldProps } from './sign-in-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { redirectTo } from '../../stores/navigation';
import { isSignedIn, reconcileSignedIn } from '../../stores/session';
import { e164, isMobileKey, signInFormSchema } from './auth';
import { pendingEmail, rememberPendingEmail } from './pending-sign-in';
import { DataNotice } from '../privacy/DataNotice';

const FORM_ID = 'login';
const fieldProps = { email: emailFieldProps, mobile: mobileFieldProps };

interface Props {
  /** What the server knows from the session cookie (the page redirects signed-in users itself). */
  serverSignedIn: boolean;
  /** A same-site path from ?redirect=, to come back to after signing in. */
  redirect?: string;
  /** The login page: the form posts there before the island has started (or without JavaScript). */
  action: string;
  /** The page's answer to such a post that failed: what was typed and why. */
  served?: FormState<'email' | 'mobile' | 'adult'>;
}

type Method = 'email' | 'mobile';
const METHODS: readonly Method[] = ['email', 'mobile'];

/**
 * SPEC.md /login: one email field, or (CONTRACT.md sign-in by mobile) a mobile number, chosen by a two-way switch; 'Get OTP' (disabled while pending), server errors under the field.
 * A real form: before the island starts it posts to the page, which sends the code and goes on to
 * /otp-verification itself (src/pages/login.astro).
 */
export default function LoginForm({ serverSignedIn, redirect, action, served }: Props) {
  const [method, setMethod] = useState<Method>(served?.values.mobile ? 'mobile' : 'email');
  const otherMethod: Method = method === 'email' ? 'mobile' : 'email';
  const form = useSchemaForm(
    signInFormSchema,
    { email: '', mobile: '', adult: '' },
    async ({ email, mobile }) => {
      // Sent in the page's language (as every `api` call): the code's mail to a new address goes in it (src/lib/server/recipient-locale.ts).
      await api(apiPaths.generateOtp(), { method: 'POST', body: mobile !== undefined ? { mobile } : { email } });
      // The 'OTP sent' toast shows on the next page (a page load would cut it short here).
      rememberPendingEmail(mobile !== undefined ? e164(mobile) : (email ?? ''));
      window.location.assign(paths.otpVerification());
      return undefined;
    },
    served,
  );
  const ids = { terms: useId() };
  /** Switching clears the other field: one address is sent, never both. */
  const choose = (next: Method) => {
    if (next === method) return;
    form.setValue(method, '');
    setMethod(next);
    requestAnimationFrame(() => (form.formRef.current?.elements.namedItem(next) as HTMLInputElement | null)?.focus());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: on hydration; form.setValue is new on every render.
  useEffect(() => {
    reconcileSignedIn(serverSignedIn);
    // SPEC.md: /login is only for visitors.
    if (isSignedIn.get()) return window.location.replace(paths.home());
    if (redirect) redirectTo.set(redirect);
    // What was typed before the island started wins over the address of an earlier attempt.
    const typed = form.formRef.current?.elements.namedItem(method) as HTMLInputElement | null;
    const remembered = pendingEmail();
    if (!typed?.value && remembered) {
      const rememberedMethod: Method = isMobileKey(remembered) ? 'mobile' : 'email';
      setMethod(rememberedMethod);
      form.setValue(rememberedMethod, rememberedMethod === 'mobile' ? remembered.slice(3) : remembered);
    }
  }, [serverSignedIn, redirect]);

  return (
    <form ref={form.formRef} method="post" action={action} onSubmit={form.onSubmit} noValidate className="space-y-5">
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      {/* The switch needs JavaScript: without it the page offers the other field below (noscript) instead. */}
      <fieldset className="[@media(scripting:none)]:hidden">
        <legend className="mb-2 text-sm font-medium text-muted">{m['auth.login.method']()}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1">
          {METHODS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={method === option}
              onClick={() => choose(option)}
              data-sign-in-method={option}
              className="min-h-11 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-white aria-pressed:text-brand aria-pressed:shadow-sm"
            >
              {option === 'email' ? m['auth.login.byEmail']() : m['auth.login.byMobile']()}
            </button>
          ))}
        </div>
      </fieldset>
      {/* The form's own failures (too many codes asked for) show under its one field too. */}
      <TextField
        key={method}
        {...form.field(method, FORM_ID)}
        error={form.errors[method] ?? form.errors[otherMethod] ?? (form.formError || undefined)}
        autoFocus={form.servedFocus !== undefined}
        announceError
        {...fieldProps[method]()}
      />
      {/* Without JavaScript both ways are offered at once; the page's POST takes whichever is filled in (one only). */}
      <noscript>
        <div className="mb-5 space-y-3">
          <p className="text-sm text-muted">{method === 'email' ? m['auth.login.orMobile']() : m['auth.login.orEmail']()}</p>
          <TextField {...form.field(otherMethod, FORM_ID)} {...fieldProps[otherMethod]()} />
        </div>
      </noscript>
      {/* The person's own tick, never made for them: 18 or older (SPEC.md's minimum age) and the terms. */}
      <div className="space-y-3 text-sm text-muted">
        <div>
          <label htmlFor={ids.terms} className="flex min-h-11 items-start gap-3">
            <input
              id={ids.terms}
              type="checkbox"
              name="adult"
              checked={form.values.adult === 'on'}
              onChange={(event) => form.setValue('adult', event.currentTarget.checked ? 'on' : '')}
              aria-invalid={form.errors.adult ? true : undefined}
              aria-describedby={form.errors.adult ? `${ids.terms}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
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
          {form.errors.adult && (
            <p id={`${ids.terms}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {form.errors.adult}
            </p>
          )}
        </div>
      </div>
      <DataNotice kind="signIn" />
      <BusySubmit pending={form.status === 'pending'} label={m['auth.login.getOtp']()} />
    </form>
  );
}

if (import.meta.env.SSR) reactIsland(LoginForm);
