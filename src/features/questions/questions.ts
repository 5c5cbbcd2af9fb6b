import { type Limit, perDay } from '../../lib/limit';
import { z } from '../../lib/zod';

/** Post Your Question on /details/{slug}: the rule shared by the form and /api/questions/{serviceId}. Pure. */

export const QUESTION_MAX = 500;

/** Questions show on the public details page: so many a day per customer. */
export const questionLimits = {
  byUser: perDay(20),
} as const satisfies Record<string, Limit>;

export const QUESTION_MESSAGES = {
  empty: 'Please write your question',
  tooShort: 'Please write a little more (at least 5 characters)',
  tooLong: `Please keep your question under ${QUESTION_MAX} characters`,
} as const;

export const questionSchema = z.object({
  question: z
    .string({ error: QUESTION_MESSAGES.empty })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, QUESTION_MESSAGES.empty)
    .min(5, QUESTION_MESSAGES.tooShort)
    .max(QUESTION_MAX, QUESTION_MESSAGES.tooLong),
});
export type QuestionInput = z.infer<typeof questionSchema>;

export const QUESTION_ADDED = 'Thank you! Your question is posted. The business will answer it here.';

/** A question on a listing and its answer, as the details page and GET /api/questions show it. */
export interface QuestionItem {
  question_id: number;
  asked_by: string;
  question: string;
  answer: string | null;
  created_at: string;
}
