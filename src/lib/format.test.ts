import { describe, expect, it } from 'vitest';
import { inLocale } from './server/request-locale';
import {
  countText,
  formatIndianPhone,
  formatRupees,
  formatSpecDate,
  indianMobile,
  jsonLdText,
  ratingCountLabel,
  ratingText,
  scoreText,
  starParts,
  telHref,
  yearText,
} from './format';

describe('format', () => {
  it('writes an Indian mobile as +91XXXXXXXXXX for SMS and WhatsApp, and nothing for a landline', () => {
    for (const written of ['9831012345', '98310 12345', '+91 98310 12345', '+91-98310-12345', '098310 12345', '919831012345', '0091 9831012345']) {
      expect(indianMobile(written)).toBe('+919831012345');
    }
    expect(indianMobile('033 4000 1234')).toBeNull();
    expect(indianMobile('12345')).toBeNull();
    expect(indianMobile('5831012345')).toBeNull();
  });
  it("writes dates as 'March 5th 2025' in India's calendar", () => {
    expect(formatSpecDate('2025-03-05T10:00:00+05:30')).toBe('March 5th 2025');
    expect(formatSpecDate('2025-03-11T23:30:00Z')).toBe('March 12th 2025'); // 05:00 next day in India
    expect(formatSpecDate('2025-01-22T00:00:00+05:30')).toBe('January 22nd 2025');
  });
  it('pluralises Rating unless the count is 0', () => {
    expect(ratingCountLabel(0)).toBe('0 Rating');
    expect(ratingCountLabel(1)).toBe('1 Ratings');
    expect(ratingCountLabel(12)).toBe('12 Ratings');
  });
  it('draws half stars', () => {
    expect(starParts(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.2)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(9)).toEqual({ full: 5, half: false, empty: 0 });
  });
  it('formats rupees and phones the Indian way', () => {
    expect(formatRupees(1049)).toBe('₹1,049');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatIndianPhone('9831012345')).toBe('+91 98310 12345');
    expect(telHref('98310 12345')).toBe('tel:+919831012345');
  });
  it('keeps JSON-LD from closing its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('formatRupees', () => {
  it('is every rupee amount: whole rupees without paise, paise when there are some', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(12.5)).toBe('₹12.50');
    expect(formatRupees(2228.8)).toBe('₹2,228.80');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe("numbers in the page's digits", () => {
  /** A rating, a whole rating, a score, a year, a count and an amount as format.ts writes them on a `locale` page. */
  const numbersOn = (locale: 'en' | 'hi' | 'bn') =>
    inLocale(locale, () => ({
      rating: ratingText(4.8),
      wholeRating: ratingText(5),
      score: scoreText(3.75),
      year: yearText(2024),
      count: countText(12400),
      rupees: formatRupees(50),
    }));

  it('writes English as toFixed and the raw year did, byte for byte', () => {
    expect(numbersOn('en')).toEqual({ rating: '4.8', wholeRating: '5.0', score: '3.75', year: '2024', count: '12,400', rupees: '₹50' });
    inLocale('en', () => {
      expect(ratingText(4.25)).toBe((4.25).toFixed(1));
      expect(scoreText(4.4832)).toBe('4.48');
    });
  });
  it('writes Bengali digits on a Bengali page, a year without grouping', () => {
    expect(numbersOn('bn')).toEqual({ rating: '৪.৮', wholeRating: '৫.০', score: '৩.৭৫', year: '২০২৪', count: '১২,৪০০', rupees: '₹৫০' });
  });
  it('keeps Latin digits in Hindi, as Hindi sites write them', () => {
    expect(numbersOn('hi')).toEqual(numbersOn('en'));
  });
});
