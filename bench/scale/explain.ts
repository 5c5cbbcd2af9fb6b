/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs for a listing page, the SPEC listing call,
 * search, a details page and the sitemaps. The statements are not copied here: the project's own query
 * functions run in this process against the grown database, every statement they send through `pg` is
 * captured with its parameters, and each is then explained as sent. Runs while no server is loading the
 * database, so the times are the query alone.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import pg from 'pg';

interface Captured {
  step: string;
  text: string;
  values: unknown[];
}

export interface PlanSummary {
  step: string;
  executionMs: number;
  /** Seq Scans over the catalogue's big tables (the small ones, categories and the like, are left out). */
  seqScans: string[];
  sorts: string[];
  indexes: string[];
  sharedHit: number;
  sharedRead: number;
  tempBlocks: number;
  /** The plan's first lines, as PostgreSQL prints them. */
  head: string[];
}

/** Tables whose sequential scan grows with the catalogue. */
const BIG_TABLES = /\b(services|partners|reviews|service_photos|questions)\b/;

/** Starts recording every statement sent through `pg` in this process under the current step's name. */
function captureStatements() {
  const captured: Captured[] = [];
  let step = '';
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only reads its first two arguments.
  (pg.Client.prototype as any).query = function (this: pg.Client, config: any, values?: any, ...rest: any[]) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = typeof config === 'string' ? values : (config?.values ?? (Array.isArray(values) ? values : undefined));
    if (step && typeof text === 'string' && /^\s*(select|with)\b/i.test(text)) captured.push({ step, text, values: params ?? [] });
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (original as any).call(this, config, values, ...rest);
  };
  return {
    captured,
    setStep: (name: string) => {
      step = name;
    },
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
}

/** A listing's slug, city and options that a visitor would ask for, chosen by the caller from the grown catalogue. */
export interface ExplainInputs {
  bigCategorySlug: string;
  leafCategorySlug: string;
  city: string;
  detailsSlug: string;
}

/**
 * Runs the project's query functions for each step and explains what they sent. The server modules read
 * DATABASE_URL once, when first imported, so this runs in a process of its own started with it (the
 * benchmark's own process has read its configuration already): explainInChild.
 */
async function explainMainQueries(url: string, inputs: ExplainInputs, outFile: string): Promise<PlanSummary[]> {
  const capture = captureStatements();
  const failures = new Map<string, string>();
  const { openServerDatabase, closeServerDatabase } = await import('../../src/lib/server/db');
  const { findListingCategory, listServices, filteredServicesAnswer } = await import('../../src/features/listings/listings.server');
  const { understoodSearch } = await import('../../src/features/search/query.server');
  const { findListingBySlug } = await import('../../src/features/listings/listing-details.server');
  const { catalogueChunks, sitemapFileUrls } = await import('../../src/features/seo/sitemap.server');
  const { listReviews, ratingSummary } = await import('../../src/features/reviews/reviews.server');
  const { listQuestions } = await import('../../src/features/questions/questions.server');
  const { search } = await import('../../src/features/search/search.server');
  const { RESULTS_CATEGORY_LIMIT, RESULTS_PROVIDER_LIMIT, SUGGEST_CATEGORY_LIMIT, SUGGEST_PROVIDER_LIMIT } = await import(
    '../../src/features/search/search'
  );
  await openServerDatabase();
  try {
    const big = await findListingCategory(inputs.bigCategorySlug);
    const leaf = await findListingCategory(inputs.leafCategorySlug);
    if (!big || !leaf) throw new Error(`no category ${inputs.bigCategorySlug} or ${inputs.leafCategorySlug}`);
    const limits = { categories: RESULTS_CATEGORY_LIMIT, providers: RESULTS_PROVIDER_LIMIT };
    const suggestLimits = { categories: SUGGEST_CATEGORY_LIMIT, providers: SUGGEST_PROVIDER_LIMIT };
    const steps: [string, () => Promise<unknown>][] = [
      [`listing: ${big.slug} in ${inputs.city}, page 1`, () => listServices(big, inputs.city, { sort: 'relevance', page: 1 })],
      [`listing: ${big.slug} in ${inputs.city}, page 40`, () => listServices(big, inputs.city, { sort: 'relevance', page: 40 })],
      [`listing: ${big.slug}, all India, newest`, () => listServices(big, '', { sort: 'newest', page: 1 })],
      [`listing: ${leaf.slug} in ${inputs.city}, price_asc`, () => listServices(leaf, inputs.city, { sort: 'price_asc', page: 1 })],
      [`get-filtered: ${big.slug}, ${inputs.city}`, () => filteredServicesAnswer(big, inputs.city)],
      ["search: 'pl'", () => understoodSearch('pl', '', limits)],
      ["search: 'plumber salt lake'", () => understoodSearch('plumber salt lake', '', limits)],
      ["search: 'bijli wala' (city Kolkata)", () => understoodSearch('bijli wala', 'Kolkata', limits)],
      ["search: 'sharma' (city Mumbai)", () => understoodSearch('sharma', 'Mumbai', limits)],
      ["search: 'elctrician' (typo)", () => understoodSearch('elctrician', '', limits)],
      // What the search box asks while one types (/api/search/suggest).
      ["suggest: 'plumb'", () => search('plumb', '', suggestLimits)],
      ["suggest: 'repai' (city Kolkata)", () => search('repai', 'Kolkata', suggestLimits)],
      ["suggest: 'agarw'", () => search('agarw', '', suggestLimits)],
      ["suggest: 'sharma el' (city Mumbai)", () => search('sharma el', 'Mumbai', suggestLimits)],
      [
        `details: ${inputs.detailsSlug}`,
        // What details-page.server.ts asks: the listing, then its first reviews, rating summary and questions.
        async () => {
          const listing = await findListingBySlug(inputs.detailsSlug);
          if (!listing) throw new Error(`no listing ${inputs.detailsSlug}`);
          await Promise.all([
            listReviews(listing.id, { sort: 'relevant', q: '', page: 1 }),
            ratingSummary(listing.id, new Date()),
            listQuestions(listing.id),
          ]);
        },
      ],
      ['sitemap index', () => catalogueChunks()],
      ['sitemap details-1', () => sitemapFileUrls({ kind: 'details', chunk: 1 })],
      ['sitemap partners-1', () => sitemapFileUrls({ kind: 'partners', chunk: 1 })],
    ];
    for (const [name, run] of steps) {
      capture.setStep(name);
      // A statement past the server's statement timeout fails the function, but it was captured as sent:
      // its plan is still explained (without a timeout), and the step says it failed.
      await run().catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        failures.set(name, cause);
      });
    }
    capture.setStep('');
  } finally {
    capture.restore();
    await closeServerDatabase();
  }
  const summaries = await explainCaptured(url, capture.captured, outFile);
  return summaries.map((summary) => ({
    ...summary,
    step: failures.has(summary.step) ? `${summary.step} (in the server: ${failures.get(summary.step)})` : summary.step,
  }));
}

/** Explains each captured statement once (the same text with the same step is one), writing the full plans to `outFile`. */
async function explainCaptured(url: string, captured: Captured[], outFile: string): Promise<PlanSummary[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const summaries: PlanSummary[] = [];
  const full: string[] = [];
  const seen = new Set<string>();
  try {
    for (const statement of captured) {
      const key = `${statement.step}\n${statement.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // The category tree and the search's word index are read once a process: not a per-request cost.
      if (!BIG_TABLES.test(statement.text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values as unknown[]);
      const plan = rows.map((row) => row['QUERY PLAN']);
      full.push(`-- ${statement.step}\n-- ${statement.text}\n-- params: ${JSON.stringify(statement.values)}\n${plan.join('\n')}\n`);
      summaries.push(summarisePlan(statement.step, plan));
    }
  } finally {
    await client.end();
  }
  writeFileSync(outFile, full.join('\n'));
  return summaries;
}

/** 'Seq Scan on partners (…) (actual time=0.015..31.401 rows=50282 loops=1)' → 'Seq Scan on partners: 50282 rows, 31.4 ms'. */
function shortNode(line: string): string {
  const match = /^(.*?)\s+\(cost=.*actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)/.exec(line);
  if (!match) return line;
  const [, node, ms, rows, loops] = match;
  return `${node}: ${Number(rows) * Number(loops)} rows, ${Number(ms).toFixed(1)} ms${loops === '1' ? '' : ` × ${loops}`}`;
}

export function summarisePlan(step: string, plan: string[]): PlanSummary {
  const trimmed = plan.map((line) => line.trim().replace(/^->\s*/, ''));
  const sum = (pattern: RegExp) =>
    plan.reduce((total, line) => {
      const match = pattern.exec(line);
      return total + (match ? Number(match[1]) : 0);
    }, 0);
  // The top node's buffers are the whole statement's: the first Buffers line.
  const topBuffers = plan.find((line) => /Buffers:/.test(line)) ?? '';
  return {
    step,
    executionMs: Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN),
    seqScans: trimmed.filter((line) => /^(Parallel )?Seq Scan on/.test(line) && BIG_TABLES.test(line)).map(shortNode),
    sorts: trimmed.filter((line) => /^Sort Method:/.test(line)).map((line) => line.replace(/^Sort Method:\s*/, '').replace(/\s+/g, ' ')),
    indexes: [
      ...new Set(
        trimmed.flatMap((line) => /^(?:Parallel )?(?:Index|Index Only|Bitmap Index) Scan(?: Backward)? (?:using|on) (\S+)/.exec(line)?.[1] ?? []),
      ),
    ],
    sharedHit: Number(/shared hit=(\d+)/.exec(topBuffers)?.[1] ?? 0),
    sharedRead: Number(/read=(\d+)/.exec(topBuffers)?.[1] ?? 0),
    tempBlocks: sum(/temp (?:read=\d+ )?written=(\d+)/),
    head: plan.slice(0, 6),
  };
}

/** Runs explainMainQueries in a fresh process whose DATABASE_URL is `url`; full plans go to `outFile`. */
export function explainInChild(url: string, inputs: ExplainInputs, outFile: string): PlanSummary[] {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/scale/explain.ts', JSON.stringify({ inputs, outFile })], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the EXPLAIN process failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as PlanSummary[];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { inputs, outFile } = JSON.parse(process.argv[2]!) as { inputs: ExplainInputs; outFile: string };
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  console.log(JSON.stringify(await explainMainQueries(url, inputs, outFile)));
}
