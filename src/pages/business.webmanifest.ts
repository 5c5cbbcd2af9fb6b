import type { APIRoute } from 'astro';
import { m } from '../lib/i18n';
import { paths } from '../paths';

export const prerender = true;

/** The brand colour of the design tokens (src/styles/global.css `--color-brand`): the installed app's bar. */
export const THEME_COLOUR = '#0f766e';

/**
 * The business workspace as an installable web app: opens at the workspace, stays within
 * /business, standalone; its icons are public/icons (scripts/app-icons.ts). Linked from every workspace
 * page (BusinessPage.astro); the site's own manifest is public/manifest.webmanifest. The service worker
 * that makes it installable and shows its alerts is /sw.js, whose scope is the whole site.
 */
export const GET: APIRoute = () =>
  new Response(
    `${JSON.stringify(
      {
        id: paths.business(),
        name: m['workspace.app.name'](),
        short_name: m['workspace.app.shortName'](),
        description: m['workspace.app.description'](),
        start_url: paths.business(),
        scope: paths.business(),
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOUR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      null,
      2,
    )}\n`,
    { headers: { 'content-type': 'application/manifest+json' } },
  );
