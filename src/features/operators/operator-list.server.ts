import type { APIRoute } from 'astro';
import { endpoint, json } from '../../lib/server/http';
import type { OperatorAction } from '../members/permissions';
import { requireOperator } from './operators.server';

/**
 * The GET of one of the console's lists (/api/operator/businesses, claims, reports, operators, takedown): the
 * operator checked for `action` (requireOperator), then `{ status: 1, data }` with each row as `answer` shapes it.
 */
export function operatorListEndpoint<Row>(action: OperatorAction, list: () => Promise<Row[]>, answer: (row: Row) => object): APIRoute {
  return endpoint(async (context) => {
    await requireOperator(context.locals.user, action);
    return json({ status: 1, data: (await list()).map(answer) });
  });
}
