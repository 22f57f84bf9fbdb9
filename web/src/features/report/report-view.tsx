import { Skeleton, Stack } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';
import type { QueryResult } from '../../../../shared/contract/queries.schema';
import { ReportChainContext } from './report-chain';
import { AccountOverviewSection } from './sections/account-overview-section';
import { ReportHeader } from './sections/report-header';
import { RiskMetricsSection } from './sections/risk-metrics-section';
import { TopTransactionsSection } from './sections/top-transactions-section';
import { UpdateTimeFooter } from './sections/update-time-footer';

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

function ChartSlot({ name, report, height }: { name: ChartName; report: QueryResult; height: string }) {
  const Section = loadedCharts?.[name] ?? lazyCharts[name];
  return (
    <Suspense fallback={<Skeleton height={height} rounded="l3" />}>
      <Section report={report} />
    </Suspense>
  );
}

/**
 * A complete report, its sections in the order of spec 02 §2: header, risk metrics, account
 * overview, risk types, fund flow, hourly habit, balance, top counterparties, update time. Renders
 * supplied data only; fetching and polling belong to the page.
 */
export function ReportView({
  report,
  updatedAt,
  onBack,
}: {
  readonly report: QueryResult;
  readonly updatedAt?: string;
  readonly onBack?: () => void;
}) {
  return (
    <ReportChainContext.Provider value={report.chain}>
      <Stack gap={{ base: '4', md: '6' }}>
        <ReportHeader report={report} onBack={onBack} />
        <RiskMetricsSection report={report} />
        <AccountOverviewSection report={report} />
        <ChartSlot name="RiskTypeSection" report={report} height="360px" />
        <ChartSlot name="FlowSection" report={report} height="500px" />
        <ChartSlot name="HabitSection" report={report} height="360px" />
        <ChartSlot name="BalanceSection" report={report} height="360px" />
        <TopTransactionsSection report={report} />
        <UpdateTimeFooter report={report} updatedAt={updatedAt} />
      </Stack>
    </ReportChainContext.Provider>
  );
}
