import { type FormEvent, useId, useState } from 'react';
import { BusySubmit, FormError } from '../../components/ui/FormParts';
import { TextField } from '../../components/ui/TextField';
import { api, errorMessage } from '../../lib/api';
import { m } from '../../lib/i18n';
import { mobileFieldProps } from './sign-in-fields';
import { apiPaths } from '../../paths';
import { signedInAs } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { displayMobile } from '../../lib/account-label';
import { mobileNumber } from '../../lib/fields';
import { otpCode } from './auth';

interface Props {
  /** The account's verified mobile (+91XXXXXXXXXX), or null. */
  mobile: string | null;
  /** Whether the account has an email (else the header names it by its mobile, which may change here). */
  hasEmail: boolean;
}

type Step = 'shown' | 'number' | 'code';

/**
 * The profile's "Mobile number": the verified mobile with Change, or Add; a number, then the code sent to it
 * by SMS (POST /api/account/mobile, then /verify). Another account's verified mobile is refused there (409).
 */
export default function AccountMobile({ mobile: served, hasEmail }: Props) {
  const [mobile, setMobile] = useState(served);
  const [step, setStep] = useState<Step>('shown');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const errorId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = mobileNumber.safeParse(number);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setPending(true);
    setError('');
    try {
      const answer = await api<{ message: string }>(apiPaths.accountMobile(), { method: 'POST', body: { mobile: parsed.data } });
      toast.success(answer.message);
      setNumber(parsed.data);
      setStep('code');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const parsed = otpCode.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setPending(true);
    setError('');
    try {
      const answer = await api<{ message: string; data: { mobile: string } }>(apiPaths.accountMobileVerify(), {
        method: 'POST',
        body: { mobile: number, otp: parsed.data },
      });
      toast.success(answer.message);
      setMobile(answer.data.mobile);
      if (!hasEmail) signedInAs.set(displayMobile(answer.data.mobile));
      setStep('shown');
      setCode('');
      setNumber('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  const cancel = () => {
    setStep('shown');
    setError('');
    setCode('');
  };

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-card border border-line bg-white p-4 shadow-card sm:p-6" data-account-mobile>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {m['profile.mobile.heading']()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m['profile.mobile.intro']()}</p>
      {step === 'shown' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {mobile ? (
            <p className="flex items-center gap-2">
              <strong className="font-semibold text-ink">{displayMobile(mobile)}</strong>
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {m['profile.mobile.verifiedBadge']()}
              </span>
            </p>
          ) : (
            <p className="text-muted">{m['profile.mobile.none']()}</p>
          )}
          <button
            type="button"
            onClick={() => setStep('number')}
            className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand hover:bg-brand/5"
          >
            {mobile ? m['profile.mobile.change']() : m['profile.mobile.add']()}
          </button>
        </div>
      )}
      {step === 'number' && (
        <form onSubmit={send} noValidate className="mt-4 space-y-4">
          <TextField
            formId="account-mobile"
            name="mobile"
            value={number}
            onChange={setNumber}
            error={error || undefined}
            announceError
            {...mobileFieldProps()}
            autoFocus
          />
          <div className="flex flex-wrap gap-3">
            <BusySubmit pending={pending} label={m['profile.mobile.sendCode']()} fit />
            <button type="button" onClick={cancel} className="min-h-11 px-4 font-semibold text-muted hover:text-ink">
              {m['profile.mobile.cancel']()}
            </button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={verify} noValidate className="mt-4 space-y-4">
          <label htmlFor="account-mobile-code" className="block text-sm font-medium text-ink">
            {m['profile.mobile.codeLabel']({ mobile: displayMobile(`+91${number}`) })}
          </label>
          <input
            id="account-mobile-code"
            name="otp"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            // biome-ignore lint/a11y/noAutofocus: the code is what this step asks for, just after the person asked for it.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-12 w-40 rounded-lg border border-line bg-white px-3 text-center text-xl font-semibold tracking-widest outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
          />
          <FormError id={errorId} message={error || undefined} />
          <div className="flex flex-wrap gap-3">
            <BusySubmit pending={pending} label={m['profile.mobile.verify']()} fit />
            <button type="button" onClick={cancel} className="min-h-11 px-4 font-semibold text-muted hover:text-ink">
              {m['profile.mobile.cancel']()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
