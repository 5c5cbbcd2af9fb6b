import { ALERT_TARGET_S, type AlertLatencyResult, alertLatencyMisses } from './alert-latency';
import { axeViolationCount, type AxeScan } from './axe';
import { LIGHTHOUSE_CATEGORIES, lighthouseMisses, type LighthouseRow } from './lighthouse';
import { FIRST_TAP_RESPONSE_TARGET_MS, type FirstTapRow, firstTapMisses } from './first-tap';
import type { FuzzBenchResult } from './fuzz';
import { SEARCH_P95_TARGET_MS, type SearchLatencyRow, searchLatencyMisses } from './search';
import { soakMet, type SoakResult } from './soak';

/**
 * The performance budget, target by target: what `npm run bench` measured against it. A miss is
 * reported, not a failure of the command (the bench measures; fixing is other work).
 */
export const MIN_STATIC_RATIO = 0.5;

export interface ThroughputRow {
  name: string;
  page: string;
  ratio: number;
  errors: number;
}

export interface BudgetInput {
  throughput?: ThroughputRow[];
  lighthouse?: LighthouseRow[];
  axe?: AxeScan[];
  soak?: SoakResult;
  fuzz?: FuzzBenchResult;
  search?: SearchLatencyRow[];
  firstTap?: FirstTapRow[];
  alertLatency?: AlertLatencyResult;
  /** Pages whose bytes were measured (the budget sets no target for them). */
  weighed?: number;
}

interface BudgetLine {
  target: string;
  result: 'met' | 'MISSED' | 'not run' | 'reported';
  detail: string;
}

const line = (target: string, misses: string[] | undefined, met: string): BudgetLine =>
  misses === undefined
    ? { target, result: 'not run', detail: '' }
    : { target, result: misses.length ? 'MISSED' : 'met', detail: misses.length ? misses.join('; ') : met };

export function budgetLines(input: BudgetInput): BudgetLine[] {
  const { throughput, lighthouse, axe, soak, fuzz } = input;
  const others = LIGHTHOUSE_CATEGORIES.filter((category) => category !== 'performance');
  const notChecked = axe?.filter((scan) => scan.error).map((scan) => `${scan.state} (${scan.width}) not checked`) ?? [];
  const axeStates = new Set(axe?.filter((scan) => scan.violations.length).map((scan) => scan.state));
  const met = soak && soakMet(soak);
  return [
    line(
      'Lighthouse performance ≥ 98 (mobile, median of the runs)',
      lighthouse && lighthouseMisses(lighthouse, ['performance']),
      `${lighthouse?.length} pages`,
    ),
    line('Lighthouse accessibility, best practices, SEO = 100', lighthouse && lighthouseMisses(lighthouse, others), `${lighthouse?.length} pages`),
    line(
      'axe: 0 violations on every page type (phone, desktop)',
      axe && [...(axeViolationCount(axe) ? [`${axeViolationCount(axe)} violations on ${axeStates.size} page states`] : []), ...notChecked],
      `${axe?.length} scans`,
    ),
    line(
      `SSR pages ≥ ${MIN_STATIC_RATIO}× their static twin (req/s)`,
      throughput?.flatMap((row) => [
        ...(row.ratio < MIN_STATIC_RATIO ? [`${row.name} ${row.ratio}×`] : []),
        ...(row.errors ? [`${row.name} ${row.errors} failed requests`] : []),
      ]),
      `lowest ${Math.min(...(throughput ?? []).map((row) => row.ratio))}×`,
    ),
    line(
      `first tap on Enquire (slow 4G, 4× CPU): a visible response ≤ ${FIRST_TAP_RESPONSE_TARGET_MS} ms`,
      input.firstTap && firstTapMisses(input.firstTap),
      input.firstTap?.map((row) => `${row.scenario}: response ${row.medianResponseMs} ms, form ${row.medianFormMs} ms`).join('; ') ?? '',
    ),
    line(
      `search: GET /api/search p95 ≤ ${SEARCH_P95_TARGET_MS} ms`,
      input.search && searchLatencyMisses(input.search),
      `p95 ${input.search?.find((row) => row.call === 'GET /api/search')?.['first p95 ms']} ms`,
    ),
    line(
      `a new lead's WhatsApp alert within ${ALERT_TARGET_S} s (enquiries under page load)`,
      input.alertLatency && alertLatencyMisses(input.alertLatency),
      `median ${input.alertLatency?.alert.medianS} s, p95 ${input.alertLatency?.alert.p95S} s, max ${input.alertLatency?.alert.maxS} s (${input.alertLatency?.alert.arrived} alerts)`,
    ),
    line(
      'soak: 0 errors',
      soak &&
        (met!.errors
          ? []
          : [
              `${soak.errors} errors, ${soak.non2xx} non-2xx (warm-up: ${soak.warmup.errors} errors, ${soak.warmup.non2xx} non-2xx)${soak.serverExit ? `; ${soak.serverExit}` : ''}`,
            ]),
      `${soak?.requests} requests in ${soak?.minutes} min`,
    ),
    line('soak: flat memory', soak && (met!.memory ? [] : [soak.verdict?.reason ?? 'too few memory samples']), soak?.verdict?.reason ?? ''),
    line(
      'fuzz: no 5xx, non-JSON answer or leak; an untouched user unchanged',
      fuzz && [...(fuzz.failures ? [`${fuzz.failures} bad answers`] : []), ...(fuzz.bystanderUnchanged ? [] : ['the untouched user’s data changed'])],
      `${fuzz?.requests} requests`,
    ),
    input.weighed === undefined
      ? { target: 'bytes per page', result: 'not run', detail: '' }
      : { target: 'bytes per page', result: 'reported', detail: `${input.weighed} pages (no target)` },
  ];
}

export function printBudget(input: BudgetInput): void {
  console.log('\nPerformance budget:');
  for (const { target, result, detail } of budgetLines(input)) console.log(`  ${`[${result}]`.padEnd(11)}${target}${detail ? ` — ${detail}` : ''}`);
}
