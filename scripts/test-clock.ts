/**
 * `/api/test/clock`, the route through which tests move a test server's clock (src/lib/server/clock.ts).
 * scripts/serve.ts adds it only when the configuration says SEVA_TEST_CLOCK=1 (config.ts refuses that
 * unless the server listens on a loopback address for a loopback SITE_URL); on any other server the path
 * is Astro's, which answers 404.
 *
 *   GET  /api/test/clock                        → { now, offset_ms }
 *   POST /api/test/clock {"advance_ms": 61000}  → the clock 61 s later: { now, offset_ms }
 *   POST /api/test/clock {"at": "2030-01-01T10:00:00Z"}
 *
 * The clock only moves forward (400 otherwise).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clock, moveClock } from '../src/lib/server/clock';

export const TEST_CLOCK_ROUTE = '/api/test/clock';

const moveSchema = z.union([
  z.strictObject({
    advance_ms: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 24 * 3600_000),
  }),
  z.strictObject({ at: z.iso.datetime({ offset: true }) }),
]);

const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() });

const answer = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).header('cache-control', 'no-store').type('application/json').send(JSON.stringify(body));

async function bodyOf(request: FastifyRequest): Promise<unknown> {
  // serve.ts leaves every body unread (Astro reads its own): read this small one here.
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Adds the test clock's route to the server. */
export function answerTestClock(app: FastifyInstance): void {
  app.get(TEST_CLOCK_ROUTE, (_request, reply) => answer(reply, 200, state()));
  app.post(TEST_CLOCK_ROUTE, async (request, reply) => {
    let move: z.infer<typeof moveSchema>;
    try {
      move = moveSchema.parse(await bodyOf(request));
    } catch {
      return answer(reply, 400, { status: 0, message: 'Send {"advance_ms": <ms ≥ 0>} or {"at": "<ISO time>"}.' });
    }
    try {
      moveClock('at' in move ? { at: new Date(move.at) } : { advanceMs: move.advance_ms });
    } catch (error) {
      return answer(reply, 400, { status: 0, message: (error as Error).message });
    }
    return answer(reply, 200, state());
  });
}
