import { rowId } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { z } from '../../lib/zod';

/**
 * Badges that say what was checked (an operator confirms each: 'operator.badges.confirm'): "GST registered" (a
 * GSTIN of the right format whose check character is right, matched by the operator against the GST portal) and
 * "Address checked" (the operator confirmed the business is at its address). Each is explained where it shows.
 */
export const BADGES = ['gst', 'address'] as const;
export type Badge = (typeof BADGES)[number];

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's shape: the state's two-digit code, the holder's PAN (five letters, four digits, a letter), the
 * registration's number for that PAN (1-9 or a letter), 'Z', and a check character.
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme): each character's value (0-9,
 * A-Z as 10-35) times 1 or 2 in turn, the product's quotient and remainder by 36 added up; the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_CHARS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape, from a state that exists (01-38, 97, 99), whose check character is right. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

const confirmBadgeFields = z.object({
  badge: z.enum(BADGES, { error: () => m['operator.badge.invalid.badge']() }),
  gstin: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value), z.string().optional()),
});

/** "GST registered" needs a valid GSTIN. */
function gstinRule<T extends { badge: Badge; gstin?: string | undefined }>(input: T, context: z.RefinementCtx<T>): void {
  if (input.badge !== 'gst') return;
  if (!input.gstin) context.addIssue({ code: 'custom', path: ['gstin'], message: m['operator.badge.invalid.gstinMissing']() });
  else if (!isValidGstin(input.gstin)) context.addIssue({ code: 'custom', path: ['gstin'], message: m['operator.badge.invalid.gstin']() });
}

/** POST /api/operator/partners/{partner_id}/badges: which badge, and the GSTIN for "GST registered". */
export const confirmBadgeSchema = confirmBadgeFields.superRefine(gstinRule);
export type ConfirmBadgeInput = z.infer<typeof confirmBadgeFields>;
/** The console's badge form: the same, naming the business. */
export const badgeFormSchema = z
  .object({ partner_id: rowId(() => m['operator.badge.noSuchBusiness']()) })
  .extend(confirmBadgeFields.shape)
  .superRefine(gstinRule);
