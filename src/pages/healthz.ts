import type { APIRoute } from 'astro';

export const prerender = false;

/** The process is up and serving. */
export const GET: APIRoute = () => Response.json({ status: 'ok' });
