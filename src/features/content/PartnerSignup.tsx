import { reactIsland } from '../../lib/react-island';
import { Check, CircleCheck, X } from 'lucide-static';
import { useEffect, useRef, useState } from 'react';
import { CloseButton, FormError, FormSubmit, FormSuccess, ModalActions } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { m } from '../../lib/i18n';
import { mobileInput } from '../../lib/fields';
import type { FormState } from '../../lib/form-state';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import {
  PARTNER_PLANS,
  type PartnerCategoryOption,
  type PartnerLeadField,
  type PartnerPlan,
  type PartnerPlanId,
  partnerLeadSchema,
  planPriceLabel,
} from './partner-lead';

/** The id of the section with the form on the page: where a plan card's link leads without JavaScript. */
const SECTION_ID = 'partner-signup';

/**
 * 'Our Plans' cards and the Partner Signup Form of /become-a-partner. The form is on the page, under the
 * cards, as a real `<form method="post">` to the page (which handles it before the island has started or
 * without JavaScript, and answers with `served`); a card is then a link to it with its plan chosen
 * (`chosen`). Once the island runs, a card opens the same form in a modal for its plan: a native
 * <dialog> opened with showModal(), so the browser keeps focus inside it, makes the page behind inert
 * and closes it on Escape. Both show one form's state: what was typed survives closing and reopening
 * until it is sent.
 */
export default function PartnerSignup({
  action,
  served,
  chosen,
  categories,
}: {
  action: string;
  served?: FormState<PartnerLeadField>;
  chosen?: PartnerPlanId;
  /** The categories a first listing may have (a signed-in sender's business is made from the form). */
  categories: PartnerCategoryOption[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [plan, setPlan] = useState<PartnerPlan>(PARTNER_PLANS[0]!);
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(
    partnerLeadSchema,
    { plan: chosen ?? '', name: '', business_name: '', business_location: '', email: '', phone: '', pincode: '', category_id: '' },
    async (data) => {
      const answer = await api<{ status: number; msg: string }>(apiPaths.becomePartner(), { method: 'POST', body: data });
      return answer.msg;
    },
    served,
  );
  const { values, errors, status, servedFocus } = form;
  // No #partner-signup on where the form posts to: a fragment in the answered page's address stops the
  // browser from honouring `autofocus`, which brings the visitor to the first error or the success panel.
  const formAction = action;

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

  // A request sent from the modal is done with once it closes: the form on the page is empty again
  // (rather than a success panel there that would take the focus meant for the card).
  function closeModal() {
    setOpen(false);
    if (status === 'success') form.reset();
  }

  function onClosed() {
    closeModal();
    opener.current?.focus();
  }

  /** The fields, the same on the page and in the modal; `inModal` forms take the plan from the card. */
  function fields(formId: string, inModal: boolean) {
    const focus = inModal ? undefined : servedFocus;
    // The modal's copy never takes the served page's autofocus (it is not open as the page loads).
    const field = (name: PartnerLeadField) => form.field(name, formId, { servedFocus: !inModal });
    return (
      <>
        {inModal ? (
          <input type="hidden" name="plan" value={values.plan} />
        ) : (
          <fieldset aria-describedby={errors.plan ? `${formId}-plan-error` : undefined}>
            <legend className="mb-1.5 block text-sm font-semibold text-ink">{m['becomePartner.signup.plan']()}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {PARTNER_PLANS.map((option, index) => (
                <label
                  key={option.id}
                  className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 has-checked:border-brand has-checked:bg-brand-light/40 ${errors.plan ? 'border-red-600' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name="plan"
                    value={option.id}
                    checked={values.plan === option.id}
                    // biome-ignore lint/a11y/noAutofocus: only on a page served after a plain POST whose first error is the plan.
                    autoFocus={index === 0 && focus === 'plan'}
                    aria-invalid={errors.plan ? true : undefined}
                    onChange={() => form.setValue('plan', option.id)}
                    className="size-5 shrink-0 accent-brand"
                  />
                  <span>
                    <span className="font-semibold">{option.name}</span>
                    <span className="text-muted">
                      {' · '}
                      {planPriceLabel(option)}
                      {option.monthlyPrice > 0 && ` ${m['becomePartner.signup.aMonth']()}`}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.plan && (
              <p id={`${formId}-plan-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors.plan}
              </p>
            )}
          </fieldset>
        )}
        <TextField {...field('name')} label={m['becomePartner.signup.name']()} autoComplete="name" />
        <TextField {...field('business_name')} label={m['becomePartner.signup.businessName']()} autoComplete="organization" />
        <TextField
          {...field('business_location')}
          label={m['becomePartner.signup.businessLocation']()}
          hint={m['becomePartner.signup.businessLocationHint']()}
          autoComplete="street-address"
        />
        <TextField {...field('email')} label={m['becomePartner.signup.email']()} type="email" inputMode="email" autoComplete="email" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('phone')}
            {...mobileInput({ forgiving: true })}
            label={m['becomePartner.signup.phone']()}
            hint={m['becomePartner.signup.phoneHint']()}
          />
          <TextField {...field('pincode')} label={m['becomePartner.signup.pincode']()} inputMode="numeric" autoComplete="postal-code" />
        </div>
        <CategorySelect {...field('category_id')} categories={categories} />
      </>
    );
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
              {card.highlighted && (
                <span className="rounded-full bg-accent-dark px-3 py-1 text-xs font-semibold text-white">
                  {m['becomePartner.signup.mostPopular']()}
                </span>
              )}
            </div>
            <p className="mt-2 text-muted">{card.summary}</p>
            <p className="mt-5">
              <span className="text-4xl font-extrabold tracking-tight">{planPriceLabel(card)}</span>
              <span className="ml-1 text-muted">
                {card.monthlyPrice === 0 ? m['becomePartner.signup.forever']() : m['becomePartner.signup.aMonth']()}
              </span>
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <SvgIcon svg={Check} className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {form.ready ? (
              <button type="button" onClick={(event) => openFor(card, event.currentTarget)} className={cardAction(card)}>
                {cardLabel(card)}
              </button>
            ) : (
              // Before the island runs (or without JavaScript): to the form below, with this plan chosen.
              <a href={`${action}?plan=${card.id}#${SECTION_ID}`} className={cardAction(card)}>
                {cardLabel(card)}
              </a>
            )}
          </article>
        ))}
      </div>

      <section
        id={SECTION_ID}
        aria-labelledby={`${SECTION_ID}-heading`}
        className="mt-12 scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <h3 id={`${SECTION_ID}-heading`} className="text-xl font-bold">
          {m['becomePartner.signup.formTitle']()}
        </h3>
        <p className="mt-1 mb-6 text-sm text-muted">{m['becomePartner.signup.formLead']()}</p>
        {open ? (
          <p className="text-muted">{m['becomePartner.signup.openFor']({ plan: plan.name })}</p>
        ) : status === 'success' ? (
          <>
            <FormSuccess
              title={m['becomePartner.signup.received']()}
              message={form.successMessage}
              resetLabel={m['becomePartner.signup.sendAnother']()}
              onReset={form.reset}
              resetHref={`${action}#${SECTION_ID}`}
            />
            <a href={paths.business()} className="mt-4 inline-flex min-h-12 items-center font-semibold text-brand underline underline-offset-2">
              {m['shell.nav.yourBusiness']()}
            </a>
          </>
        ) : (
          <form
            ref={form.formRef}
            method="post"
            action={formAction}
            noValidate
            onSubmit={form.onSubmit}
            aria-labelledby={`${SECTION_ID}-heading`}
            className="space-y-5"
          >
            {fields(SECTION_ID, false)}
            <FormSubmit
              formError={form.formError}
              focusError={servedFocus === 'form'}
              pending={status === 'pending'}
              label={m['becomePartner.signup.submit']()}
            />
          </form>
        )}
      </section>

      <dialog
        ref={dialog}
        aria-labelledby="partner-signup-title"
        onClose={onClosed}
        className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 text-ink shadow-card backdrop:bg-ink/60"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-line bg-white px-5 py-3 sm:px-6">
          <div>
            <h2 id="partner-signup-title" className="text-lg font-bold">
              {m['becomePartner.signup.formTitle']()}
            </h2>
            <p className="text-sm text-muted">
              {plan.name} · {planPriceLabel(plan)}
              {plan.monthlyPrice > 0 && ` ${m['becomePartner.signup.aMonth']()}`}
            </p>
          </div>
          <button
            type="button"
            onClick={closeModal}
            aria-label={m['becomePartner.signup.closeForm']()}
            className="-mr-2 grid size-11 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <SvgIcon svg={X} className="size-5" />
          </button>
        </div>

        {!open ? null : status === 'success' ? (
          <div className="px-5 py-6 sm:px-6">
            <div role="status" className="flex gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
              <SvgIcon svg={CircleCheck} className="mt-0.5 size-6 shrink-0" />
              <div>
                <h3 className="font-semibold">{m['becomePartner.signup.received']()}</h3>
                <p className="mt-1">{form.successMessage}</p>
              </div>
            </div>
            <CloseButton
              ref={doneButton}
              onClick={closeModal}
              className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-full border border-line px-6 font-semibold hover:bg-surface"
            />
          </div>
        ) : (
          <form
            method="post"
            action={formAction}
            noValidate
            onSubmit={form.onSubmit}
            aria-labelledby="partner-signup-title"
            className="space-y-4 px-5 py-5 sm:px-6"
          >
            {fields(`${SECTION_ID}-modal`, true)}
            <FormError message={errors.plan ?? form.formError} />
            <ModalActions onClose={closeModal} pending={status === 'pending'} label={m['becomePartner.signup.submit']()} />
          </form>
        )}
      </dialog>
    </>
  );
}

/** The first listing's category: the catalogue's leaves, grouped under their main categories. */
function CategorySelect({
  formId,
  name,
  value,
  error,
  autoFocus,
  onChange,
  categories,
}: {
  formId: string;
  name: string;
  value: string;
  error?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  categories: PartnerCategoryOption[];
}) {
  const id = `${formId}-${name}`;
  const groups = [...new Set(categories.map((option) => option.group))];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {m['becomePartner.signup.category']()}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: only on a page served after a plain POST whose first error is the category.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">{m['becomePartner.signup.categoryChoose']()}</option>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {categories
              .filter((option) => option.group === group)
              .map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {m['becomePartner.signup.categoryHint']()}
        </p>
      )}
    </div>
  );
}

const cardLabel = (card: PartnerPlan) =>
  card.monthlyPrice === 0 ? m['becomePartner.signup.startWith']({ plan: card.name }) : m['becomePartner.signup.choose']({ plan: card.name });

const cardAction = (card: PartnerPlan) =>
  `mt-8 inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold ${
    card.highlighted ? 'bg-brand text-white hover:bg-brand-dark' : 'border border-brand text-brand hover:bg-brand-light'
  }`;

if (import.meta.env.SSR) reactIsland(PartnerSignup);
