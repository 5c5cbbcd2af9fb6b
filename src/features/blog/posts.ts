import { getCollection, type CollectionEntry } from 'astro:content';
import { byNewest, readingMinutes, relatedPosts } from './blog';

export type BlogEntry = CollectionEntry<'blog'>;

/** A blog article with what every view of it needs worked out once. */
export interface Post {
  id: string;
  entry: BlogEntry;
  title: string;
  description: string;
  category: BlogEntry['data']['category'];
  tags: string[];
  publishedAt: Date;
  updatedAt: Date | undefined;
  author: string;
  cover: string;
  /** The PNG rendering of the cover, for og:image (link previews do not show SVG). */
  socialImage: string;
  coverAlt: string;
  readingMinutes: number;
}

function toPost(entry: BlogEntry): Post {
  const { data } = entry;
  return {
    id: entry.id,
    entry,
    title: data.title,
    description: data.description,
    category: data.category,
    tags: data.tags,
    publishedAt: data.publishedAt,
    updatedAt: data.updatedAt,
    author: data.author,
    cover: data.cover,
    socialImage: data.cover.replace(/\.svg$/, '.png'),
    coverAlt: data.coverAlt,
    readingMinutes: data.readingMinutes ?? readingMinutes(entry.body ?? ''),
  };
}

/** Every article, newest first (build time only: the blog pages are prerendered). */
export async function listPosts(): Promise<Post[]> {
  const entries = await getCollection('blog');
  return entries.map(toPost).sort(byNewest);
}

/** The article pages /blog/{slug}, each with its post and the related ones (their getStaticPaths). */
export async function listPostPages() {
  const posts = await listPosts();
  return posts.map((post) => ({ params: { slug: post.id }, props: { post, related: relatedPosts(post, posts) } }));
}
