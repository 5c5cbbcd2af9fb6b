/**
 * How the server process is started, wherever it is started from (`npm start`, the tests, Playwright, the
 * benches): the allocator settings and V8 options it needs, which glibc and V8 read only as a process starts.
 *
 * `glibc.malloc.arena_max=2`: by default glibc gives each thread that allocates (libuv's pool compresses
 * answers and reads files, sharp's resizes images) an arena of its own, up to 8 a core, and each keeps much
 * of what it freed. After 1,500 made-up locations (tests/api/bounded-reads.test.ts) the server's resident
 * size grew +30 MB with two arenas against +45 MB with the default (medians of 9 and 8 runs, at the same
 * requests/s), and started ~25 MB smaller. One arena did better still (+18 MB), but it makes every thread
 * (libvips runs several while it resizes an upload) wait on one lock.
 */
const MALLOC_TUNABLES = ['glibc.malloc.arena_max=2'];

/**
 * V8's young generation at most 2 × 32 MB: under load this Node grows it to 2 × 64 MB and keeps it. At a
 * million listings (`npm run bench:scale`: the four routes, then the 80 sitemap files) the server's peak was
 * 603, 639 and 642 MB by default, 534 MB with 32 and 577 MB with 16; `npm run bench`'s listing ratio was
 * the same with 32 as by default (medians 1.03 and 1.00 of four runs side by side), and 5% lower with 16.
 */
const V8_OPTIONS = ['--max-semi-space-size=32'];

/** A setting's name (`glibc.malloc.arena_max`, `--max-semi-space-size`), to see whether one is already given. */
const settingName = (setting: string) => setting.split('=')[0]!;

/** `given` settings with each of `ours` whose name they do not set added (a setting given wins). */
function withOurs(given: string[], ours: string[]): string[] {
  const named = new Set(given.map(settingName));
  return [...given, ...ours.filter((setting) => !named.has(settingName(setting)))];
}

/**
 * `env` with our allocator settings added to any GLIBC_TUNABLES it already has, and our V8 options to its
 * NODE_OPTIONS (a setting it names wins).
 */
export function withServerTunables(env: Record<string, string | undefined>): Record<string, string> {
  const tunables = withOurs((env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean), MALLOC_TUNABLES);
  const options = withOurs((env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean), V8_OPTIONS);
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) result[key] = value;
  return { ...result, GLIBC_TUNABLES: tunables.join(':'), NODE_OPTIONS: options.join(' ') };
}

/** Whether this process was started with our allocator settings and V8 options. */
export function hasServerTunables(env: Record<string, string | undefined> = process.env): boolean {
  const wanted = withServerTunables(env);
  return wanted.GLIBC_TUNABLES === (env.GLIBC_TUNABLES ?? '') && wanted.NODE_OPTIONS === (env.NODE_OPTIONS ?? '');
}
