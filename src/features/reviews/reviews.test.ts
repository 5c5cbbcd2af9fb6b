import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/use-schema-form';
import { reviewQuerySchema, reviewSchema, trendDescription, trendDirection, trendLabel, type RatingTrend } from './reviews';

const errorsOf = (input: unknown) => schemaErrors(reviewSchema, input);

describe('reviewSchema', () => {
  it("asks for a rating and a comment with SPEC.md's words", () => {
    expect(errorsOf({ slug: 'a' })).toEqual({ ratings: 'Please add retings', comments: 'Please add comment' });
    expect(errorsOf({ ratings: '', comments: ' \n ', slug: 'a' })).toEqual({ ratings: 'Please add retings', comments: 'Please add comment' });
    expect(errorsOf({ ratings: 0, comments: 'ok', slug: 'a' })).toEqual({ ratings: 'Please add retings' });
  });

  it('takes whole stars 1 to 5 only, from numbers or form text', () => {
    for (const ratings of [1, 5, '3', ' 4 '])
      expect(reviewSchema.safeParse({ ratings, comments: 'ok', slug: 'a' }).success, String(ratings)).toBe(true);
    for (const ratings of [6, -1, 2.5, '7'])
      expect(errorsOf({ ratings, comments: 'ok', slug: 'a' }).ratings).toBe('Rating must be a whole number from 1 to 5');
  });

  it('keeps line breaks, trims, and caps the comment at 2,000 characters', () => {
    expect(reviewSchema.parse({ ratings: 5, comments: '  Good.\r\nFast.  ', slug: ' x ' })).toEqual({
      ratings: 5,
      comments: 'Good.\nFast.',
      slug: 'x',
    });
    expect(errorsOf({ ratings: 5, comments: 'a'.repeat(2001), slug: 'x' }).comments).toBe('Please keep your review under 2,000 characters');
    expect(reviewSchema.safeParse({ ratings: 5, comments: 'a'.repeat(2000), slug: 'x' }).success).toBe(true);
  });
});

describe('reviewQuerySchema', () => {
  it('falls back instead of failing and caps the search', () => {
    expect(reviewQuerySchema.parse({})).toEqual({ sort: 'relevant', q: '', page: 1 });
    expect(reviewQuerySchema.parse({ sort: 'high', q: '  clean   work ', page: '3' })).toEqual({ sort: 'high', q: 'clean work', page: 3 });
    expect(reviewQuerySchema.parse({ sort: 'best', page: '-2' })).toMatchObject({ sort: 'relevant', page: 1 });
    expect(reviewQuerySchema.parse({ q: 'x'.repeat(500) }).q).toHaveLength(100);
  });
});

describe('the 90-day trend', () => {
  const trend = (recent: number | null, previous: number | null): RatingTrend => ({
    recent,
    previous,
    direction: trendDirection(recent, previous),
    window_days: 90,
  });
  it("reads '4.6 ↑' when the last 90 days are better than before", () => {
    expect(trendLabel(trend(4.6, 4.2))).toBe('4.6 ↑');
    expect(trendDescription(trend(4.6, 4.2))).toBe('Last 90 days: 4.6, up from 4.2');
    expect(trendLabel(trend(3.9, 4.4))).toBe('3.9 ↓');
    expect(trendLabel(trend(4, 4))).toBe('4.0 →');
    expect(trendLabel(trend(5, null))).toBe('5.0 →');
  });
  it('says so when nobody rated in the window', () => {
    expect(trendLabel(trend(null, 4.1))).toBeNull();
    expect(trendDescription(trend(null, 4.1))).toBe('No ratings in the last 90 days');
  });
});
