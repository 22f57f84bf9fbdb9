import { LIGHTHOUSE_GOALS, type LighthouseCategory, type LighthouseFigures } from './lighthouse.bench';
import { FIRST_TEXT_GOAL_MS } from './public-pages.bench';
import { SUBMIT_DRAWN_GOAL_MS, SUBMIT_LONG_TASKS_GOAL_MS } from './report-drawn.bench';
import { REPORT_COLD_GOAL_MS } from './report-page.bench';
import { HOME_INITIAL_JS_GOAL_GZIP } from './web-size.bench';

/** The console's speed figures, each from its own bench (undefined when that bench was skipped). */
export interface WebFigures {
  firstTextMs?: number;
  reportColdMs?: number;
  submitDrawn?: { drawn: number; longTasks: number };
  homeJsGzipBytes?: number;
  /** Lighthouse's median scores (0–100) by audited page. */
  lighthouse?: LighthouseFigures;
}

const LIGHTHOUSE_LABELS: Record<LighthouseCategory, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
};

/**
 * Each figure as recorded on this machine when the console's speed work was filed, printed beside
 * today's so the change shows. Submit → drawn was then timed from the bench's click call; it is
 * now timed from the press's own time stamp, so that pair compares loosely. Lighthouse's were
 * taken with other work running beside them, hence ranges; its pages are named as
 * lighthouse.bench.ts names them.
 */
const BEFORE = {
  firstText: '2800 ms',
  reportCold: '3700 ms',
  submitDrawn: '1280 ms',
  longTasks: '883 ms',
  homeJs: '249.7 KB',
  lighthouse: {
    'home (guest)': { performance: '57–80', accessibility: '100', 'best-practices': '100' },
    'report (signed in)': { performance: '39–46', accessibility: '97', 'best-practices': '100' },
  } as Record<string, Record<LighthouseCategory, string>>,
};

const HEADER = `  ${'figure'.padEnd(46)} ${'now'.padStart(10)}   ${'before'.padStart(9)}   goal`;

/** One line per goal: the figure, what it was before, the goal, and whether it is met. */
export function webGoalLines(figures: WebFigures): string[] {
  const row = (label: string, value: number | undefined, before: string, goal: number, unit: 'ms' | 'KB') => {
    const shown = (n: number) => (unit === 'KB' ? `${(n / 1024).toFixed(1)} KB` : `${n} ms`);
    const verdict = value === undefined ? 'not measured' : value <= goal ? 'met' : 'missed';
    return `  ${label.padEnd(46)} ${(value === undefined ? '—' : shown(value)).padStart(10)}   ${before.padStart(9)}   ≤ ${shown(goal).padEnd(9)} ${verdict}`;
  };
  return [
    HEADER,
    row(
      'navigation → first text, slowest public page',
      figures.firstTextMs,
      BEFORE.firstText,
      FIRST_TEXT_GOAL_MS,
      'ms',
    ),
    row(
      'stored report opened cold → every chart drawn',
      figures.reportColdMs,
      BEFORE.reportCold,
      REPORT_COLD_GOAL_MS,
      'ms',
    ),
    row('submit → report drawn', figures.submitDrawn?.drawn, BEFORE.submitDrawn, SUBMIT_DRAWN_GOAL_MS, 'ms'),
    row(
      '  long tasks meanwhile',
      figures.submitDrawn?.longTasks,
      BEFORE.longTasks,
      SUBMIT_LONG_TASKS_GOAL_MS,
      'ms',
    ),
    row('home initial JS, gzip', figures.homeJsGzipBytes, BEFORE.homeJs, HOME_INITIAL_JS_GOAL_GZIP, 'KB'),
    ...lighthouseLines(figures.lighthouse),
  ];
}

/** Lighthouse's scores, one line per page and category: higher is better, so the goal is a floor. */
function lighthouseLines(figures: LighthouseFigures | undefined): string[] {
  if (!figures)
    return [`  ${'Lighthouse'.padEnd(46)} ${'—'.padStart(10)}   ${''.padStart(9)}   not measured`];
  return Object.entries(figures).flatMap(([page, scores]) =>
    (Object.keys(LIGHTHOUSE_GOALS) as LighthouseCategory[]).map((category) => {
      const goal = LIGHTHOUSE_GOALS[category];
      const label = `Lighthouse ${LIGHTHOUSE_LABELS[category]}, ${page}`;
      const before = BEFORE.lighthouse[page]?.[category] ?? '—';
      return `  ${label.padEnd(46)} ${String(scores[category]).padStart(10)}   ${before.padStart(9)}   ≥ ${String(goal).padEnd(9)} ${scores[category] >= goal ? 'met' : 'missed'}`;
    }),
  );
}
