import { defineStyle, Skeleton } from '@chakra-ui/react';
import {
  type ComponentType,
  lazy,
  memo,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { stack } from '../../components/layout-styles';
import { takeRecordedStyles } from '../../components/recorded-styles';
import { useStaticClass } from '../../components/static-class';
import { usePrintedAt } from '../../lib/use-print-mode';
import { recordedReportStyles } from './recorded-report-styles';
import { ReportChainContext } from './report-chain';
import { REPORT_SETTLED_ATTRIBUTE } from './report-marks';
import { measureSectionWidth, SectionWidthContext } from './section-width';
import { AccountOverviewSection } from './sections/account-overview-section';
import { PrintHeader } from './sections/print-header';
import { ReportHeader } from './sections/report-header';
import { RiskMetricsSection } from './sections/risk-metrics-section';
import { TopTransactionsSection } from './sections/top-transactions-section';
import { UpdateTimeFooter } from './sections/update-time-footer';

// The rules a report makes as it first draws, taken as its code arrives, while the page is small:
// its parts then add none of them (components/recorded-styles.ts).
takeRecordedStyles(recordedReportStyles);

type Section = ComponentType<{ readonly report: QueryResult }>;

type ChartName = 'RiskTypeSection' | 'FlowSection' | 'HabitSection' | 'BalanceSection';
type ChartSections = Record<ChartName, Section>;

/**
 * The chart chunk once it has arrived. React.lazy suspends on its first render even when the
 * module is already loaded, and React 19 holds a revealed fallback for about 300 ms, so a report
 * whose charts were preloaded would still show skeletons first: with the module here, the charts
 * render directly in the report's first pass.
 */
let loadedCharts: ChartSections | undefined;

/** nivo and the chart sections come in one chunk of their own, asked for as soon as a report may follow. */
export const loadChartSections = () =>
  import('./charts/chart-sections').then((charts) => {
    loadedCharts = charts;
    return charts;
  });

const lazyCharts = {} as Record<ChartName, Section>;
for (const name of ['RiskTypeSection', 'FlowSection', 'HabitSection', 'BalanceSection'] as const)
  lazyCharts[name] = lazy(
    async (): Promise<{ default: Section }> => ({
      default: (await loadChartSections())[name],
    }),
  );

/**
 * The chart sections in the report's order, with the height of their place while they load and
 * the part below the first screen they render in (see useRestOfReport).
 */
const chartPlaces: readonly { readonly name: ChartName; readonly height: string; readonly part: number }[] = [
  { name: 'RiskTypeSection', height: '360px', part: 1 },
  { name: 'FlowSection', height: '500px', part: 1 },
  { name: 'HabitSection', height: '360px', part: 2 },
  { name: 'BalanceSection', height: '360px', part: 2 },
];

/** The report's sections one under another; the page's banner above the report takes the same gap. */
export const reportStyles = defineStyle(stack({ base: '4', md: '6' }));

/** Memoized: the parts after it do not render it again. */
const ChartSlot = memo(function ChartSlot({
  name,
  report,
  height,
}: {
  readonly name: ChartName;
  readonly report: QueryResult;
  readonly height: string;
}) {
  const Section = loadedCharts?.[name] ?? lazyCharts[name];
  return (
    <Suspense fallback={<Skeleton height={height} rounded="l3" />}>
      <Section report={report} />
    </Suspense>
  );
});

/** How long the rest of the report waits for the chart chunk before rendering without it. */
const CHART_CHUNK_WAIT_MS = 300;

/**
 * The parts below the first screen, in order: the charts' parts (two charts, two charts), then the
 * counterparties and the footer. Each commit costs a frame of its own (the new elements' styles,
 * the page's layout and paint), so a part per section cost more than it saved.
 */
const REST_PARTS = Math.max(...chartPlaces.map(({ part }) => part)) + 1;

/** Where the browser has no idle callback (Safari): the report settles this long after its last part. */
const SETTLE_FALLBACK_MS = 200;
/** A browser never idle (a busy machine) settles the report after this long all the same. */
const SETTLE_AT_MOST_MS = 1000;

/**
 * How many parts below the first screen are rendered yet, and the sections' content width:
 * nothing more in the report's first render, then, right after the browser has painted it (the
 * task after the next frame), one part after another, each in a transition of its own. The
 * verdict, the headline and the metrics are on screen first instead of waiting for the charts and
 * the tables to be built. A transition lets React stop every few milliseconds for the browser, and
 * one part per commit keeps each commit short: rendered in one go, the rest of a report held the
 * main thread for most of a second (a click or a scroll waited that long), and each part still
 * follows the previous one at once. The first screen is laid out by then, so measuring it costs
 * nothing, and `onFirstScreen` (moving the focus) runs then for the same reason.
 */
function useRestOfReport(
  root: RefObject<HTMLElement | null>,
  onFirstScreen: (() => void) | undefined,
): { readonly parts: number; readonly sectionWidth: number } {
  const [rest, setRest] = useState({ parts: 0, sectionWidth: 0 });
  const onFirstScreenRef = useRef(onFirstScreen);
  onFirstScreenRef.current = onFirstScreen;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const sectionWidth = measureSectionWidth(root.current);
        onFirstScreenRef.current?.();
        const show = () => {
          if (done) return;
          done = true;
          startTransition(() => setRest({ parts: 1, sectionWidth }));
        };
        if (loadedCharts) return show();
        // With the chart chunk here, the charts render with the rest instead of suspending (a
        // revealed fallback is held about 300 ms by React); on a slow network the rest does not
        // wait for it longer than that either, and the charts then suspend.
        cap = setTimeout(show, CHART_CHUNK_WAIT_MS);
        void loadChartSections().then(show, show);
      }, 0);
    });
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(cap);
    };
  }, [root]);
  // Each part, once committed, asks for the next.
  useEffect(() => {
    if (rest.parts > 0 && rest.parts < REST_PARTS)
      startTransition(() => setRest((shown) => ({ ...shown, parts: shown.parts + 1 })));
  }, [rest.parts]);
  // The last one in, the sections off screen are drawn when the browser has nothing else to do.
  useEffect(() => {
    if (rest.parts !== REST_PARTS) return;
    const settle = () => root.current?.setAttribute(REPORT_SETTLED_ATTRIBUTE, '');
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(settle, SETTLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(settle, { timeout: SETTLE_AT_MOST_MS });
    return () => cancelIdleCallback(idle);
  }, [rest.parts, root]);
  return rest;
}

/**
 * A complete report, its sections in the order of spec 02 §2: header, risk metrics, account
 * overview, risk types, fund flow, hourly habit, balance, top counterparties, update time. Renders
 * supplied data only; fetching and polling belong to the page. Memoized: the page re-rendering
 * (its status hook, its title) does not render the report again while its data is the same.
 * `onFirstScreen` runs once the first screen has been painted.
 */
export const ReportView = memo(function ReportView({
  report,
  updatedAt,
  onBack,
  onFirstScreen,
}: {
  readonly report: QueryResult;
  readonly updatedAt?: string;
  readonly onBack?: () => void;
  readonly onFirstScreen?: () => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const reportClass = useStaticClass(reportStyles);
  const { parts, sectionWidth } = useRestOfReport(root, onFirstScreen);
  // On paper: a header with the verdict, its policy and the time, above everything else.
  const printedAt = usePrintedAt();
  // The same elements when the rest arrives, so React does not render the first screen again.
  const firstScreen = useMemo(
    () => (
      <>
        <ReportHeader report={report} onBack={onBack} />
        <RiskMetricsSection report={report} />
        <AccountOverviewSection report={report} />
      </>
    ),
    [report, onBack],
  );
  const lastPart = useMemo(
    () => (
      <>
        <TopTransactionsSection report={report} />
        <UpdateTimeFooter report={report} updatedAt={updatedAt} />
      </>
    ),
    [report, updatedAt],
  );
  return (
    <ReportChainContext.Provider value={report.chain}>
      <SectionWidthContext.Provider value={sectionWidth}>
        <div ref={root} className={reportClass}>
          {printedAt && <PrintHeader report={report} printedAt={printedAt} />}
          {firstScreen}
          {chartPlaces.map(({ name, height, part }) =>
            part <= parts ? (
              <ChartSlot key={name} name={name} report={report} height={height} />
            ) : (
              // The chart's place, kept so the page below the fold does not jump (still, not a skeleton:
              // a pulsing placeholder would repaint every frame while the charts are being built).
              <div key={name} style={{ height }} />
            ),
          )}
          {parts === REST_PARTS && lastPart}
        </div>
      </SectionWidthContext.Provider>
    </ReportChainContext.Provider>
  );
});
