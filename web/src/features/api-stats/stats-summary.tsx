import { Badge, Box, Card, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UsageStatsResponse, UsageSummary } from '../../../../shared/contract/usage.schema';
import { formatCount } from '../../../../shared/format/number-format';
import { chainHex } from '../../../../shared/format/usage-format';
import { lazyRecipes } from '../../components/lazy-recipes';
import {
  formatMs,
  formatRate,
  OTHER_HEX,
  rateBand,
  ratePalette,
  seriesParts,
  summaryFigures,
  timeBand,
  timePalette,
} from './stats-model';

function Figure({
  label,
  value,
  help,
  testId,
}: {
  label: string;
  value: ReactNode;
  help?: ReactNode;
  testId: string;
}) {
  return (
    <Card.Root size="sm" variant="outline" data-testid={testId}>
      <Card.Body>
        <Stat.Root gap="1" recipe={lazyRecipes.stat}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }} data-testid={`${testId}-value`}>
            {value}
          </Stat.ValueText>
          {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** A figure's band in words, coloured by the band's palette. */
function BandBadge<B extends string>({
  band,
  palette,
}: {
  readonly band: B;
  readonly palette: Record<B, string>;
}) {
  const intl = useIntl();
  return (
    <Badge colorPalette={palette[band]} variant="subtle" data-band={band}>
      {intl.formatMessage({ id: `apiStats.band.${band}` })}
    </Badge>
  );
}

export const RateBadge = ({ percent }: { readonly percent: number }) => (
  <BandBadge band={rateBand(percent)} palette={ratePalette} />
);

export const TimeBadge = ({ ms }: { readonly ms: number }) => (
  <BandBadge band={timeBand(ms)} palette={timePalette} />
);

/** spec 01 §2, §9: calls, success rate and response time with their bands, credits and cost per call. */
export function StatsSummary({ summary }: { readonly summary: UsageSummary }) {
  const intl = useIntl();
  const f = summaryFigures(summary);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      <Figure
        testId="stat-calls"
        label={intl.formatMessage({ id: 'apiStats.summary.calls' })}
        value={formatCount(f.calls)}
        help={intl.formatMessage(
          { id: 'apiStats.summary.callsDetail' },
          { success: formatCount(f.success), failed: formatCount(f.failed) },
        )}
      />
      <Figure
        testId="stat-rate"
        label={intl.formatMessage({ id: 'apiStats.summary.successRate' })}
        value={f.calls > 0 ? formatRate(f.ratePercent) : '-'}
        help={f.calls > 0 ? <RateBadge percent={f.ratePercent} /> : undefined}
      />
      <Figure
        testId="stat-time"
        label={intl.formatMessage({ id: 'apiStats.summary.avgTime' })}
        value={f.calls > 0 ? formatMs(f.avgMs) : '-'}
        help={f.calls > 0 ? <TimeBadge ms={f.avgMs} /> : undefined}
      />
      <Figure
        testId="stat-cost"
        label={intl.formatMessage({ id: 'apiStats.summary.cost' })}
        value={formatCount(f.cost)}
        help={intl.formatMessage({ id: 'apiStats.summary.costPerCall' }, { cost: f.costPerCall.toFixed(2) })}
      />
    </SimpleGrid>
  );
}

/** The per-chain section (spec 01 §2): one card per chain in its colour, and one for calls naming none. */
export function ChainCards({ stats }: { readonly stats: UsageStatsResponse }) {
  const intl = useIntl();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '3', md: '4' }}>
      {seriesParts(stats).map(({ id: chain, summary }) => {
        const f = summaryFigures(summary);
        return (
          <Card.Root key={chain} size="sm" variant="outline" data-testid={`chain-${chain}`}>
            <Card.Body gap="2">
              <HStack gap="2">
                <Box
                  boxSize="3"
                  rounded="full"
                  bg={chain === 'other' ? OTHER_HEX : chainHex(chain)}
                  aria-hidden
                />
                <Text fontWeight="semibold">{intl.formatMessage({ id: `apiStats.chain.${chain}` })}</Text>
              </HStack>
              <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="2">
                <Text>
                  {formatCount(f.calls)} · {formatRate(f.ratePercent)}
                </Text>
                <RateBadge percent={f.ratePercent} />
              </HStack>
              <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap" gap="2">
                <Text>
                  {intl.formatMessage({ id: 'apiStats.table.cost' })} {formatCount(f.cost)}
                </Text>
                <HStack gap="2">
                  <Text>{formatMs(f.avgMs)}</Text>
                  <TimeBadge ms={f.avgMs} />
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
