import { describe, expect, it } from 'vitest';
import { around, baseLocale, localeOfApiRequest, localeOfPath, m, requestLocale, segments } from './i18n';
import { languageTag } from './locale-path';
import { inLocale } from './server/request-locale';

/** The rules, checked against a list of languages given (the catalogues' own list is project.inlang/settings.json's). */
const indian = ['en', 'hi', 'bn'];

describe('a page in a language', () => {
  it('is in the language its first path segment names, else in English', () => {
    expect(localeOfPath('/hi/services', indian)).toBe('hi');
    expect(localeOfPath('/bn', indian)).toBe('bn');
    expect(localeOfPath('/services', indian)).toBe('en');
    expect(localeOfPath('/', indian)).toBe('en');
    // A slug that merely starts like a language, an upper-case or unknown segment: English.
    expect(localeOfPath('/hindi-tutor', indian)).toBe('en');
    expect(localeOfPath('/HI/services', indian)).toBe('en');
    expect(localeOfPath('/ta/services', indian)).toBe('en');
  });

  it('is one of the catalogues: English, Hindi, Bengali', () => {
    expect(baseLocale).toBe('en');
    expect(localeOfPath('/hi/services')).toBe('hi');
    expect(localeOfPath('/bn')).toBe('bn');
  });

  it('says its language as written in India', () => {
    expect(languageTag('en')).toBe('en-IN');
    expect(languageTag('bn')).toBe('bn-IN');
  });
});

describe('an API answer in a language', () => {
  const api = (query = '') => new URL(`http://localhost/api/get-categories${query}`);

  it('follows ?lang=, then Accept-Language by weight, then English', () => {
    expect(localeOfApiRequest(api('?lang=bn'), 'hi', indian)).toBe('bn');
    expect(localeOfApiRequest(api(), 'ta-IN, hi-IN;q=0.8, en;q=0.9', indian)).toBe('en');
    expect(localeOfApiRequest(api(), 'ta-IN, hi-IN;q=0.9, en;q=0.8', indian)).toBe('hi');
    expect(localeOfApiRequest(api('?lang=xx'), 'bn-IN;q=0', indian)).toBe('en');
    expect(localeOfApiRequest(api(), null, indian)).toBe('en');
  });

  it('is told apart from a page by its path', () => {
    expect(requestLocale(api('?lang=hi'), null, indian)).toBe('hi');
    expect(requestLocale(new URL('http://localhost/hi/services?lang=bn'), null, indian)).toBe('hi');
  });
});

describe('messages on the server', () => {
  it("speak the request's language, English outside a request", () => {
    expect(m['shell.skipToContent']()).toBe('Skip to content');
    expect(inLocale('en', () => m['shell.skipToContent']())).toBe('Skip to content');
  });
});

describe('a message with links in it', () => {
  it('is cut at each slot, in the order the translation puts them', () => {
    expect(segments((terms, privacy) => m['auth.login.agree']({ terms, privacy }))).toEqual([
      { text: 'I am 18 or older and agree to the ', slot: 0 },
      { text: ' and the ', slot: 1 },
      { text: '' },
    ]);
    expect(segments((terms, privacy) => `${privacy} और ${terms} से सहमत`)).toEqual([
      { text: '', slot: 1 },
      { text: ' और ', slot: 0 },
      { text: ' से सहमत' },
    ]);
    expect(around((source) => m['shell.footer.placeData']({ source }))).toEqual(['Place data © ', ', CC BY 4.0']);
  });
});
