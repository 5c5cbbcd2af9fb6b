// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: 'http://localhost:4321',
  output: 'server',
  // Caches stay inside the work tree so that several checkouts can share one node_modules.
  cacheDir: './.cache/astro',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: 'localhost' },
  security: { checkOrigin: true },
  vite: {
    cacheDir: './.cache/vite',
    plugins: [tailwindcss()],
  },
});
