import { useStore } from '@nanostores/react';
import { BadgeCheck, CircleCheck, Send } from 'lucide-static';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { CloseButton, FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { around, m } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { isSignedIn } from '../../stores/session';
import { ALSO_ASK_MAX } from '../leads/leads';
import { activeDialog, closeDialog, enquirySuccess } from '../listings/details-store';
import { ENQUIRY_NAME_MAX, enquiryBullets, enquirySchema, successText, successTitle, type EnquiryAnswer } from './enquiries';

const FORM_ID = 'enquiry';
/** The modal asks for these two; the listing's id and price go along. */
const formSchema = enquirySchema.pick({ name: true, mobile: true });

/**
 * The enquiry modal (SPEC.md section 2): Name, Mobile Number, SEND BOOKING and the four bullets; on
 * success 'Enquiry successfully added' (or, when a booking reopened it, 'Booking successfully added').
 */
export function EnquiryModal({ serviceId, serviceName, price }: { serviceId: number; serviceName: string; price: number }) {
  const open = useStore(activeDialog) === 'enquiry';
  const success = useStore(enquirySuccess);
  const signedIn = useStore(isSignedIn);
  // "Also get quotes from similar businesses": on by default for a signed-in customer, easy to turn off.
  const [alsoAsk, setAlsoAsk] = useState(true);
  const [businesses, setBusinesses] = useState(1);
  const form = useSchemaForm(formSchema, { name: '', mobile: '' }, async (data) => {
    const answer = await api<EnquiryAnswer>(apiPaths.enquiry(), {
      method: 'POST',
      body: { ...data, service_id: serviceId, price, also_ask: signedIn && alsoAsk ? ALSO_ASK_MAX : 0 },
    });
    setBusinesses(answer.data.businesses ?? 1);
    enquirySuccess.set('enquiry');
    return answer.msg;
  });
  const { status } = form;
  const done = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the dialog opens; form.reset is new on every render and would reset on each one.
  useEffect(() => {
    if (open && !success) form.reset();
  }, [open]);
  useEffect(() => {
    if (success) done.current?.focus();
  }, [success]);

  const [signInBefore, signInAfter] = around((signIn) => m['enquiry.modal.signInNext']({ signIn, count: ALSO_ASK_MAX + 1 }));
  return (
    <Dialog
      open={open}
      onClose={closeDialog}
      title={success ? m['enquiry.modal.thanks']() : m['enquiry.modal.title']({ name: serviceName })}
      size="max-w-md"
    >
      {success ? (
        <div ref={done} tabIndex={-1} role="status" className="text-center outline-none">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <SvgIcon svg={CircleCheck} className="size-9" />
          </span>
          <p className="mt-4 text-xl font-bold text-ink">{successTitle(success)}</p>
          <p className="mt-2 text-muted">{successText(success)}</p>
          {success === 'enquiry' &&
            (signedIn ? (
              <p className="mt-3 text-sm text-muted">
                {businesses > 1 ? `${m['enquiry.modal.sentTo']({ count: businesses })} ` : ''}
                <a href={paths.profile('Enquiries')} className="font-semibold text-brand underline underline-offset-2">
                  {businesses > 1 ? m['enquiry.modal.compare']() : m['enquiry.modal.see']()}
                </a>
              </p>
            ) : (
              <p className="mt-3 text-sm text-muted">
                {signInBefore}
                <a href={paths.login(paths.profile('Enquiries'))} className="font-semibold text-brand underline underline-offset-2">
                  {m['enquiry.modal.signIn']()}
                </a>
                {signInAfter}
              </p>
            ))}
          <CloseButton
            onClick={closeDialog}
            className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
          />
        </div>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="space-y-5">
          <TextField {...form.field('name', FORM_ID)} label={m['enquiry.modal.name']()} autoComplete="name" maxLength={ENQUIRY_NAME_MAX} />
          <TextField
            {...form.field('mobile', FORM_ID)}
            label={m['enquiry.modal.mobile']()}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            hint={m['enquiry.modal.mobileHint']()}
          />
          {signedIn && (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm">
              <input
                type="checkbox"
                name="also_ask"
                checked={alsoAsk}
                onChange={(event) => setAlsoAsk(event.currentTarget.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <span>
                <span className="font-semibold text-ink">{m['enquiry.modal.alsoAsk']({ count: ALSO_ASK_MAX })}</span>
                <span className="block text-muted">{m['enquiry.modal.alsoAskText']()}</span>
              </span>
            </label>
          )}
          <FormError message={form.formError} />
          <button
            type="submit"
            disabled={!form.ready || status === 'pending'}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold tracking-wide text-white hover:bg-brand-dark disabled:opacity-60"
          >
            <SvgIcon svg={Send} className="size-4" />
            {status === 'pending' ? m['enquiry.modal.sending']() : m['enquiry.modal.send']()}
          </button>
          <ul className="space-y-2 rounded-card bg-surface p-4 text-sm text-muted">
            {enquiryBullets().map((bullet) => (
              <li key={bullet} className="flex gap-2">
                <SvgIcon svg={BadgeCheck} className="mt-0.5 size-4 shrink-0 text-brand" />
                {bullet}
              </li>
            ))}
          </ul>
        </form>
      )}
    </Dialog>
  );
}
