import { Box, Container, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { IconType } from 'react-icons';
import { LuActivity, LuDatabase, LuListChecks, LuTimer } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicStatsResponse } from '../../../../../shared/contract/public-stats.schema';
import { useApi } from '../../../lib/use-api';

/** The figures change slowly (the server caches them for minutes): asked for once per visit. */
const statsCache = { revalidateOnFocus: false, revalidateIfStale: false } as const;

type LabelSources = typeof import('../../../../../shared/i18n/label-sources');

/**
 * The sources' names and reading order, loaded beside the figures (they arrive with an API call
 * anyway) instead of in the home page's first load, which has a budget.
 */
const loadLabelSources = () => import('../../../../../shared/i18n/label-sources');

/** How many sources the card names before "and N more". */
const SOURCES_NAMED = 3;

/**
 * spec 01 §1's four claims, each a figure the system can back, read live from
 * GET /v1/stats/public: labelled risk addresses, the lists they come from, the median analysis
 * time of the last 7 days, and the addresses under monitoring. A figure that cannot be read
 * shows a dash, never an invented number.
 */
export function StatsSection() {
  const intl = useIntl();
  const { data, error } = useApi('getPublicStats', {}, statsCache);
  const [labelSources, setLabelSources] = useState<LabelSources>();
  useEffect(() => {
    void loadLabelSources().then(setLabelSources);
  }, []);
  const value = (pick: (stats: PublicStatsResponse) => ReactNode) =>
    data ? pick(data) : error ? '—' : <Skeleton height="8" width="24" />;
  // OFAC first whatever order the answer has: the sanctions list is never hidden in "and N more".
  const sources = labelSources
    ? [...(data?.risk_addresses.sources ?? [])].sort((a, b) =>
        labelSources.compareLabelSources(a.source, b.source),
      )
    : [];
  const cards: readonly {
    key: string;
    icon: IconType;
    value: ReactNode;
    values?: Record<string, ReactNode>;
  }[] = [
    {
      key: 'addresses',
      icon: LuDatabase,
      value: value((s) => intl.formatNumber(s.risk_addresses.total)),
    },
    {
      key: 'sources',
      icon: LuListChecks,
      value: value((s) => intl.formatNumber(s.risk_addresses.sources.length)),
      values: {
        names: intl.formatList(
          sources
            .slice(0, SOURCES_NAMED)
            .map((s) => labelSources?.labelSourceName(intl.locale, s.source) ?? s.source),
        ),
        more: Math.max(0, sources.length - SOURCES_NAMED),
      },
    },
    {
      key: 'speed',
      icon: LuTimer,
      value: value((s) =>
        s.analysis.median_seconds_7d === null
          ? '—'
          : intl.formatMessage(
              { id: 'home.stats.speed.seconds' },
              { seconds: intl.formatNumber(s.analysis.median_seconds_7d, { maximumFractionDigits: 1 }) },
            ),
      ),
      values: { count: data?.analysis.completed_7d ?? 0 },
    },
    {
      key: 'monitoring',
      icon: LuActivity,
      value: value((s) => intl.formatNumber(s.monitoring.monitored_addresses)),
    },
  ];
  return (
    <Box as="section" aria-labelledby="home-stats-title">
      <Container maxW="7xl" pb={{ base: '14', md: '20' }}>
        <Text id="home-stats-title" srOnly>
          <FormattedMessage id="home.stats.title" />
        </Text>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }}>
          {cards.map(({ key, icon, value: shown, values }) => (
            <Box
              key={key}
              borderWidth="1px"
              rounded="xl"
              p={{ base: '4', md: '6' }}
              bg="bg.panel"
              data-testid={`home-stat-${key}`}
            >
              <Icon as={icon} boxSize="6" color={{ base: 'blue.600', _dark: 'blue.300' }} mb="3" />
              <Text as="div" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="tight">
                {shown}
              </Text>
              <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                <FormattedMessage id={`home.stats.${key}.label`} values={values} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
