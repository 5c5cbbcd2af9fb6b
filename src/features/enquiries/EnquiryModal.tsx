import { useStore } from '@nanostores/react';
import { BadgeCheck, CircleCheck, ImagePlus, Send, X } from 'lucide-static';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { CloseButton, FormError } from '../../components/ui/FormParts';
import { SvgIcon } from '../../components/ui/SvgIcon';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api';
import { around, m } from '../../lib/i18n';
import { mobileInput } from '../../lib/fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { apiPaths, paths } from '../../paths';
import { isSignedIn } from '../../stores/session';
import { ALSO_ASK_MAX } from '../leads/leads';
import { activeDialog, closeDialog, enquirySuccess } from '../listings/details-store';
import { indiaDay } from '../../lib/india-time';
import { isDay } from '../bookings/visits';
import {
  ENQUIRY_DETAILS_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_PHOTOS_MAX,
  ENQUIRY_WHEN,
  enquiryBullets,
  enquirySchema,
  successText,
  successTitle,
  WHEN_DATE,
  type EnquiryAnswer,
} from './enquiries';
import { shrinkPhoto } from './shrink-photo';
import { DataNotice } from '../privacy/DataNotice';

const FORM_ID = 'enquiry';
/** The modal asks for these; the listing's id and price go along, and the photos (kept beside the form's text fields). */
const formSchema = enquirySchema.pick({ name: true, mobile: true, details: true, when: true });
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

const whenChoices = [
  { value: ENQUIRY_WHEN[0], label: () => m['enquiry.when.now']() },
  { value: ENQUIRY_WHEN[1], label: () => m['enquiry.when.today']() },
  { value: ENQUIRY_WHEN[2], label: () => m['enquiry.when.week']() },
  { value: WHEN_DATE, label: () => m['enquiry.when.date']() },
] as const;

/**
 * "When do you need it?": four choices, the last with a date field (from today). The form's `when` holds the
 * choice, or the day once one is picked (WHEN_DATE until then, which the schema asks to complete).
 */
function WhenChoice({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const choice = isDay(value) ? WHEN_DATE : value;
  const day = isDay(value) ? value : '';
  const errorId = `${FORM_ID}-when-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink">{m['enquiry.modal.when']()}</legend>
      <div className="grid grid-cols-2 gap-2">
        {whenChoices.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${choice === option.value ? 'border-brand bg-brand/5 font-semibold text-ink' : 'border-slate-300 text-ink'}`}
          >
            <input
              type="radio"
              name="when"
              value={option.value}
              checked={choice === option.value}
              onChange={() => onChange(option.value === WHEN_DATE ? day || WHEN_DATE : option.value)}
              className="size-4 accent-brand"
            />
            {option.label()}
          </label>
        ))}
      </div>
      {choice === WHEN_DATE && (
        <div className="mt-2">
          <label htmlFor={`${FORM_ID}-when-date`} className="mb-1 block text-sm font-semibold text-ink">
            {m['enquiry.modal.whenDate']()}
          </label>
          <input
            id={`${FORM_ID}-when-date`}
            type="date"
            min={indiaDay()}
            value={day}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value || WHEN_DATE)}
            className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-base text-ink focus:outline-2 focus:outline-brand ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Up to ENQUIRY_PHOTOS_MAX photos of the job: each shown small with a Remove button; the file picker takes what room is left. */
function PhotoPicker({ photos, error, onChange }: { photos: File[]; error?: string; onChange: (photos: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = photos.length >= ENQUIRY_PHOTOS_MAX;
  const hintId = `${FORM_ID}-photos-hint`;
  const errorId = `${FORM_ID}-photos-error`;
  return (
    <div>
      <p id={`${FORM_ID}-photos-label`} className="mb-1.5 block text-sm font-semibold text-ink">
        {m['enquiry.modal.photos']({ max: ENQUIRY_PHOTOS_MAX })}
      </p>
      {photos.length > 0 && (
        <ul className="mb-2 flex gap-2" aria-labelledby={`${FORM_ID}-photos-label`}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${photo.size}-${photo.lastModified}`} className="relative">
              <img
                src={previews[index]}
                alt={m['enquiry.modal.photoAlt']({ number: index + 1 })}
                className="size-20 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
                aria-label={m['enquiry.modal.removePhoto']({ number: index + 1 })}
                className="absolute -top-2 -right-2 grid size-11 place-items-center"
              >
                <span className="grid size-7 place-items-center rounded-full bg-ink text-white shadow">
                  <SvgIcon svg={X} className="size-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted">{m['enquiry.modal.photosFull']({ max: ENQUIRY_PHOTOS_MAX })}</p>
      ) : (
        <>
          <input
            ref={input}
            id={`${FORM_ID}-photos`}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            className="peer sr-only"
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              const chosen = [...(event.currentTarget.files ?? [])].filter((file) => PHOTO_TYPES.split(',').includes(file.type));
              event.currentTarget.value = '';
              onChange([...photos, ...chosen].slice(0, ENQUIRY_PHOTOS_MAX));
            }}
          />
          <label
            htmlFor={`${FORM_ID}-photos`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface peer-focus-visible:outline-2 peer-focus-visible:outline-brand"
          >
            <SvgIcon svg={ImagePlus} className="size-4" />
            {m['enquiry.modal.addPhotos']()}
          </label>
        </>
      )}
      <p id={hintId} className="mt-1 text-sm text-muted">
        {m['enquiry.modal.photosHint']()}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The enquiry modal (SPEC.md section 2): Name, Mobile Number, SEND BOOKING and the four bullets; on
 * success 'Enquiry successfully added' (or, when a booking reopened it, 'Booking successfully added').
 */
export function EnquiryModal({ serviceId, serviceName, price }: { serviceId: number; serviceName: string; price: number }) {
  const open = useStore(activeDialog) === 'enquiry';
  const success = useStore(enquirySuccess);
  const signedIn = useStore(isSignedIn);
  // "Also get quotes from similar businesses": the person's own choice, never made for them. It sends their
  // name and number to more businesses (docs/dark-patterns.md: no box ticked in advance).
  const [alsoAsk, setAlsoAsk] = useState(false);
  const [businesses, setBusinesses] = useState(1);
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useSchemaForm(formSchema, { name: '', mobile: '', details: '', when: '' }, async (data) => {
    const fields = { ...data, service_id: serviceId, price, also_ask: signedIn && alsoAsk ? ALSO_ASK_MAX : 0 };
    let body: Record<string, unknown> | FormData = fields;
    if (photos.length > 0) {
      // With photos, multipart: each made small enough to send first.
      const multipart = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) multipart.set(name, String(value));
      const small = await Promise.all(photos.map((photo) => shrinkPhoto(photo)));
      for (const [index, photo] of small.entries())
        multipart.append('photos', photo, `photo-${index + 1}.${photo.type === 'image/jpeg' ? 'jpg' : 'img'}`);
      body = multipart;
    }
    const answer = await api<EnquiryAnswer>(apiPaths.enquiry(), { method: 'POST', body });
    setPhotos([]);
    setBusinesses(answer.data.businesses ?? 1);
    enquirySuccess.set('enquiry');
    return answer.msg;
  });
  const { status } = form;
  const done = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the dialog opens; form.reset is new on every render and would reset on each one.
  useEffect(() => {
    if (open && !success) {
      form.reset();
      setPhotos([]);
    }
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
            {...mobileInput()}
            label={m['enquiry.modal.mobile']()}
            hint={m['enquiry.modal.mobileHint']()}
          />
          <TextField
            {...form.field('details', FORM_ID)}
            label={m['enquiry.modal.details']()}
            rows={3}
            maxLength={ENQUIRY_DETAILS_MAX}
            placeholder={m['enquiry.modal.detailsHint']()}
            hint={m['enquiry.modal.detailsCount']({
              count: form.values.details.length.toLocaleString('en-IN'),
              max: ENQUIRY_DETAILS_MAX.toLocaleString('en-IN'),
            })}
          />
          <WhenChoice value={form.values.when} error={form.errors.when} onChange={(value) => form.setValue('when', value)} />
          <PhotoPicker photos={photos} error={(form.errors as Record<string, string | undefined>).photos} onChange={setPhotos} />
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
          <DataNotice kind={signedIn ? 'enquiryAlsoAsk' : 'enquiry'} />
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
