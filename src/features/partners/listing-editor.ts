/**
 * The owner's editor of a listing and of the mini-site: the rules its island forms share with
 * /api/business/listing/{services_id} and /api/business/site/{partner_id}. Pure: imported by pages,
 * islands and endpoints alike.
 */
import { email, mobile, singleLine } from '../../lib/fields';
import { m, saidWhenRead } from '../../lib/i18n';
import { hourlyPerCaller } from '../../lib/limit';
import { type Words, z } from '../../lib/zod';
import { parseDayOpen, WEEK_DAYS, type WeekDay } from '../listings/hours';
import { contrastRatio, hexColor } from './partners';

// ---------------------------------------------------------------------------------------------
// Fields of a listing (SPEC.md section 3 names) and of its business
// ---------------------------------------------------------------------------------------------

export const SERVICE_NAME_MAX = 120;
export const INFO_MAX = 2000;
/** ₹10,00,000: a starting price above it is a typo. */
export const PRICE_MAX = 1_000_000;

/** Text that may be left empty (null is empty too): trimmed, line breaks kept. */
const optionalText = (max: number, tooLong: Words) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: () => m['listingEditor.invalid.text']() })
      .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
      .max(max, { error: tooLong }),
  );

/** An optional field whose empty value is stored as null. */
const orNull = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value) => (value === null || value === undefined || (typeof value === 'string' && !value.trim()) ? null : value), rule.nullable());

/** A link to the business's page on one site (`facebook.com`, `instagram.com`), https. */
const socialLink = (site: string, label: string) =>
  z
    .string({ error: () => m['listingEditor.invalid.socialLink']({ site: label }) })
    .trim()
    .max(300, { error: () => m['listingEditor.invalid.socialLinkTooLong']({ site: label }) })
    .overwrite((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname === site || url.hostname.endsWith(`.${site}`));
        } catch {
          return false;
        }
      },
      { error: () => m['listingEditor.invalid.socialLinkLike']({ site: label, domain: site }) },
    );

/** 'HH:MM' (24-hour), as a time input sends it. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (message: Words) => z.string({ error: message }).trim().regex(CLOCK_PATTERN, { error: message });

const everydayHours = z.object({
  type: z.literal('everyday'),
  everyday_start_time: clock(() => m['listingEditor.invalid.openingTime']()),
  everyday_end_time: clock(() => m['listingEditor.invalid.closingTime']()),
});

const dayHours = z.object({
  day: z.enum(WEEK_DAYS, { error: () => m['listingEditor.invalid.day']() }),
  weekday_start_time: clock(() => m['listingEditor.invalid.dayOpeningTime']()),
  weekday_end_time: clock(() => m['listingEditor.invalid.dayClosingTime']()),
});

const perdayHours = z.object({
  type: z.literal('perday'),
  data: z
    .array(dayHours, { error: () => m['listingEditor.invalid.openDays']() })
    .min(1, { error: () => m['listingEditor.invalid.oneDayOpen']() })
    .max(14, { error: () => m['listingEditor.invalid.twoSpans']() }),
});

/**
 * day_open in SPEC.md's two forms: `{type:'everyday', everyday_start_time, everyday_end_time}` or
 * `{type:'perday', data:[{day, weekday_start_time, weekday_end_time}]}` (a day not listed is closed),
 * as an object or JSON text; null (or empty) removes the hours.
 */
export const dayOpenSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (!value.trim()) return null;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .discriminatedUnion('type', [everydayHours, perdayHours], { error: () => m['listingEditor.invalid.hoursForm']() })
    .refine((hours) => parseDayOpen(hours).status === 'ok', { error: () => m['listingEditor.invalid.hoursUnreadable']() })
    .nullable(),
);

export type DayOpen = NonNullable<z.output<typeof dayOpenSchema>>;

const contactNo = mobile({ empty: () => m['listingEditor.invalid.contactNo'](), invalid: () => m['field.mobile.invalid']() }, { forgiving: true });
const whatsappNo = mobile(
  { empty: () => m['listingEditor.invalid.whatsapp'](), invalid: () => m['listingEditor.invalid.whatsappInvalid']() },
  { forgiving: true },
);

/** The rule of each editable field, shared by the API schema and the island's form schema. */
const listingFields = {
  service_name: singleLine(
    () => m['listingEditor.invalid.name'](),
    SERVICE_NAME_MAX,
    () => m['listingEditor.invalid.nameTooLong']({ max: SERVICE_NAME_MAX }),
  ),
  basic_info: optionalText(INFO_MAX, () => m['listingEditor.invalid.descriptionTooLong']({ max: INFO_MAX.toLocaleString('en-IN') })),
  other_info: optionalText(INFO_MAX, () => m['listingEditor.invalid.otherInfoTooLong']({ max: INFO_MAX.toLocaleString('en-IN') })),
  price: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/[₹,\s]/g, '')) : value),
    z
      .number({ error: () => m['listingEditor.invalid.price']() })
      .finite({ error: () => m['listingEditor.invalid.price']() })
      .min(0, { error: () => m['listingEditor.invalid.priceNegative']() })
      .max(PRICE_MAX, { error: () => m['listingEditor.invalid.priceTooHigh']() }),
  ),
  contact_no: contactNo,
  whatsapp: orNull(whatsappNo),
  email: orNull(email({ tooLong: () => m['field.email.invalid']() })),
  facebook: orNull(socialLink('facebook.com', 'Facebook')),
  instagram: orNull(socialLink('instagram.com', 'Instagram')),
};

/**
 * POST /api/business/listing/{services_id}: the listing's editable fields, named as SPEC.md section 3
 * names them, plus the business's WhatsApp, email and social links. A field left out stays as it is.
 */
export const listingEditSchema = z.object({ ...listingFields, day_open: dayOpenSchema }).partial();
export type ListingEdit = z.output<typeof listingEditSchema>;
export const LISTING_EDIT_FIELDS = [
  'service_name',
  'basic_info',
  'other_info',
  'price',
  'contact_no',
  'day_open',
  'whatsapp',
  'email',
  'facebook',
  'instagram',
] as const;

/** What GET and POST /api/business/listing/{services_id} answer as `data`. */
export interface EditableListing {
  services_id: number;
  slug: string;
  partner_id: number;
  partner_slug: string;
  service_name: string;
  basic_info: string;
  other_info: string;
  price: number;
  contact_no: string;
  /** The hours as stored, read into one of SPEC.md's forms; null when none are set (or they cannot be read). */
  day_open: DayOpen | null;
  whatsapp: string | null;
  email: string | null;
  facebook: string | null;
  instagram: string | null;
  featured_image: string;
  photos: EditorPhoto[];
}

export interface EditorPhoto {
  id: number;
  url: string;
  by_customer: boolean;
  featured: boolean;
}

/** Listing edits: an owner saves a few times an hour, not hundreds. */
export const listingEditLimits = hourlyPerCaller('business-listing-edit', 120, 300);
/**
 * POST /api/business/listing/{services_id}/email-code {code}: the code mailed to a new listing email, which makes
 * that email count for claims. Few tries: the code is 6 digits.
 */
export const listingEmailCodeSchema = z.object({
  code: z
    .string({ error: () => m['listingEditor.emailCode.invalid']() })
    .trim()
    .regex(/^\d{6}$/, { error: () => m['listingEditor.emailCode.invalid']() }),
});
export const listingEmailCodeLimits = hourlyPerCaller('business-listing-email-code', 10);
/** Sending and entering the code to a listing's phone ("Phone verified"): an SMS costs money, so a few an hour. */
export const listingPhoneCodeLimits = hourlyPerCaller('business-listing-phone-code', 10);

/** Photo uploads of an owner (the customers' Add Photo has its own). */
export const listingPhotoLimits = hourlyPerCaller('business-listing-photo', 60);

/** Most photos an owner keeps on one listing. */
export const LISTING_PHOTO_MAX = 30;

/** The editor's answers and refusals, each read in the language of the request that reads it. */
export const listingEditMessages = saidWhenRead({
  saved: m['listingEditor.saved'],
  photoAdded: m['listingEditor.photoAdded'],
  photosOrdered: m['listingEditor.photosOrdered'],
  featured: m['listingEditor.featured'],
  photoDeleted: m['listingEditor.photoDeleted'],
  tooManyPhotos: () => m['listingEditor.refusal.tooManyPhotos']({ max: LISTING_PHOTO_MAX }),
  lastFeatured: m['listingEditor.refusal.lastFeatured'],
});

/** The photo order a client sends: every photo of the listing once, in the new order. */
export const photoOrderSchema = z.object({
  photo_ids: z
    .array(
      z.coerce
        .number({ error: () => m['listingEditor.invalid.photoId']() })
        .int()
        .positive(),
      { error: () => m['listingEditor.invalid.photoOrder']() },
    )
    .min(1, { error: () => m['listingEditor.invalid.photoOrder']() })
    .max(200),
});

// ---------------------------------------------------------------------------------------------
// The island's form: the same rules over flat text fields (a time input per day)
// ---------------------------------------------------------------------------------------------

export type HoursMode = 'none' | 'everyday' | 'perday';
const dayKey = (day: WeekDay) => day.slice(0, 3).toLowerCase() as DayKey;
export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const DAY_KEYS = WEEK_DAYS.map(dayKey);

type DayFields = { [K in DayKey as `${K}_open` | `${K}_start` | `${K}_end`]: z.ZodString };
const dayFields = Object.fromEntries(
  DAY_KEYS.flatMap((key) => [`${key}_open`, `${key}_start`, `${key}_end`].map((name) => [name, z.string()])),
) as DayFields;

/**
 * The editor's form over flat text fields: `hours_mode` 'none', 'everyday' (one range every day) or
 * 'perday' (`mon_open` 'on' for an open day, with `mon_start`/`mon_end`). Its other fields are the API's
 * rules; `listingFormPayload` turns what it parsed into the API's payload.
 */
export const listingFormSchema = z
  .object({
    service_name: listingFields.service_name,
    basic_info: listingFields.basic_info,
    other_info: listingFields.other_info,
    price: listingFields.price,
    contact_no: listingFields.contact_no,
    whatsapp: listingFields.whatsapp,
    email: listingFields.email,
    facebook: listingFields.facebook,
    instagram: listingFields.instagram,
    hours_mode: z.enum(['none', 'everyday', 'perday'], { error: () => m['listingEditor.invalid.hoursMode']() }),
    everyday_start: z.string(),
    everyday_end: z.string(),
    ...dayFields,
  })
  .superRefine((form, context) => {
    const need = (field: string, value: string, message: Words) => {
      if (!CLOCK_PATTERN.test(value.trim())) context.addIssue({ code: 'custom', path: [field], message: message() });
    };
    const opening = () => m['listingEditor.invalid.opening']();
    const closing = () => m['listingEditor.invalid.closing']();
    if (form.hours_mode === 'everyday') {
      need('everyday_start', form.everyday_start, opening);
      need('everyday_end', form.everyday_end, closing);
    }
    if (form.hours_mode === 'perday') {
      const open = DAY_KEYS.filter((key) => form[`${key}_open`] === 'on');
      if (open.length === 0) {
        context.addIssue({ code: 'custom', path: ['hours_mode'], message: m['listingEditor.invalid.oneDayOpen']() });
      }
      for (const key of open) {
        need(`${key}_start`, form[`${key}_start`], opening);
        need(`${key}_end`, form[`${key}_end`], closing);
      }
    }
  });

export type ListingFormField = Extract<keyof z.input<typeof listingFormSchema>, string>;
export type ListingFormValues = Record<ListingFormField, string>;

/** The form's named fields, for the page that handles it as a plain POST. */
export const LISTING_FORM_FIELDS = Object.keys(listingFormSchema.shape) as ListingFormField[];

/** The hours of the form in SPEC.md's day_open form (null: no hours). */
export function formDayOpen(form: ListingFormValues): DayOpen | null {
  if (form.hours_mode === 'everyday') {
    return { type: 'everyday', everyday_start_time: form.everyday_start.trim(), everyday_end_time: form.everyday_end.trim() };
  }
  if (form.hours_mode === 'perday') {
    return {
      type: 'perday',
      data: WEEK_DAYS.filter((day) => form[`${dayKey(day)}_open`] === 'on').map((day) => ({
        day,
        weekday_start_time: form[`${dayKey(day)}_start`].trim(),
        weekday_end_time: form[`${dayKey(day)}_end`].trim(),
      })),
    };
  }
  return null;
}

/** What the island posts: the form's text fields as typed (the server applies the same rules) and its hours. */
export function listingFormPayload(form: ListingFormValues) {
  const { hours_mode: _mode, everyday_start: _start, everyday_end: _end, ...rest } = form;
  const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !/^(mon|tue|wed|thu|fri|sat|sun)_/.test(key)));
  return { ...fields, day_open: formDayOpen(form) };
}

const minutesText = (minutes: number) => {
  const inDay = minutes % (24 * 60);
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * The form's starting values from a stored listing. Stored hours in any form parseDayOpen reads come in as
 * 'everyday' or 'perday' with the first opening span of each day (the editor has one span a day).
 */
export function listingFormValues(listing: Pick<EditableListing, Exclude<keyof EditableListing, 'photos'>>): ListingFormValues {
  const values = {
    service_name: listing.service_name,
    basic_info: listing.basic_info,
    other_info: listing.other_info,
    price: String(listing.price),
    contact_no: listing.contact_no,
    whatsapp: listing.whatsapp ?? '',
    email: listing.email ?? '',
    facebook: listing.facebook ?? '',
    instagram: listing.instagram ?? '',
    hours_mode: 'none',
    everyday_start: '09:30',
    everyday_end: '21:00',
  } as Record<string, string>;
  for (const key of DAY_KEYS) {
    values[`${key}_open`] = key === 'sun' ? '' : 'on';
    values[`${key}_start`] = '09:30';
    values[`${key}_end`] = '21:00';
  }
  const parsed = parseDayOpen(listing.day_open);
  if (parsed.status === 'ok') {
    const { hours } = parsed;
    const first = WEEK_DAYS.map((day) => hours.days[day][0]);
    if (hours.everyday && first[0]) {
      values.hours_mode = 'everyday';
      values.everyday_start = minutesText(first[0].open);
      values.everyday_end = minutesText(first[0].close);
    } else {
      values.hours_mode = 'perday';
      WEEK_DAYS.forEach((day, index) => {
        const span = first[index];
        const key = dayKey(day);
        values[`${key}_open`] = span ? 'on' : '';
        if (span) {
          values[`${key}_start`] = minutesText(span.open);
          values[`${key}_end`] = minutesText(span.close);
        }
      });
    }
  }
  return values as ListingFormValues;
}

/** The day_open a stored hours text reads as, for the API's answer (null when none or unreadable). */
export function storedDayOpen(stored: string | null): DayOpen | null {
  const result = dayOpenSchema.safeParse(stored);
  return result.success ? result.data : null;
}

// ---------------------------------------------------------------------------------------------
// The mini-site: its services grid and brand colours
// ---------------------------------------------------------------------------------------------

/** The icons an owner picks from for a service of the grid (names of src/features/partners/site-icons.ts). */
export const SITE_ICONS = [
  'wrench',
  'hammer',
  'paintbrush',
  'plug',
  'droplet',
  'car',
  'truck',
  'scissors',
  'sparkles',
  'utensils',
  'graduation-cap',
  'heart-pulse',
] as const;
export type SiteIcon = (typeof SITE_ICONS)[number];

/** What the icon picker calls each icon, said when read. */
export const SITE_ICON_LABELS: Record<SiteIcon, () => string> = {
  wrench: m['site.icon.wrench'],
  hammer: m['site.icon.hammer'],
  paintbrush: m['site.icon.paintbrush'],
  plug: m['site.icon.plug'],
  droplet: m['site.icon.droplet'],
  car: m['site.icon.car'],
  truck: m['site.icon.truck'],
  scissors: m['site.icon.scissors'],
  sparkles: m['site.icon.sparkles'],
  utensils: m['site.icon.utensils'],
  'graduation-cap': m['site.icon.graduationCap'],
  'heart-pulse': m['site.icon.heartPulse'],
};

/** Most services the grid shows. */
export const SITE_SERVICES_MAX = 12;

/** White text must read on the brand colour (buttons, headings); dark ink on the accent. */
export const MIN_CONTRAST = 4.5;
/** The ink the mini-site writes on its accent colour (src/features/partners/partners.ts). */
export const ACCENT_INK = '#0f172a';

const colour = (messages: { missing: Words; invalid: Words }) =>
  z
    .string({ error: messages.missing })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error: messages.invalid });

/** Why a brand colour cannot be used, or null when white text reads on it. */
export function brandColourProblem(value: string): string | null {
  const hex = hexColor(value);
  if (!hex) return null;
  const ratio = contrastRatio(hex, '#ffffff');
  return ratio < MIN_CONTRAST ? m['listingEditor.invalid.brandContrast']({ ratio: ratio.toFixed(1), min: MIN_CONTRAST }) : null;
}

/** Why an accent colour cannot be used, or null when dark text reads on it. */
export function accentColourProblem(value: string): string | null {
  const hex = hexColor(value);
  if (!hex) return null;
  const ratio = contrastRatio(hex, ACCENT_INK);
  return ratio < MIN_CONTRAST ? m['listingEditor.invalid.accentContrast']({ ratio: ratio.toFixed(1), min: MIN_CONTRAST }) : null;
}

export const brandColourSchema = colour({
  missing: () => m['listingEditor.invalid.brandColour'](),
  invalid: () => m['listingEditor.invalid.brandColourHex'](),
}).superRefine((value, context) => {
  const problem = brandColourProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const accentColourSchema = colour({
  missing: () => m['listingEditor.invalid.accentColour'](),
  invalid: () => m['listingEditor.invalid.accentColourHex'](),
}).superRefine((value, context) => {
  const problem = accentColourProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const siteServiceSchema = z.object({
  name: singleLine(
    () => m['listingEditor.invalid.serviceName'](),
    80,
    () => m['listingEditor.invalid.serviceNameTooLong'](),
  ),
  description: optionalText(300, () => m['listingEditor.invalid.descriptionTooLong']({ max: 300 }))
    .optional()
    .default(''),
  price: orNull(listingFields.price),
  icon: z.enum(SITE_ICONS, { error: () => m['listingEditor.invalid.icon']() }),
});
export type SiteServiceInput = z.output<typeof siteServiceSchema>;

/**
 * POST /api/business/site/{partner_id}: the whole grid in its order (an empty list brings back the
 * listings) and the brand colours. A part left out stays as it is.
 */
export const siteEditSchema = z
  .object({
    services: z
      .array(siteServiceSchema)
      .max(SITE_SERVICES_MAX, { error: () => m['listingEditor.invalid.tooManyServices']({ max: SITE_SERVICES_MAX }) }),
    brand_color: brandColourSchema,
    accent_color: accentColourSchema,
  })
  .partial();
export type SiteEdit = z.output<typeof siteEditSchema>;

/** What GET and POST /api/business/site/{partner_id} answer as `data`. */
export interface EditableSite {
  partner_id: number;
  slug: string;
  services: { name: string; description: string; price: number | null; icon: SiteIcon }[];
  brand_color: string;
  accent_color: string;
  icons: readonly SiteIcon[];
}

export const siteEditMessages = saidWhenRead({
  saved: m['listingEditor.siteSaved'],
});

/** Field errors of a site edit, keyed like `services.2.name`, so the island puts each under its field. */
export function siteErrorKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
