/**
 * The route cache's provider (astro.config.mjs `cache.provider`): Astro's in-memory provider, which keeps
 * each page that called `Astro.cache.set` for its max age, told of every invalidation here and on the other
 * instances (invalidation.ts). `cache.invalidate({ tags })` in a route lands here and is passed on to every
 * instance; a path invalidation stays in this process. While this process cannot hear the others, pages
 * are rendered and not kept.
 */
import type { CacheProvider, CacheProviderFactory } from 'astro';
import memoryProvider, { type MemoryCacheProviderOptions } from 'astro/cache/memory';
import { cachesTrusted, invalidate, registerCache } from './invalidation';

const routeCache: CacheProviderFactory<MemoryCacheProviderOptions> = (config) => {
  let inner = memoryProvider(config);
  registerCache({
    forget: (tags) => inner.invalidate({ tags: [...tags] }),
    // A fresh store: Astro's provider forgets by tag or path only.
    forgetAll: () => {
      inner = memoryProvider(config);
    },
  });
  const provider: CacheProvider = {
    name: 'seva-route-cache',
    onRequest: (context, next) => (cachesTrusted() ? inner.onRequest!(context, next) : next()),
    async invalidate(options) {
      if (options.path) await inner.invalidate({ path: options.path });
      if (options.tags) await invalidate(Array.isArray(options.tags) ? options.tags : [options.tags]);
    },
  };
  return provider;
};

export default routeCache;
