// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { recordBuiltSiteUrl, siteUrlForBuild } from './scripts/build-state';
import { messageCompilerOptions } from './scripts/messages';
import { reusedIntlFormatters } from './scripts/reused-intl-formatters';
import { keptCspDigests } from './scripts/kept-csp-digests';
import { sitemapOptions } from './src/features/seo/sitemap';

/**
 * SITE_URL (CONTRACT.md "Public address"), read from the environment and `.env` as the server reads it.
 * Prerendered pages bake it in at build time; the build records it so that `npm start` rebuilds when it
 * changes and the server refuses a build made for another one (scripts/build-state.ts explains why).
 */
const site = siteUrlForBuild();

/** Writes the SITE_URL this build was made for beside its output, once the build has succeeded. */
const recordSiteUrl = () => {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'seva-record-site-url',
    hooks: {
      /** @param {{ config: { outDir: URL } }} options */
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': () => {
        if (outDir) recordBuiltSiteUrl(fileURLToPath(outDir), site);
      },
    },
  };
};

/**
 * The server entry (scripts/serve.ts: Fastify in front of Astro's handler) is compiled by this build, as
 * dist/server/serve.mjs beside Astro's entry.mjs, so that both share one copy of every module they use
 * (the database handle, the caches, the configuration). dist/serve.mjs starts it.
 *
 * @type {import('vite').Plugin}
 */
const serverEntryPlugin = {
  name: 'seva-server-entry',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  buildStart() {
    this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./scripts/serve.ts', import.meta.url)), fileName: 'serve.mjs' });
  },
  writeBundle: (output) => {
    // React is loaded from node_modules as the server runs, and picks its build by NODE_ENV: unset, its
    // development build rendered every page (a tenth of the server's time at 1M listings went to it).
    if (output.dir) {
      writeFileSync(
        path.join(output.dir, '../serve.mjs'),
        "// The built server is a production server, whatever the environment says.\nprocess.env.NODE_ENV = 'production';\nawait import('./server/serve.mjs');\n",
      );
    }
  },
};
const serverEntry = {
  name: 'seva-server-entry',
  hooks: {
    /** @param {{ updateConfig: (config: object) => void }} options */
    'astro:config:setup': ({ updateConfig }) => updateConfig({ vite: { plugins: [serverEntryPlugin] } }),
  },
};

/** `client:intent` (src/lib/client/intent-directive.ts): islands that start when the visitor shows intent. */
const intentIslands = {
  name: 'seva-intent-islands',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'intent', entrypoint: './src/lib/client/intent-directive.ts' }),
  },
};

export default defineConfig({
  site,
  output: 'server',
  // Caches stay inside the work tree so that several checkouts can share one node_modules.
  cacheDir: './.cache/astro',
  // bodySizeLimit is a backstop for any body read outside readBody (src/lib/server/http.ts caps at 3 MB).
  // Middleware mode: our server entry (scripts/serve.ts, Fastify) serves dist/client with a route per
  // file made at start and hands Astro only the rest; the standalone handler asked the disk about every request first.
  //
  // Pages are rendered to one string, not streamed: src/middleware.ts reads every compressible answer whole
  // to compress and memoise it (src/lib/server/compression.ts), so streaming sent no byte sooner, and the
  // async iterable it renders to goes through undici's ReadableStreamFrom, which copies every chunk twice
  // (Buffer.from, then new Uint8Array). Those copies were ~2× each page in ArrayBuffers, and ArrayBuffers
  // that outlive a scavenge wait for a full GC in glibc's heap, which does not shrink again afterwards
  // (so the server's resident memory rose under load and stayed up; tests/api/bounded-reads.test.ts measures it).
  adapter: node({ mode: 'middleware', bodySizeLimit: 4 * 1024 * 1024, experimentalDisableStreaming: true }),
  // @astrojs/sitemap writes the prerendered pages' file (/sitemap-static-0.xml); the index crawlers read,
  // /sitemap-index.xml, is rendered on demand (src/pages/sitemap-index.xml.ts) and lists it beside the
  // catalogue's files split by type and id range (src/pages/sitemaps/[name].xml.ts).
  integrations: [react(), intentIslands, sitemap(sitemapOptions()), recordSiteUrl(), serverEntry],
  server: { port: 4321, host: 'localhost' },
  // The origin check for state-changing requests lives in src/middleware.ts (src/lib/server/origin-guard.ts):
  // the same rule for browsers, answered in JSON, and open to bearer-token apps that send no Origin.
  // Content-Security-Policy: Astro hashes the inline scripts and styles it emits and sends the policy as
  // a header on pages rendered on demand (a <meta> element on prerendered ones); each digest made once (vite.plugins). src/middleware.ts adds
  // frame-ancestors and, when GOOGLE_MAPS_API_KEY is set, the Maps origins; API answers get their own.
  security: {
    checkOrigin: false,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "manifest-src 'self'",
        "worker-src 'self' blob:",
      ],
      // style="…" attributes (React islands' sizes, carousels) need this; <style> elements stay hashed.
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // Route caching for pages that do not depend on the visitor (they call Astro.cache.set): Astro's in-memory
  // provider, told of every write on any instance (src/lib/server/route-cache.ts, invalidation.ts).
  cache: { provider: { name: 'seva-route-cache', entrypoint: './src/lib/server/route-cache.ts' } },
  vite: {
    cacheDir: './.cache/vite',
    // Bundled into the server rather than loaded from node_modules as it starts: Node resolved each of
    // drizzle-orm's ~110 modules against its 179 KB package.json (parsed again each time) and zod's ~100 one by one,
    // ~1.5 s of CPU every start (the tests start ~250 servers).
    ssr: { noExternal: ['drizzle-orm', 'zod'] },
    // Paraglide's runtime (which every message calls) and src/lib/i18n.ts (through which every module reads
    // messages) are a chunk of their own: left to Rolldown they went into the API client's chunk, and an island
    // with a star rating then loaded the API client, its stores and its messages too (tests/messages.test.ts,
    // "ship only the messages they call").
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'i18n', test: /[\\/]src[\\/](paraglide[\\/]runtime\.js|lib[\\/]i18n\.ts)$/ }] } },
      },
    },
    // The message catalogues (messages/*.json) compiled into src/paraglide (scripts/messages.ts), again as they change in dev;
    // their registry reusing its Intl formatters (scripts/reused-intl-formatters.ts); Astro's CSP digests made once a
    // script or style, not once a request (scripts/kept-csp-digests.ts).
    plugins: [tailwindcss(), paraglideVitePlugin(messageCompilerOptions), reusedIntlFormatters(), keptCspDigests()],
  },
});
