import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { formatDate } from '../../../../shared/format/date-format';
import type { UsageChain } from '../../../../shared/rules/chain-rules';
import { zoneDayOf as dayOf } from '../../../../shared/rules/time-zone';
import { ListStates } from '../../components/list/list-states';
import { RefreshExportActions } from '../../components/list/refresh-export-actions';
import { LiveBadge } from '../../components/live-badge';
import { notify } from '../../components/toaster';
import { usePending } from '../../components/use-pending';
import { useMessage } from '../../i18n/message-text';
import { formatDisplayDay, useDisplayTimeZone } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { exportUsageCsv, type StatsFilter as Filter, useUsageStats } from './api-stats-api';
import { StatsFilter } from './stats-filter';
import { csvFileName, seriesParts, summaryFigures } from './stats-model';
import { NoUsage } from './stats-states';
import { ChainCards, StatsSummary } from './stats-summary';
import { ChainTable, KeyLatencyTable } from './stats-tables';
import { defaultRange, presetRange, rangeLabel, type UsageRange } from './usage-range';

/** nivo and the three trend charts: a chunk of their own, loaded once there are figures to draw. */
const UsageCharts = lazy(() => import('./charts/usage-charts'));

type Preset = 'today' | '7d' | '30d' | '90d';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Saves text as a file through a temporary link (the CSV export). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /console/api-stats (spec 01 §2, §4, §5, §9): the range (presets, default 30 days, or custom
 * days), chain and key filters, the summary with its bands, the per-chain cards, the three trend
 * charts and the per-chain table; beyond the spec, p50/p95 per key and a CSV export. Days and
 * hours are read in the display zone (spec 01 §9), the one the whole console shows dates in; the
 * page is drawn anew when it changes (app-layout.tsx). Sits behind the premium guard (the route).
 */
export function ApiStatsPage() {
  const t = useMessage();
  const timeZone = useDisplayTimeZone();
  const [preset, setPreset] = useState<Preset | null>('30d');
  const [range, setRange] = useState<UsageRange>(() => defaultRange(Date.now(), timeZone));
  const [chains, setChains] = useState<UsageChain[]>([]);
  const [apiKeyId, setApiKeyId] = useState<number | undefined>(undefined);
  const exporting = usePending(() => notify('error', t('apiStats.exportFailed')));
  const filter: Filter = { range, chains, apiKeyId, timeZone };
  const { data, error, isLoading, isValidating, mutate } = useUsageStats(filter);
  const { data: keyList } = useApi('listApiKeys', {}, cacheLifetimes.list);
  const keys = keyList?.api_keys ?? [];

  const choosePreset = (next: Preset) => {
    setPreset(next);
    setRange(presetRange(next, Date.now(), timeZone));
  };
  // A preset runs up to now: refreshing moves its end to the new now; a custom range asks again.
  const refresh = () => (preset ? choosePreset(preset) : void mutate());
  const exportCsv = () =>
    exporting.run(async () => {
      const csv = await exportUsageCsv(filter);
      download(csv, csvFileName(dayOf(range.startMs, timeZone), dayOf(range.endMs, timeZone)));
    });

  const body = (
    <ListStates
      list={{ data, error, isValidating, mutate }}
      failure={{ messages: 'apiStats.error' }}
      loading={
        <Stack gap="3" aria-busy={isLoading} aria-label={t('apiStats.loading')}>
          <Skeleton height="24" />
          <Skeleton height="60" />
        </Stack>
      }
    >
      {(data) => (
        <Stack gap={{ base: '6', md: '8' }} opacity={isValidating ? 0.7 : 1} transition="opacity 0.2s">
          <Section title={t('apiStats.summary.title')}>
            <StatsSummary summary={data.summary} />
          </Section>
          {summaryFigures(data.summary).calls === 0 ? (
            <NoUsage />
          ) : seriesParts(data).length === 0 ? (
            <Text color="fg.muted" fontSize="sm" data-testid="no-chains">
              {t('apiStats.noChains')}
            </Text>
          ) : (
            <>
              <Section title={t('apiStats.chains.title')}>
                <ChainCards stats={data} />
              </Section>
              <Section title={t('apiStats.charts.title')}>
                <Suspense fallback={<Skeleton height="280px" rounded="l3" />}>
                  <UsageCharts stats={data} timeZone={timeZone} />
                </Suspense>
              </Section>
              <Section title={t('apiStats.table.title')}>
                <ChainTable stats={data} />
              </Section>
              {data.keys.length > 0 ? (
                <Section title={t('apiStats.keys.title')}>
                  <KeyLatencyTable stats={data} keys={keys} />
                </Section>
              ) : null}
            </>
          )}
        </Stack>
      )}
    </ListStates>
  );

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <LiveBadge>{t('apiStats.live')}</LiveBadge>
          <Text fontSize="sm" color="fg.muted" data-testid="shown-range">
            {t('apiStats.shownRange', {
              // The console's date style, the zone named once at the end.
              start: formatDate(range.startMs, { timeZone, withTime: false }),
              end: formatDisplayDay(range.endMs),
            })}
          </Text>
        </HStack>
        <HStack gap="2">
          <RefreshExportActions
            refreshLabel={t('apiStats.refresh')}
            onRefresh={refresh}
            refreshing={isValidating && !!data}
            exportLabel={t('apiStats.export')}
            onExport={() => void exportCsv()}
            exporting={exporting.pending}
            canExport={!!data && seriesParts(data).length > 0}
          />
        </HStack>
      </HStack>
      <StatsFilter
        label={preset ?? rangeLabel(range, Date.now(), timeZone)}
        range={range}
        chains={chains}
        apiKeyId={apiKeyId}
        keys={keys}
        timeZone={timeZone}
        onPreset={(p) => choosePreset(p)}
        onRange={(next) => {
          setPreset(null);
          setRange(next);
        }}
        onChains={setChains}
        onKey={setApiKeyId}
      />
      <Box>{body}</Box>
    </Stack>
  );
}
