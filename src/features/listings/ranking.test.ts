import { describe, expect, it } from 'vitest';
import { PRIOR_MEAN, compareBestRated, rankScore } from './ranking';

describe('rankScore (Bayesian average)', () => {
  it('ranks a 5.0 from one rating below a 4.7 from 22', () => {
    expect(rankScore(5, 1)).toBeLessThan(rankScore(4.7, 22));
    expect(rankScore(5, 1)).toBeCloseTo((5 * 3.5 + 5) / 6, 10);
    expect(rankScore(4.7, 22)).toBeCloseTo((5 * 3.5 + 4.7 * 22) / 27, 10);
  });

  it('is the prior mean with no ratings and tends to the average with many', () => {
    expect(rankScore(0, 0)).toBe(PRIOR_MEAN);
    expect(rankScore(4.9, 10_000)).toBeGreaterThan(4.89);
    expect(rankScore(1, 10_000)).toBeLessThan(1.01);
  });

  it('puts a poor rating from many below no rating at all', () => {
    expect(rankScore(2, 30)).toBeLessThan(rankScore(0, 0));
  });

  it('more ratings at the same average rank higher when the average is above the prior', () => {
    expect(rankScore(4.5, 40)).toBeGreaterThan(rankScore(4.5, 4));
  });

  it('compareBestRated sorts by score, then count, then id', () => {
    const list = [
      { id: 1, ratings_average: 5, rating_count: 1 },
      { id: 2, ratings_average: 4.7, rating_count: 22 },
      { id: 3, ratings_average: 0, rating_count: 0 },
      { id: 4, ratings_average: 4.7, rating_count: 22 },
    ];
    expect([...list].sort(compareBestRated).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});
