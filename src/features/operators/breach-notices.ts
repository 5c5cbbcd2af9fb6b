import { m } from '../../lib/i18n';
import { formFields, z } from '../../lib/zod';

/**
 * Telling the people a personal data breach affects (docs/breach-runbook.md; DPDP Rules, rule 7): the console's
 * form and POST /api/operator/breach-notice share this schema. The operator writes what happened, which data,
 * what Seva does and what the person can do; each affected person gets one mail of those, from the template.
 */

/** The most people one notice tells (a bigger breach is told in batches, each its own notice under the same incident). */
export const BREACH_NOTICE_MAX_PEOPLE = 5000;
const MAX_TEXT = () => BREACH_NOTICE_MAX_PEOPLE.toLocaleString('en-IN');

const text = (min: number, max: number, words: () => string) =>
  z.string({ error: words }).trim().min(min, { error: words }).max(max, { error: words });

/** The addresses as typed: one a line, or separated by commas, spaces or semicolons (or a JSON array from the API). */
const addressList = z
  .union([z.array(z.string()), z.string()], { error: () => m['operator.breach.invalid.emails']({ max: MAX_TEXT() }) })
  .transform((value) => [...new Set((Array.isArray(value) ? value : value.split(/[\s,;]+/)).map((one) => one.trim().toLowerCase()).filter(Boolean))])
  .pipe(
    z
      .array(z.email({ error: (issue) => m['operator.breach.invalid.email']({ email: String(issue.input) }) }))
      .min(1, { error: () => m['operator.breach.invalid.emails']({ max: MAX_TEXT() }) })
      .max(BREACH_NOTICE_MAX_PEOPLE, { error: () => m['operator.breach.invalid.emails']({ max: MAX_TEXT() }) }),
  );

/** Each text of a notice, its shortest and longest (the schema and the console's form read these). */
export const BREACH_TEXT_LENGTHS = {
  incident: { min: 3, max: 100 },
  what_happened: { min: 10, max: 2000 },
  data_affected: { min: 3, max: 500 },
  what_we_do: { min: 10, max: 2000 },
  what_you_can_do: { min: 10, max: 2000 },
} as const;
const lengths = (field: keyof typeof BREACH_TEXT_LENGTHS) => [BREACH_TEXT_LENGTHS[field].min, BREACH_TEXT_LENGTHS[field].max] as const;

export const breachNoticeSchema = z.object({
  /** The incident's reference in the runbook's record (e.g. "INC-2026-11-29"). */
  incident: text(...lengths('incident'), () => m['operator.breach.invalid.incident']()),
  what_happened: text(...lengths('what_happened'), () => m['operator.breach.invalid.whatHappened']()),
  data_affected: text(...lengths('data_affected'), () => m['operator.breach.invalid.dataAffected']()),
  what_we_do: text(...lengths('what_we_do'), () => m['operator.breach.invalid.whatWeDo']()),
  what_you_can_do: text(...lengths('what_you_can_do'), () => m['operator.breach.invalid.whatYouCanDo']()),
  emails: addressList,
});
export type BreachNoticeInput = z.infer<typeof breachNoticeSchema>;
export type BreachNoticeField = keyof BreachNoticeInput;
export const BREACH_NOTICE_FIELDS: readonly BreachNoticeField[] = formFields(breachNoticeSchema);
