import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogCategorySlugs } from './features/blog/blog';

/**
 * Articles written for Seva's customers (src/content/blog/*.md; the file name is the slug).
 * The cover is a 1200×630 SVG shipped in public/images/blog/ (made by scripts/blog-covers.ts, which
 * also renders the PNG beside it for social cards, since link previews do not show SVG).
 */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string().min(10).max(90),
    description: z.string().min(50).max(170),
    publishedAt: z.coerce.date(),
    updatedAt: z.coerce.date().optional(),
    author: z.string().min(2),
    category: z.enum(blogCategorySlugs),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    cover: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, 'a cover in /images/blog/<slug>.svg'),
    coverAlt: z.string().min(10),
    /** Given only where the computed reading time would mislead (e.g. a long table). */
    readingMinutes: z.number().int().positive().optional(),
  }),
});

export const collections = { blog };
