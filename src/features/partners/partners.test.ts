import { describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMIT } from '../../lib/server/write-policy';
import { schemaErrors } from '../../lib/use-schema-form';
import {
  brandPalette,
  brandStyle,
  contrastRatio,
  counterLimits,
  DEFAULT_BRAND,
  hexColor,
  monogram,
  parseCounterTarget,
  parseOtherImages,
  socialHref,
  visitIdOf,
} from './partners';
import { partnerContactSchema } from './partner-contact';

describe('parseOtherImages', () => {
  const list = ['/images/providers/art-3.svg', '/images/providers/art-7.svg'];

  it('reads a list, JSON text of a list and JSON text of JSON text of a list', () => {
    expect(parseOtherImages(list)).toEqual(list);
    expect(parseOtherImages(JSON.stringify(list))).toEqual(list);
    expect(parseOtherImages(JSON.stringify(JSON.stringify(list)))).toEqual(list);
  });

  it('turns bare file names into site paths and keeps http(s) URLs', () => {
    expect(parseOtherImages('["shop-front.jpg","https://cdn.example.com/a.png"]')).toEqual([
      '/images/providers/shop-front.jpg',
      'https://cdn.example.com/a.png',
    ]);
  });

  it('gives an empty list for what is not a list, and drops entries that are not images', () => {
    for (const bad of [null, undefined, '', 'not json', '{"a":1}', '"just text"', 42]) expect(parseOtherImages(bad), String(bad)).toEqual([]);
    expect(parseOtherImages(['javascript:alert(1)', '//evil.example/x.png', 'a b.png', 7, '/images/ok.svg'])).toEqual(['/images/ok.svg']);
  });
});

describe('brand colours', () => {
  it('accepts only hex colours', () => {
    expect(hexColor('#1D4ED8')).toBe('#1d4ed8');
    expect(hexColor('#abc')).toBe('#aabbcc');
    for (const bad of ['red', '1d4ed8', '#12345', 'url(x)', '#fff;background:url(x)', null]) expect(hexColor(bad), String(bad)).toBeNull();
  });

  it('falls back to the theme colour for a bad value and never lets text become unreadable', () => {
    expect(brandPalette('expression(alert(1))', null).brand).toBe(DEFAULT_BRAND);
    // A pale yellow brand would put white text on yellow: it is darkened to AA.
    const pale = brandPalette('#fde68a', '#1e1b4b');
    expect(contrastRatio(pale.brand, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pale.accent, '#0f172a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(pale.accentDark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // A colour that already reads well is kept as it is.
    expect(brandPalette('#1d4ed8', '#f97316')).toMatchObject({ brand: '#1d4ed8', accent: '#f97316' });
  });

  it('writes the palette as the theme tokens and nothing else', () => {
    const style = brandStyle(brandPalette('#be123c', '#fcd34d'));
    expect(style).toMatch(
      /^--color-brand:#be123c;--color-brand-dark:#[0-9a-f]{6};--color-brand-light:#[0-9a-f]{6};--color-accent:#fcd34d;--color-accent-dark:#[0-9a-f]{6}$/,
    );
  });
});

describe('links and names', () => {
  it('keeps only http(s) social links', () => {
    expect(socialHref('https://www.instagram.com/glow_grace')).toBe('https://www.instagram.com/glow_grace');
    expect(socialHref('javascript:alert(1)')).toBeNull();
    expect(socialHref('not a url')).toBeNull();
  });

  it('makes a two-letter monogram', () => {
    expect(monogram('Das Auto Garage')).toBe('DA');
    expect(monogram('Glow & Grace Beauty Studio')).toBe('GG');
    expect(monogram('Zed')).toBe('ZE');
  });

  it('accepts visit ids of the page and nothing else', () => {
    expect(visitIdOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    for (const bad of ['', 'short', 'x'.repeat(65), "'; drop table", 42, null]) expect(visitIdOf(bad), String(bad)).toBeNull();
  });
});

describe('partnerContactSchema', () => {
  const valid = {
    name: 'Priya Das',
    email: 'priya@example.com',
    subject: 'Car service on Saturday',
    message: 'Can you service my Swift this Saturday morning?',
  };
  const errorsOf = (input: unknown) => schemaErrors(partnerContactSchema, input);

  it('accepts a complete message and trims it', () => {
    expect(partnerContactSchema.parse({ ...valid, subject: '  Car \n service  ' }).subject).toBe('Car service');
  });

  it('asks for every field', () => {
    expect(errorsOf({})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    });
    expect(errorsOf({ ...valid, email: 'priya@', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Please write a little more (at least 10 characters)',
    });
  });
});

describe('counterLimits', () => {
  it('let a partner page view count more often than the default write limit (write-policy.ts leaves the counters out of it)', () => {
    expect(counterLimits.visits.address.limit).toBeGreaterThan(DEFAULT_WRITE_LIMIT.address.limit);
  });
});

describe('parseCounterTarget', () => {
  it("reads a listing's id (SPEC.md's services_id) or the partner page's partner-{id}", () => {
    expect(parseCounterTarget('17')).toEqual({ kind: 'listing-or-partner', id: 17 });
    expect(parseCounterTarget('partner-17')).toEqual({ kind: 'partner', id: 17 });
  });

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      '',
      '0',
      '-3',
      'abc',
      '1.5',
      '1e3',
      ' 12',
      'partner-',
      'partner-0',
      'partner-x',
      'PARTNER-3',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseCounterTarget(bad), String(bad)).toBeNull();
    }
  });
});
