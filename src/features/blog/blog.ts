import { formatSpecDate, jsonLdText } from '../../lib/format';
import { indiaDay } from '../../lib/india-time';

/** Blog dates use the spec's 'March 5th 2025' form. */
export const formatPostDate = formatSpecDate;
export { indiaDay, jsonLdText };
/**
 * Pure helpers for the blog: category labels, reading time, dates, related articles and the
 * Article JSON-LD. No `astro:content` import here, so unit tests can load this file directly.
 */
import { m, withSaidWhenRead } from '../../lib/i18n';
import { site } from '../../lib/site';
import { paths } from '../../paths';

/**
 * The main categories an article may belong to (slugs of /categories/{slug}), plus 'using-seva' for
 * articles about Seva itself (policies, safety), which belong to no service category. Each label is read
 * when read, in the page's language.
 */
export const blogCategories = {
  'repairs-service': withSaidWhenRead({ href: paths.category('repairs-service') }, { label: m['blog.category.repairs'] }),
  'beauty-care': withSaidWhenRead({ href: paths.category('beauty-care') }, { label: m['blog.category.beauty'] }),
  transportation: withSaidWhenRead({ href: paths.category('transportation') }, { label: m['blog.category.transportation'] }),
  law: withSaidWhenRead({ href: paths.category('law') }, { label: m['blog.category.legal'] }),
  training: withSaidWhenRead({ href: paths.category('training') }, { label: m['blog.category.training'] }),
  'using-seva': withSaidWhenRead({ href: paths.services() }, { label: () => m['blog.category.usingSite']({ name: site.name }) }),
} as const;

export type BlogCategory = keyof typeof blogCategories;
export const blogCategorySlugs = Object.keys(blogCategories) as [BlogCategory, ...BlogCategory[]];

/** Words a reader gets through in a minute of careful reading of practical prose. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown body (at least 1), counting words of the text, not of its markup. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|~-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** What the related-articles choice needs to know of a post. */
export interface PostSummary {
  id: string;
  category: string;
  tags: readonly string[];
  publishedAt: Date;
}

/** Newest first; ties broken by id so that the order is stable between builds. */
export function byNewest<T extends Pick<PostSummary, 'id' | 'publishedAt'>>(a: T, b: T): number {
  return b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id);
}

/**
 * Up to `limit` other posts, most related first: the same category counts 3, each shared tag 1.
 * Posts sharing nothing are left out unless fewer than `limit` share something, then the newest fill in.
 */
export function relatedPosts<T extends PostSummary>(post: PostSummary, all: readonly T[], limit = 3): T[] {
  const tags = new Set(post.tags);
  const scored = all
    .filter((other) => other.id !== post.id)
    .map((other) => ({
      other,
      score: (other.category === post.category ? 3 : 0) + other.tags.filter((tag) => tags.has(tag)).length,
    }))
    .sort((a, b) => b.score - a.score || byNewest(a.other, b.other));
  return scored.slice(0, limit).map(({ other }) => other);
}

export interface ArticleFacts {
  url: string;
  title: string;
  description: string;
  imageUrl: string;
  publishedAt: Date;
  updatedAt?: Date | undefined;
  author: string;
  /** The site's origin, for the publisher's logo. */
  origin: string;
}

/** schema.org Article for an article page (search engines read it for rich results). */
export function articleJsonLd(facts: ArticleFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.title,
    description: facts.description,
    image: [facts.imageUrl],
    datePublished: facts.publishedAt.toISOString(),
    dateModified: (facts.updatedAt ?? facts.publishedAt).toISOString(),
    author: { '@type': 'Person', name: facts.author },
    publisher: {
      '@type': 'Organization',
      name: 'Seva',
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', facts.origin).href },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': facts.url },
  };
}

/** What an article page's JSON-LD needs of its post (src/features/blog/posts.ts Post). */
export type ArticlePost = Omit<ArticleFacts, 'url' | 'imageUrl' | 'origin'> & { id: string; socialImage: string };

/** The Article JSON-LD of the page of `post` on the public site `site`, as the text of its script element. */
export function articlePageJsonLd(post: ArticlePost, site: URL): string {
  return jsonLdText(
    articleJsonLd({
      url: new URL(paths.blogPost(post.id), site).href,
      title: post.title,
      description: post.description,
      imageUrl: new URL(post.socialImage, site).href,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      author: post.author,
      origin: site.origin,
    }),
  );
}
