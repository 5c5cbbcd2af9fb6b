/**
 * How the server process is started, wherever it is started from (`npm start`, the tests, Playwright, the
 * benches): the allocator settings it needs, which glibc reads only as a process starts.
 *
 * `glibc.malloc.arena_max=2`: by default glibc gives each thread that allocates (libuv's pool compresses
 * answers and reads files, sharp's resizes images) an arena of its own, up to 8 a core, and each keeps much
 * of what it freed. After 1,500 made-up locations (tests/api/bounded-reads.test.ts) the server's resident
 * size grew +30 MB with two arenas against +45 MB with the default (medians of 9 and 8 runs, at the same
 * requests/s), and started ~25 MB smaller. One arena did better still (+18 MB), but it makes every thread
 * (libvips runs several while it resizes an upload) wait on one lock.
 */
const MALLOC_TUNABLES = ['glibc.malloc.arena_max=2'];

/** `env` with our allocator settings added to any GLIBC_TUNABLES it already has (a setting it names wins). */
export function withServerTunables(env: Record<string, string | undefined>): Record<string, string> {
  const given = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  const named = new Set(given.map((setting) => setting.split('=')[0]));
  const tunables = [...given, ...MALLOC_TUNABLES.filter((setting) => !named.has(setting.split('=')[0]))];
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) result[key] = value;
  return { ...result, GLIBC_TUNABLES: tunables.join(':') };
}

/** Whether this process was started with our allocator settings. */
export function hasServerTunables(env: Record<string, string | undefined> = process.env): boolean {
  return withServerTunables(env).GLIBC_TUNABLES === (env.GLIBC_TUNABLES ?? '');
}
