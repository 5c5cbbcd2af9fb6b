import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  articlePageJsonLd,
  byNewest,
  formatPostDate,
  indiaDay,
  jsonLdText,
  readingMinutes,
  relatedPosts,
  type PostSummary,
} from './blog';

describe('readingMinutes', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('word '.repeat(1099))).toBe(5);
    expect(readingMinutes('word '.repeat(1100))).toBe(6);
  });

  it('counts the text of links and tables, not their markup', () => {
    const markdown = '## Heading\n\nSee [our guide](/blog/how-to-choose-a-plumber).\n\n| a | b |\n| --- | --- |\n| one | two |';
    // Heading, See, our, guide, a, b, one, two
    expect(readingMinutes(`${markdown}\n`.repeat(100))).toBe(4);
  });
});

describe('formatPostDate', () => {
  it("writes SPEC.md's 'March 5th 2025' form with the right ordinal", () => {
    expect(formatPostDate(new Date('2025-03-05'))).toBe('March 5th 2025');
    expect(formatPostDate(new Date('2026-01-01'))).toBe('January 1st 2026');
    expect(formatPostDate(new Date('2026-02-22'))).toBe('February 22nd 2026');
    expect(formatPostDate(new Date('2026-04-23'))).toBe('April 23rd 2026');
    expect(formatPostDate(new Date('2026-05-11'))).toBe('May 11th 2026');
    expect(formatPostDate(new Date('2026-05-12'))).toBe('May 12th 2026');
    expect(formatPostDate(new Date('2026-05-13'))).toBe('May 13th 2026');
    expect(formatPostDate(new Date('2026-08-31'))).toBe('August 31st 2026');
  });

  it('uses the calendar day in India, whatever the server zone', () => {
    // 20:00 UTC on 5 March is already 6 March in Kolkata.
    expect(formatPostDate(new Date('2025-03-05T20:00:00Z'))).toBe('March 6th 2025');
    expect(indiaDay(new Date('2025-03-05T20:00:00Z'))).toBe('2025-03-06');
  });
});

describe('relatedPosts', () => {
  const post = (id: string, category: string, tags: string[], day: string): PostSummary => ({ id, category, tags, publishedAt: new Date(day) });
  const plumber = post('plumber', 'repairs-service', ['plumbing', 'hiring', 'checklist'], '2026-02-10');
  const prices = post('prices', 'repairs-service', ['prices', 'plumbing'], '2026-04-02');
  const tutor = post('tutor', 'training', ['hiring', 'checklist'], '2026-06-22');
  const lawyer = post('lawyer', 'law', ['property'], '2026-07-16');
  const safety = post('safety', 'using-seva', ['safety', 'hiring', 'checklist'], '2026-09-30');
  const all = [plumber, prices, tutor, lawyer, safety];

  it('ranks the same category first, then shared tags, never the post itself', () => {
    const related = relatedPosts(plumber, all, 3).map((p) => p.id);
    expect(related).toEqual(['prices', 'safety', 'tutor']);
  });

  it('fills up with the newest when too few are related', () => {
    expect(relatedPosts(lawyer, all, 2).map((p) => p.id)).toEqual(['safety', 'tutor']);
  });

  it('sorts newest first, stably', () => {
    expect([...all].sort(byNewest).map((p) => p.id)).toEqual(['safety', 'lawyer', 'tutor', 'prices', 'plumber']);
  });
});

describe('Article JSON-LD', () => {
  const site = new URL('https://seva.example');
  const post = {
    id: 'how-to-choose-a-plumber',
    title: 'How to choose a plumber',
    description: 'A description',
    socialImage: '/images/blog/plumber.png',
    publishedAt: new Date('2026-02-10'),
    updatedAt: undefined,
    author: 'Ananya Ghosh',
  };
  /** The facts of `post`'s page on `site`, as articleJsonLd takes them. */
  const facts = {
    url: `${site.origin}/blog/${post.id}`,
    title: post.title,
    description: post.description,
    imageUrl: `${site.origin}${post.socialImage}`,
    publishedAt: post.publishedAt,
    author: post.author,
    origin: site.origin,
  };

  it('has the fields search engines read, dateModified falling back to datePublished', () => {
    const data = articleJsonLd(facts);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: facts.title,
      datePublished: '2026-02-10T00:00:00.000Z',
      dateModified: '2026-02-10T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Ananya Ghosh' },
      publisher: { '@type': 'Organization', name: 'Seva', logo: { url: 'https://seva.example/favicon.svg' } },
      mainEntityOfPage: { '@id': facts.url },
    });
    expect(articleJsonLd({ ...facts, updatedAt: new Date('2026-03-01') }).dateModified).toBe('2026-03-01T00:00:00.000Z');
  });

  it('cannot close its script element early, and still parses back to the same data', () => {
    const title = 'Why </script><script>alert(1)</script> matters';
    const text = jsonLdText(articleJsonLd({ ...facts, title }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).headline).toBe(title);
  });

  it("is made for an article's page from its post and the public site", () => {
    const data = JSON.parse(articlePageJsonLd(post, site));
    expect(data).toMatchObject({
      headline: 'How to choose a plumber',
      image: ['https://seva.example/images/blog/plumber.png'],
      publisher: { logo: { url: 'https://seva.example/favicon.svg' } },
      mainEntityOfPage: { '@id': 'https://seva.example/blog/how-to-choose-a-plumber' },
    });
    expect(data).toEqual(JSON.parse(jsonLdText(articleJsonLd(facts))));
  });
});
