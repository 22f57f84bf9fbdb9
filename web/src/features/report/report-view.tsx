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

/** nivo and the chart sections come in one chunk of their own, asked for as soon as a report may follow. */
export const loadChartSections = () => import('./charts/chart-sections');

const chart = (name: 'RiskTypeSection' | 'FlowSection' | 'HabitSection' | 'BalanceSection') =>
  lazy(async (): Promise<{ default: Section }> => ({ default: (await loadChartSections())[name] }));

const RiskTypeSection = chart('RiskTypeSection');
const FlowSection = chart('FlowSection');
const HabitSection = chart('HabitSection');
const BalanceSection = chart('BalanceSection');

function ChartSlot({
  section: Section,
  report,
  height,
}: {
  section: Section;
  report: QueryResult;
  height: string;
}) {
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
        <ChartSlot section={RiskTypeSection} report={report} height="360px" />
        <ChartSlot section={FlowSection} report={report} height="500px" />
        <ChartSlot section={HabitSection} report={report} height="360px" />
        <ChartSlot section={BalanceSection} report={report} height="360px" />
        <TopTransactionsSection report={report} />
        <UpdateTimeFooter report={report} updatedAt={updatedAt} />
      </Stack>
    </ReportChainContext.Provider>
  );
}
