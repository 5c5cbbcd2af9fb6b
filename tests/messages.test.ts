import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { m } from '../src/lib/i18n';

/**
 * The message catalogues (docs/ARCHITECTURE.md, "Words"): what the compiler must have understood, and the
 * words SPEC.md quotes, which must come out of the English catalogue exactly as quoted.
 */

type Variant = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
const english = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string | Variant[]>;
const ids = Object.keys(english).filter((key) => key !== '$schema');
const texts = (message: string | Variant[]) => (typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match)));

describe('the English catalogue', () => {
  it('is compiled, every message of it', () => {
    const compiled = new Set(Object.keys(m));
    expect(ids.filter((id) => !compiled.has(id))).toEqual([]);
  });

  it('names its messages by id: lower-case area, then parts, dot-separated', () => {
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/.test(id))).toEqual([]);
    const byCase = new Map<string, string[]>();
    for (const id of ids) byCase.set(id.toLowerCase(), [...(byCase.get(id.toLowerCase()) ?? []), id]);
    expect([...byCase.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('writes plurals as variants, never in the ICU shorthand this format does not parse', () => {
    const icu = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/;
    expect(ids.filter((id) => texts(english[id]!).some((text) => icu.test(text)))).toEqual([]);
  });
});
