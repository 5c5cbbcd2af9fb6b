import { json } from '../../lib/server/http';
import { m } from '../../lib/i18n';

export const prerender = false;

/** Any /api path no route serves: a JSON 404 like every other API answer (CONTRACT.md "API"). */
export const ALL = () => json({ status: 0, message: m['error.notFound']() }, 404);
