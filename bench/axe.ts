import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { launchBrowser, WIDTHS, type Width } from './browser';
import { findCatalogueTargets, hydrated, pageStates, signInTab, type Site } from './page-states';

/**
 * Accessibility violations found by axe (`@axe-core/playwright`, the rules of WCAG 2.0 and 2.1 A and AA
 * plus axe's best practices) on every page type, in every state bench/page-states.ts knows, at phone
 * (Pixel 7) and desktop widths. The target is no violations at all. A state the browser could not reach
 * is reported as not checked rather than stopping the bench.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** The CSS selector of each element that breaks the rule (frames joined with ' >>> '). */
  targets: string[];
}

export interface AxeScan {
  state: string;
  width: Width;
  /** Where the tab was when it was scanned. */
  url?: string;
  violations: AxeViolation[];
  /** Why the state could not be checked. */
  error?: string;
}

/**
 * Lets the page come to rest before axe looks: scrolled through once so that islands hydrated on
 * sight (client:visible carousels, the partner contact form) are audited as customers meet them,
 * requests done, islands hydrated and transitions over (a modal fading in would otherwise be read at
 * half its contrast). Endless animations (a spinner, a carousel) are not waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    if (document.querySelector('dialog[open], [role="dialog"]')) return; // an open modal stays as it is
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  // An island for another width (client:media) never hydrates here: wait a while, not forever.
  await hydrated(page, 5_000).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 3_000,
      },
    )
    .catch(() => undefined);
}

async function scan(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >>> ')),
  }));
}

export async function runAxe(site: Site): Promise<AxeScan[]> {
  const states = pageStates(await findCatalogueTargets(site.origin));
  const browser = await launchBrowser();
  const scans: AxeScan[] = [];
  try {
    for (const width of Object.keys(WIDTHS) as Width[]) {
      const stamp = `${width}-${Date.now()}`;
      const newTab = async () => (await browser.newContext({ ...WIDTHS[width], baseURL: site.origin })).newPage();
      const visitor = { page: await newTab(), tab: { origin: site.origin, email: `axe-visitor-${stamp}@example.com` } };
      const member = { page: await newTab(), tab: { origin: site.origin, email: `axe-member-${stamp}@example.com` } };
      const signedIn = signInTab(member.page, site, member.tab.email).then(
        () => undefined,
        (error: unknown) => `sign-in failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const state of states) {
        const { page, tab } = state.signedIn ? member : visitor;
        try {
          if (state.signedIn) {
            const failed = await signedIn;
            if (failed) throw new Error(failed);
          }
          await state.open(page, tab);
          await settle(page);
          scans.push({ state: state.name, width, url: page.url().replace(site.origin, ''), violations: await scan(page) });
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          scans.push({ state: state.name, width, violations: [], error: message });
        }
      }
      await visitor.page.context().close();
      await member.page.context().close();
    }
  } finally {
    await browser.close();
  }
  return scans;
}

/** Violated rules of each state at each width, then every violation grouped by rule and element. */
export function printAxe(scans: AxeScan[]): void {
  console.log(`\naxe (${AXE_TAGS.join(', ')}): violated rules per page state and width`);
  const rows = new Map<string, Record<string, string | number>>();
  for (const scan of scans) {
    const row = rows.get(scan.state) ?? { 'page state': scan.state, path: scan.url ?? '' };
    row[scan.width] = scan.error ? 'not checked' : scan.violations.length;
    if (!row.path && scan.url) row.path = scan.url;
    rows.set(scan.state, row);
  }
  console.table([...rows.values()]);

  // Each rule once, then where it is broken: the states (widths merged), how many elements, two examples.
  const byRule = new Map<string, { violation: AxeViolation; where: Map<string, { widths: Width[]; targets: Set<string> }> }>();
  for (const scan of scans) {
    for (const violation of scan.violations) {
      const entry = byRule.get(violation.rule) ?? { violation, where: new Map() };
      const place = entry.where.get(scan.state) ?? { widths: [], targets: new Set<string>() };
      place.widths.push(scan.width);
      for (const target of violation.targets) place.targets.add(target);
      entry.where.set(scan.state, place);
      byRule.set(violation.rule, entry);
    }
  }
  for (const { violation, where } of byRule.values()) {
    console.log(`  ${violation.rule} (${violation.impact}): ${violation.help}`);
    for (const [state, { widths, targets }] of where) {
      const examples = [...targets].slice(0, 2).join('  |  ');
      console.log(`      ${state} (${widths.join(', ')}): ${targets.size} element${targets.size === 1 ? '' : 's'}, e.g. ${examples}`);
    }
  }
  for (const scan of scans.filter((s) => s.error)) console.log(`  not checked: ${scan.state} (${scan.width}): ${scan.error}`);
  const total = axeViolationCount(scans);
  console.log(total ? `axe: ${total} violations (rule × page state × width)` : 'axe: no violations on any page state');
}

/** Violations summed over every scan (each rule broken in a state at a width counts once). */
export const axeViolationCount = (scans: AxeScan[]) => scans.reduce((sum, scan) => sum + scan.violations.length, 0);
