import type { Plugin } from 'vite';

/**
 * Paraglide's compiled registry (src/paraglide/registry.js) makes a new Intl formatter every time a message
 * formats a number or picks a plural form (`new Intl.NumberFormat(locale, options).format(n)`). Making one costs
 * ~40 µs, using one ~1 µs: a listing page formats a number on each card (its rating count), which was ~5 % of the
 * page's server CPU at 1M listings (`scripts/bench-scale-cpu.ts --cpu-prof`). This Vite plugin rewrites each of
 * the registry's constructions, as the build reads the file (server and islands alike), to reuse one formatter a
 * kind, locale and options. The file on disk stays as Paraglide writes it (its Vite plugin writes it again on
 * every build), so the change is made here; a registry of another shape fails the build rather than go slow unseen.
 */
const CONSTRUCTION = /new Intl\.(PluralRules|NumberFormat|DateTimeFormat|RelativeTimeFormat)\(locale, (\w+)\)/g;

/** How many constructions Paraglide 2's registry has: plural, number, datetime and relativetime. */
export const REGISTRY_CONSTRUCTIONS = 4;

/**
 * Formatters are immutable once made, so one serves every call with the same kind, locale and options. The
 * options come from the compiled messages (literals), so there are only ever a few of them.
 */
const REUSE = `
const reusedFormatters = new Map();
function reusedFormatter(Kind, locale, options) {
\tconst key = Kind.name + " " + locale + " " + JSON.stringify(options ?? null);
\tlet formatter = reusedFormatters.get(key);
\tif (!formatter) reusedFormatters.set(key, (formatter = new Kind(locale, options)));
\treturn formatter;
}
`;

const isRegistry = (id: string) => /[\\/]paraglide[\\/]registry\.js$/.test(id);

/** The registry's source with every formatter reused; throws when it has not the constructions it should. */
export function reuseIntlFormatters(code: string): string {
  let found = 0;
  const rewritten = code.replace(CONSTRUCTION, (_, kind: string, options: string) => {
    found++;
    return `reusedFormatter(Intl.${kind}, locale, ${options})`;
  });
  if (found !== REGISTRY_CONSTRUCTIONS) {
    throw new Error(
      `Paraglide's registry.js has ${found} Intl constructions, not the ${REGISTRY_CONSTRUCTIONS} scripts/reused-intl-formatters.ts rewrites: update it`,
    );
  }
  return rewritten + REUSE;
}

export function reusedIntlFormatters(): Plugin {
  return {
    name: 'seva-reused-intl-formatters',
    transform(code, id) {
      return isRegistry(id) ? { code: reuseIntlFormatters(code), map: null } : null;
    },
  };
}
