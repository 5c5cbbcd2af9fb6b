import { Check, CircleCheck, X } from 'lucide-static';
import { useEffect, useRef, useState } from 'react';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths } from '../../paths';
import { PARTNER_PLANS, type PartnerPlan, partnerLeadSchema, planPriceLabel } from './partner-lead';

const FORM_ID = 'partner-signup';

/**
 * 'Our Plans' cards and the Partner Signup Form modal of /become-a-partner. The modal is a native
 * <dialog> opened with showModal(): the browser keeps focus inside it, makes the page behind inert
 * and closes it on Escape. What was typed survives closing and reopening until it is sent.
 */
export default function PartnerSignup() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [plan, setPlan] = useState<PartnerPlan>(PARTNER_PLANS[0]!);
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(
    partnerLeadSchema,
    { plan: plan.id, name: '', business_name: '', business_location: '', email: '', phone: '', pincode: '' },
    async (data) => {
      const answer = await api<{ status: number; msg: string }>(apiPaths.becomePartner(), { method: 'POST', body: data });
      return answer.msg;
    },
  );
  const { values, errors, status } = form;

  function openFor(chosen: PartnerPlan, button: HTMLElement) {
    opener.current = button;
    setPlan(chosen);
    form.setValue('plan', chosen.id);
    if (status === 'success') form.reset();
    setOpen(true);
  }

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      (element.querySelector<HTMLElement>('input[aria-invalid="true"]') ?? element.querySelector<HTMLElement>('input:not([type="hidden"])'))?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The submit button is gone once the request is sent: focus the way out instead of losing it.
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === 'success') doneButton.current?.focus();
  }, [status]);

  function onClosed() {
    setOpen(false);
    opener.current?.focus();
  }

  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {PARTNER_PLANS.map((card) => (
          <article
            key={card.id}
            aria-labelledby={`plan-${card.id}`}
            className={`flex flex-col rounded-card border bg-white p-6 shadow-card sm:p-8 ${card.highlighted ? 'border-brand ring-1 ring-brand' : 'border-line'}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`plan-${card.id}`} className="text-xl font-bold">
                {card.name}
              </h3>
              {card.highlighted && <span className="rounded-full bg-accent-dark px-3 py-1 text-xs font-semibold text-white">Most popular</span>}
            </div>
            <p className="mt-2 text-muted">{card.summary}</p>
            <p className="mt-5">
              <span className="text-4xl font-extrabold tracking-tight">{planPriceLabel(card)}</span>
              <span className="ml-1 text-muted">{card.monthlyPrice === 0 ? 'forever' : 'a month'}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <SvgIcon svg={Check} className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={!form.ready}
              onClick={(event) => openFor(card, event.currentTarget)}
              className={`mt-8 inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold disabled:opacity-60 ${
                card.highlighted ? 'bg-brand text-white hover:bg-brand-dark' : 'border border-brand text-brand hover:bg-brand-light'
              }`}
            >
              {card.monthlyPrice === 0 ? `Start with ${card.name}` : `Choose ${card.name}`}
            </button>
          </article>
        ))}
      </div>

      <dialog
        ref={dialog}
        aria-labelledby="partner-signup-title"
        onClose={onClosed}
        className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 text-ink shadow-card backdrop:bg-ink/60"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-line bg-white px-5 py-3 sm:px-6">
          <div>
            <h2 id="partner-signup-title" className="text-lg font-bold">
              Partner Signup Form
            </h2>
            <p className="text-sm text-muted">
              {plan.name} · {planPriceLabel(plan)}
              {plan.monthlyPrice > 0 && ' a month'}
            </p>
          </div>
          <button type="button" onClick={() => setOpen(false)} aria-label="Close the form" className="-mr-2 grid size-11 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink">
            <SvgIcon svg={X} className="size-5" />
          </button>
        </div>

        {status === 'success' ? (
          <div className="px-5 py-6 sm:px-6">
            <div role="status" className="flex gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
              <SvgIcon svg={CircleCheck} className="mt-0.5 size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">Request received</h3>
                <p className="mt-1">{form.successMessage}</p>
              </div>
            </div>
            <button ref={doneButton} type="button" onClick={() => setOpen(false)} className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-line px-6 font-semibold hover:bg-surface">
              Close
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={form.onSubmit} className="space-y-4 px-5 py-5 sm:px-6">
            <input type="hidden" name="plan" value={values.plan} />
            <TextField formId={FORM_ID} name="name" label="Name" autoComplete="name" value={values.name} error={errors.name} onChange={(v) => form.setValue('name', v)} />
            <TextField
              formId={FORM_ID}
              name="business_name"
              label="Business Name"
              autoComplete="organization"
              value={values.business_name}
              error={errors.business_name}
              onChange={(v) => form.setValue('business_name', v)}
            />
            <TextField
              formId={FORM_ID}
              name="business_location"
              label="Business Location"
              hint="Area and city, e.g. Salt Lake Sector V, Kolkata"
              autoComplete="street-address"
              value={values.business_location}
              error={errors.business_location}
              onChange={(v) => form.setValue('business_location', v)}
            />
            <TextField
              formId={FORM_ID}
              name="email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(v) => form.setValue('email', v)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                formId={FORM_ID}
                name="phone"
                label="Phone Number"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                hint="10-digit mobile number"
                value={values.phone}
                error={errors.phone}
                onChange={(v) => form.setValue('phone', v)}
              />
              <TextField
                formId={FORM_ID}
                name="pincode"
                label="Pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                value={values.pincode}
                error={errors.pincode}
                onChange={(v) => form.setValue('pincode', v)}
              />
            </div>
            {(form.formError || errors.plan) && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {errors.plan ?? form.formError}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <button type="button" onClick={() => setOpen(false)} className="inline-flex min-h-12 items-center justify-center rounded-full border border-line px-6 font-semibold hover:bg-surface">
                Close
              </button>
              <button
                type="submit"
                disabled={status === 'pending'}
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
              >
                {status === 'pending' ? 'Sending…' : 'Submit'}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
