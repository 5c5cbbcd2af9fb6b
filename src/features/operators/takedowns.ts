import { m } from '../../lib/i18n';
import { rowId, singleLine } from '../../lib/fields';
import { z } from '../../lib/zod';

/** What an operator may take down (CONTRACT.md "Operators, grievances and takedowns"). */
export const TAKEDOWN_KINDS = ['review', 'photo', 'question', 'listing'] as const;
export type TakedownKind = (typeof TAKEDOWN_KINDS)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** POST /api/operator/takedown: what, which, why, and the order it carries out when there is one. */
export const takedownSchema = z.object({
  kind: z.enum(TAKEDOWN_KINDS, { error: () => m['operator.takedown.invalid.kind']() }),
  id: rowId(() => m['operator.takedown.invalid.id']()),
  reason: singleLine(
    () => m['operator.takedown.invalid.reason'](),
    500,
    () => m['operator.takedown.invalid.reasonTooLong'](),
  ).refine((value) => value.length >= 5, { error: () => m['operator.takedown.invalid.reason']() }),
  order_ref: z.preprocess(
    blankToUndefined,
    singleLine(
      () => m['operator.takedown.invalid.orderRef'](),
      200,
      () => m['operator.takedown.invalid.orderRef'](),
    ).optional(),
  ),
});
export type TakedownInput = z.infer<typeof takedownSchema>;

/** A takedown as the console's log and the API show it. */
export interface TakedownRow {
  id: number;
  kind: string;
  subjectId: number;
  serviceId: number | null;
  reason: string;
  orderRef: string | null;
  operator: string | null;
  at: Date;
}

/** A kind as the log names it. */
export const takedownKindLabel = (kind: string): string =>
  (
    ({
      review: () => m['operator.takedown.kind.review'](),
      photo: () => m['operator.takedown.kind.photo'](),
      question: () => m['operator.takedown.kind.question'](),
      listing: () => m['operator.takedown.kind.listing'](),
    }) as Record<string, () => string>
  )[kind]?.() ?? kind;
