/**
 * POSTs done once per caller and `Idempotency-Key` (CONTRACT.md "Many instances, one truth"): a phone that
 * lost signal after sending an enquiry sends it again with the same key and gets the first answer back
 * (`Idempotent-Replayed: true`) instead of a second enquiry. The key is claimed in the database before the
 * request runs, so two copies arriving at two instances at once run once: the second waits for the first's
 * answer (up to RUNNING_WAIT_MS, then 409). A key sent with another request (method, route or body) is refused
 * (422). An answer that says "try later" (5xx, 429) or a request that failed is not kept: the repeat runs anew.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { m } from '../i18n';
import { clock } from './clock';
import { db } from './db';
import { idempotencyKeys } from './db/schema';
import type { JobDefinition } from './jobs';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEEP_MS = 24 * 3600_000;
/** How long a repeat waits for the first copy's answer before it answers 409. */
const RUNNING_WAIT_MS = 5_000;
const RUNNING_POLL_MS = 100;
/** RFC draft "The Idempotency-Key HTTP Header Field": a string; ours, visible ASCII. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

const refuse = (status: number, message: string, headers: Record<string, string> = {}) => Response.json({ status: 0, message }, { status, headers });

/** Method, path with query, and body: what makes two requests the same request. */
async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  const body = new Uint8Array(await request.clone().arrayBuffer());
  return createHash('sha256').update(`${request.method}\n${url.pathname}${url.search}\n`).update(body).digest('hex');
}

/** An answer is kept unless it asks to be tried again later. */
const keeps = (status: number) => status < 500 && status !== 429;

/** Keys older than IDEMPOTENCY_KEEP_MS cleared behind the requests, by one instance an hour (scripts/background-jobs.ts). */
export const idempotencyRetentionJob: JobDefinition = {
  name: 'idempotency.retention',
  everyMs: 3_600_000,
  async run({ db: database, now }) {
    await database.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)));
    return undefined;
  },
};

/** Claims `key` for `caller`: true when this request is the one to run (a new key, or one older than the keep). */
async function claim(caller: string, key: string, fingerprint: string, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEEP_MS);
  const claimed = await (await db())
    .insert(idempotencyKeys)
    .values({ caller, key, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: { fingerprint, status: null, contentType: null, body: null, createdAt: now },
      where: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The first copy's answer, once it has one; 409 when it is still running after RUNNING_WAIT_MS. */
async function answerOfFirst(caller: string, key: string, fingerprint: string): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const [row] = await (await db())
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
    // The first copy failed and gave the key back meanwhile: this one is a new request after all.
    if (!row) return refuse(409, m['error.idempotencyKeyRunning'](), { 'retry-after': '1' });
    if (row.fingerprint !== fingerprint) return refuse(422, m['error.idempotencyKeyReused']());
    if (row.status !== null) {
      return new Response(row.body, {
        status: row.status,
        headers: { 'content-type': row.contentType ?? 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    if (Date.now() - started >= RUNNING_WAIT_MS) return refuse(409, m['error.idempotencyKeyRunning'](), { 'retry-after': '1' });
    await new Promise((resolve) => setTimeout(resolve, RUNNING_POLL_MS));
  }
}

/**
 * Runs `run` once for `caller` (callerKey: the user, or a visitor's address) and the request's Idempotency-Key,
 * or answers what the first run answered. Without the header, just `run`.
 */
export async function onceByKey(request: Request, caller: string, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return run();
  if (!VALID_KEY.test(key)) return refuse(400, m['error.idempotencyKeyInvalid']());
  const now = clock.now();
  const fingerprint = await fingerprintOf(request);
  if (!(await claim(caller, key, fingerprint, now))) return answerOfFirst(caller, key, fingerprint);
  const forget = async () => (await db()).delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await forget().catch(() => undefined);
    throw error;
  }
  if (!keeps(response.status)) {
    await forget();
    return response;
  }
  await (await db())
    .update(idempotencyKeys)
    .set({ status: response.status, contentType: response.headers.get('content-type'), body: await response.clone().text() })
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return response;
}
