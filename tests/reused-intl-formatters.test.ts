import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { reuseIntlFormatters } from '../scripts/reused-intl-formatters';

type Registry = typeof import('../src/paraglide/registry.js');

/** Paraglide's compiled registry as the build bundles it: rewritten by scripts/reused-intl-formatters.ts. */
async function rewrittenRegistry(): Promise<Registry> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'seva-registry-')), 'registry.mjs');
  writeFileSync(file, reuseIntlFormatters(readFileSync('src/paraglide/registry.js', 'utf8')));
  return import(pathToFileURL(file).href);
}

const NumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

describe("the message registry's Intl formatters", () => {
  it('format as a new formatter would, in each language', async () => {
    const registry = await rewrittenRegistry();
    for (const locale of ['en', 'hi', 'bn'] as const) {
      expect(registry.number(locale, 12345.5, {})).toBe(new NumberFormat(locale).format(12345.5));
      expect(registry.plural(locale, 1, {})).toBe(new Intl.PluralRules(locale).select(1));
      expect(registry.plural(locale, 2, { type: 'ordinal' })).toBe(new Intl.PluralRules(locale, { type: 'ordinal' }).select(2));
      expect(registry.datetime(locale, '2026-11-29T10:00:00Z', { dateStyle: 'medium' })).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date('2026-11-29T10:00:00Z')),
      );
      expect(registry.relativetime(locale, -3, { unit: 'day' })).toBe(new Intl.RelativeTimeFormat(locale).format(-3, 'day'));
    }
  });

  it('are made once a kind, locale and options, not once a call', async () => {
    const registry = await rewrittenRegistry();
    let made = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args) {
        made++;
        return Reflect.construct(target, args);
      },
    });
    for (let count = 0; count < 20; count++) registry.number('bn', count, {});
    expect(made).toBe(1);
    registry.number('hi', 1, {});
    registry.number('bn', 1, { minimumFractionDigits: 1 });
    expect(made).toBe(3);
  });

  it('fail the build when the registry is not the shape the rewrite expects', () => {
    expect(() => reuseIntlFormatters('export const number = (locale, n) => String(n);')).toThrow(/0 Intl constructions/);
  });
});
