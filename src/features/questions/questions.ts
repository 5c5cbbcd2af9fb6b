import { m, saidWhenRead } from '../../lib/i18n';
import { type Limit, perDay } from '../../lib/limit';
import { z } from '../../lib/zod';

/** Post Your Question on /details/{slug}: the rule shared by the form and /api/questions/{serviceId}. Pure. */

export const QUESTION_MAX = 500;

/** Questions show on the public details page: so many a day per customer. */
export const questionLimits = {
  byUser: perDay(20),
} as const satisfies Record<string, Limit>;

/** What the form and the endpoint say, each read in the language of the request that reads it. */
export const QUESTION_MESSAGES = saidWhenRead({
  empty: m['questions.empty'],
  tooShort: m['questions.tooShort'],
  tooLong: () => m['questions.tooLong']({ max: QUESTION_MAX }),
  added: m['questions.added'],
});

export const questionSchema = z.object({
  question: z
    .string({ error: () => QUESTION_MESSAGES.empty })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, { error: () => QUESTION_MESSAGES.empty })
    .min(5, { error: () => QUESTION_MESSAGES.tooShort })
    .max(QUESTION_MAX, { error: () => QUESTION_MESSAGES.tooLong }),
});
export type QuestionInput = z.infer<typeof questionSchema>;

/** A question on a listing and its answer, as the details page and GET /api/questions show it. */
export interface QuestionItem {
  question_id: number;
  asked_by: string;
  question: string;
  answer: string | null;
  created_at: string;
}
