import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/lib/site';
import { paths } from '../../src/paths';
import { type CatalogueVariant, readCatalogue } from '../support/catalogue';
import { STATIC_PUBLIC_PAGES } from '../support/public-pages';
import { startServer, type TestServer } from '../support/server';

/**
 * No English word of the catalogue left on a Hindi or Bengali page. Each public page is rendered in
 * each language; every text it shows (text, aria-label, placeholder, title, alt, the description) is compared
 * with the English catalogue's words, cut at their placeholders. Not counted: a message whose translation is
 * the English by design (a brand, 'OTP'), words without a word of three letters (numbers, '·'), each
 * language's own name on the switch, and what the data says (a business's name, a review, a blog post).
 */

const texts = (message: string | CatalogueVariant[] | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
const fragments = (text: string) =>
  text
    .split(/\{[^}]*\}/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => /[A-Za-z]{3,}/.test(part) && part !== site.name);

const english = readCatalogue('en');

/** The English words a page in `locale` must not show: each message's fragments, unless translated the same. */
function englishWords(locale: string): { single: Set<string>; phrases: string[] } {
  const translated = readCatalogue(locale);
  const words = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    // Each language's name is written in itself on every page's switch ('English', 'हिन्दी').
    if (id === '$schema' || id === 'language.name') continue;
    const same = new Set(texts(translated[id]).flatMap(fragments));
    for (const fragment of texts(message).flatMap(fragments)) if (!same.has(fragment)) words.add(fragment);
  }
  // A phrase of three words or more is a message's wherever it stands; a shorter one ('Thank you') may be a
  // review's, so it counts only as a whole text.
  const phrases = [...words].filter((word) => word.split(' ').filter((part) => /[A-Za-z]{2,}/.test(part)).length >= 3);
  return { single: words, phrases };
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a person reads or hears on the page: its text and the attributes screen readers say. */
function shownTexts(html: string): string[] {
  const body = html.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const text = [...body.matchAll(/>([^<]+)</g)].map((match) => match[1]!);
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => match[1]!);
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return [...text, ...attributes, description].map((value) => decode(value).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The English words left on a page: a text that is one of them, or holds one of its phrases. */
function leftOver(html: string, words: ReturnType<typeof englishWords>): string[] {
  const left = new Set<string>();
  for (const text of shownTexts(html)) {
    if (words.single.has(text)) left.add(text);
    else for (const phrase of words.phrases) if (text.includes(phrase)) left.add(phrase);
  }
  return [...left];
}

let server: TestServer;
let pages: string[];

beforeAll(async () => {
  server = await startServer();
  const listing = await (await fetch(`${server.origin}${paths.listing('driver')}`)).text();
  const details = /href="(\/details\/[^"]+)"/.exec(listing)?.[1];
  pages = [...STATIC_PUBLIC_PAGES, ...(details ? [details] : [])];
});
afterAll(() => server?.stop());

/** A letter of the Bengali script: a text that holds one is read as Bengali. */
const BENGALI_LETTER = /[\u0980-\u09FF]/;
/**
 * What may stay in Latin digits in a Bengali sentence, by name: names and data, not quantities. Anything else
 * with an ASCII digit beside Bengali words is a number printed raw while Intl wrote its neighbours in Bengali
 * digits.
 */
const LATIN_ALLOWED: (string | RegExp)[] = [
  // A phone number ('+91 98310 12345'), dialled as written.
  /\+91[\d\s-]{10,14}\d/g,
  // The company's registered address ('4th Floor, … West Bengal 700091'), written as the post office reads it.
  site.address,
  // The name of the Indian Standard for online consumer reviews: a title, not a number (review policy).
  'IS 19000:2022',
];

/** What the page's `<address>` elements hold: a business's address as its owner wrote it, data like its name. */
const addresses = (html: string): string[] =>
  [...html.matchAll(/<address\b[^>]*>([\s\S]*?)<\/address>/g)]
    .flatMap((match) => match[1]!.split(/<br\s*\/?>/))
    .map((part) =>
      decode(part.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

/** The texts of a page that mix Bengali words with ASCII digits, once the names and data above are taken out. */
function mixedDigits(html: string): string[] {
  const allowed = [...LATIN_ALLOWED, ...addresses(html)];
  return shownTexts(html).filter(
    (text) => BENGALI_LETTER.test(text) && /[0-9]/.test(allowed.reduce<string>((rest, name) => rest.replaceAll(name, ''), text)),
  );
}

describe('no English word of the catalogue left', () => {
  for (const locale of ['hi', 'bn']) {
    it(`on any public page in ${locale}`, async () => {
      const words = englishWords(locale);
      const found: Record<string, string[]> = {};
      for (const page of pages) {
        const path = `/${locale}${page === '/' ? '' : page}`;
        const left = leftOver(await (await fetch(`${server.origin}${path}`)).text(), words);
        if (left.length > 0) found[path] = left;
      }
      const total = Object.values(found).reduce((sum, left) => sum + left.length, 0);
      console.log(`${locale}: ${total} English words left on ${Object.keys(found).length} of ${pages.length} pages`, JSON.stringify(found, null, 1));
      expect(found).toEqual({});
    });
  }
});

describe('one digit system a Bengali page', () => {
  it('writes every number in Bengali digits beside Bengali words, islands’ server-rendered text too', async () => {
    const found: Record<string, string[]> = {};
    for (const page of pages) {
      const path = `/bn${page === '/' ? '' : page}`;
      const mixed = mixedDigits(await (await fetch(`${server.origin}${path}`)).text());
      if (mixed.length > 0) found[path] = [...new Set(mixed)];
    }
    expect(found).toEqual({});
  });
});
