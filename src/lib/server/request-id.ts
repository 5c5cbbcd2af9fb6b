import { randomUUID } from 'node:crypto';

/**
 * The id of a request, logged with it and answered as `X-Request-Id`: the client's own when it looks like
 * one (a load balancer's or an app's, so that both sides' logs meet), else a new UUID. Anything else a
 * client sends there is not echoed or logged.
 */
export function requestIdFrom(given: string | null | undefined): string {
  return given && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}
