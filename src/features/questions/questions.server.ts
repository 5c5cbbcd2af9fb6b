import { desc, eq } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import type { QuestionItem } from './questions';
import { m } from '../../lib/i18n';

const { profiles, questions } = tables;

/** How many questions a listing shows, newest first. */
const QUESTION_LIMIT = 50;

const toItem = (row: typeof questions.$inferSelect): QuestionItem => ({
  question_id: row.id,
  asked_by: row.askedBy,
  question: row.question,
  answer: row.answer,
  created_at: row.createdAt.toISOString(),
});

export async function listQuestions(serviceId: number): Promise<QuestionItem[]> {
  const rows = await (await db())
    .select()
    .from(questions)
    .where(eq(questions.serviceId, serviceId))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(QUESTION_LIMIT);
  return rows.map(toItem);
}

/** Keeps a signed-in user's question, asked in their profile's name . */
export async function askQuestion(userId: number, serviceId: number, question: string): Promise<QuestionItem> {
  const database = await db();
  const [profile] = await database
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const askedBy = profile ? `${profile.firstName} ${profile.lastName}`.trim() : m['questions.anonymousAsker']();
  const [row] = await database.insert(questions).values({ serviceId, userId, askedBy, question }).returning();
  return toItem(row!);
}
