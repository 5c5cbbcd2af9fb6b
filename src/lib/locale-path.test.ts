import { describe, expect, it } from 'vitest';
import { inLocale } from './server/request-locale';
import { localisedPath, unlocalisedPath } from './locale-path';
import { inPageLanguage, isLocalisedPage, paths } from '../paths';
import { formatRupees, formatSpecDate, countText } from './format';

describe("a page's address in a language", () => {
  it('is English at its path and under the language code otherwise, query and fragment kept', () => {
    expect(localisedPath('/services', 'hi')).toBe('/hi/services');
    expect(localisedPath('/', 'bn')).toBe('/bn');
    expect(localisedPath('/?city=Pune', 'bn')).toBe('/bn?city=Pune');
    expect(localisedPath('/search?q=plumber#top', 'hi')).toBe('/hi/search?q=plumber#top');
    expect(localisedPath('/services', 'en')).toBe('/services');
    // From another language's address too: the switch's job.
    expect(localisedPath('/hi/services', 'bn')).toBe('/bn/services');
    expect(localisedPath('/hi', 'en')).toBe('/');
  });

  it('loses its language prefix, and only a prefix that is one of ours', () => {
    const localised = ['/hi/service/driver?city=Delhi', '/bn', '/bn?x=1'];
    expect(localised.map((path) => unlocalisedPath(path))).toEqual(['/service/driver?city=Delhi', '/', '/?x=1']);
    // Not a language of ours, or not at the start: the path stays as it is.
    for (const path of ['/hindi-tutor', '/ta/services', '/details/hi']) expect(unlocalisedPath(path)).toBe(path);
  });
});

describe('paths.* on a page in a language', () => {
  it("speak the page's language for public pages, English for the workspace, the API's and crawlers' files", () => {
    inLocale('hi', () => {
      expect(paths.services()).toBe('/hi/services');
      expect(paths.home()).toBe('/hi');
      expect(paths.listing('driver', 'Pune')).toBe('/hi/service/driver?city=Pune');
      expect(paths.login(paths.profile())).toBe('/hi/login?redirect=%2Fhi%2Fprofile');
      expect(paths.business()).toBe('/business');
      expect(paths.operator()).toBe('/operator');
      expect(paths.robots()).toBe('/robots.txt');
      expect(paths.blogPost('x')).toBe('/blog/x');
    });
    expect(paths.services()).toBe('/services');
  });

  it('know which pages exist in every language', () => {
    for (const page of ['/', '/services', '/service/driver', '/details/a-b', '/categories/fashion', '/login', '/search?q=x'])
      expect(isLocalisedPage(page), page).toBe(true);
    for (const page of ['/business', '/business/leads', '/operator', '/blog/post', '/api/user', '/robots.txt', '/categories/'])
      expect(isLocalisedPage(page), page).toBe(false);
  });

  it('turn a path made before any page asked into the language of the page that shows it', () => {
    expect(inLocale('bn', () => inPageLanguage('/categories/law'))).toBe('/bn/categories/law');
    expect(inLocale('en', () => inPageLanguage('/hi/categories/law'))).toBe('/categories/law');
    expect(inLocale('hi', () => inPageLanguage('/business'))).toBe('/business');
  });
});

describe('numbers, money and dates in a language', () => {
  it('are written by Intl for hi-IN and bn-IN, SPEC.md’s forms in English', () => {
    const day = new Date('2025-03-05T06:00:00Z');
    expect(formatRupees(1049)).toBe('₹1,049');
    expect(formatSpecDate(day)).toBe('March 5th 2025');
    expect(inLocale('hi', () => formatRupees(1049))).toBe(
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(1049),
    );
    expect(inLocale('bn', () => formatRupees(1049))).toBe(
      new Intl.NumberFormat('bn-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(1049),
    );
    expect(inLocale('hi', () => formatSpecDate(day))).toBe('5 मार्च 2025');
    expect(inLocale('bn', () => countText(12_400))).toBe('১২,৪০০');
    // An estimate says 'about' in the page's language too.
    expect(inLocale('hi', () => countText(12_400, true))).toBe('लगभग 12,400');
    expect(inLocale('bn', () => countText(12_400, true))).toBe('প্রায় ১২,৪০০');
    // Back in English, the English formatters again (each language keeps its own).
    expect(countText(12_400)).toBe('12,400');
  });
});
