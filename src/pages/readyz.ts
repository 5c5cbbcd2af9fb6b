import type { APIRoute } from 'astro';
import { isReachable } from '../lib/server/db/client';
import { database } from '../lib/server/db';
import { isDraining } from '../lib/server/lifecycle';

export const prerender = false;

/**
 * Ready when the database answers within a second: a load balancer's readiness check, answered within 2 s
 * even when the database says nothing (isReachable); 503 while draining.
 */
export const GET: APIRoute = async () => {
  if (isDraining())
    return Response.json({ status: 'stopping', message: /* i18n-ignore: for the load balancer, not a person */ 'Shutting down' }, { status: 503 });
  try {
    const { db } = await database();
    if (await isReachable(db, 1_000)) return Response.json({ status: 'ready' });
  } catch {
    // fall through: not ready
  }
  return Response.json(
    { status: 'unavailable', message: /* i18n-ignore: for the load balancer, not a person */ 'Database not reachable' },
    { status: 503 },
  );
};
