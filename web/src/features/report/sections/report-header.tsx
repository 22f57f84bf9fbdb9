import { Alert, Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { QueryResult } from '../../../../../shared/contract/queries.schema';
import { networkLabel } from '../../../../../shared/format/history-fields';
import { chainColor } from '../../../../../shared/format/usage-format';
import { ActionButton } from '../../../components/action-button';
import { CopyValue } from '../../../components/copy-value';
import { ExplorerLink } from './case-links';
import { Fact } from './fact';
import { ReportActions } from './report-actions';
import { useReportFormat } from './use-report-format';
import { VerdictPanel } from './verdict-panel';

/** The report's h1, where the keyboard focus goes once the report is on screen. */
export const REPORT_TITLE_ID = 'report-title';

/**
 * The head of the report (spec 02 §2): what was analysed (chain, token, address), the verdict
 * (risk level), when and over which range, and what the report rests on (coverage). A report
 * built from the simulated ledger says so first, so it is never mistaken for chain data.
 */
export function ReportHeader({
  report,
  onBack,
}: {
  readonly report: QueryResult;
  readonly onBack?: () => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const format = useReportFormat();
  const range = text('report.header.rangeValue', {
    start: format.date(report.start_time),
    end: report.end_time === null ? text('report.header.rangeOpenEnd') : format.date(report.end_time),
  });

  return (
    <Stack as="header" gap="4" minW="0">
      {onBack && (
        <Box>
          <ActionButton icon={LuArrowLeft} variant="ghost" size="sm" ms="-2" onClick={onBack}>
            {text('report.header.back')}
          </ActionButton>
        </Box>
      )}

      {report.coverage.simulated && (
        <Alert.Root status="warning" variant="surface" data-testid="simulated-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text('report.header.simulatedTitle')}</Alert.Title>
            <Alert.Description>{text('report.header.simulatedBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        gap="4"
      >
        <Stack gap="2" minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading
              as="h1"
              id={REPORT_TITLE_ID}
              // Focus lands here when a report finishes loading (not a tab stop otherwise).
              tabIndex={-1}
              outline="none"
              size={{ base: 'xl', md: '2xl' }}
              me="1"
            >
              {text('report.header.title')}
            </Heading>
            <Badge colorPalette={chainColor(report.chain)} variant="subtle">
              {networkLabel(report.chain)}
            </Badge>
            <Badge colorPalette="teal" variant="subtle">
              {report.token.toUpperCase()}
            </Badge>
          </HStack>
          <Box minW="0">
            <HStack gap="1" hideBelow="md">
              <CopyValue value={report.address} whole fontSize="lg" />
              <ExplorerLink kind="address" value={report.address} />
            </HStack>
            <HStack gap="1" hideFrom="md">
              <CopyValue value={report.address} fontSize="md" />
              <ExplorerLink kind="address" value={report.address} />
            </HStack>
          </Box>
          <Stack gap="0.5" fontSize="sm" color="fg.muted">
            <Text>
              {intl.formatMessage(
                { id: 'report.header.analysedAt' },
                { time: <Time key="time">{format.date(report.created_at)}</Time> },
              )}
            </Text>
            <Text>
              {intl.formatMessage({ id: 'report.header.range' }, { range: <Time key="range">{range}</Time> })}
            </Text>
          </Stack>
        </Stack>

        <ReportActions report={report} />
      </Flex>

      <VerdictPanel report={report} />
      <Coverage report={report} />
    </Stack>
  );
}

function Time({ children }: { readonly children: string }) {
  return (
    <Text as="span" color="fg" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {children}
    </Text>
  );
}

/** What the report rests on: how many transfers, whether all of them, from where, at what cost. */
function Coverage({ report }: { readonly report: QueryResult }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { coverage } = report;
  const count = coverage.transfers_analysed;
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" bg="bg.subtle" px="4" py="3">
      <SimpleGrid columns={{ base: 2, md: 4 }} gapX="4" gapY="3">
        <Fact label={text('report.header.transfers')}>{intl.formatNumber(count)}</Fact>
        <Fact label={text('report.header.history')}>
          <Badge colorPalette={coverage.truncated ? 'orange' : 'green'} variant="subtle">
            {text(coverage.truncated ? 'report.header.historyTruncated' : 'report.header.historyComplete')}
          </Badge>
        </Fact>
        <Fact label={text('report.header.source')}>
          {coverage.simulated ? (
            <Badge colorPalette="orange" variant="solid">
              {text('report.header.source.simulated')}
            </Badge>
          ) : (
            text(`report.header.source.${coverage.source}`)
          )}
        </Fact>
        <Fact label={text('report.header.credits')}>{intl.formatNumber(coverage.credits_charged)}</Fact>
      </SimpleGrid>
      {coverage.truncated && (
        <Text fontSize="sm" color="fg.warning">
          {coverage.limit_applied === undefined
            ? text('report.header.truncatedNote', { count })
            : text('report.header.truncatedLimitNote', {
                count,
                limit: intl.formatNumber(coverage.limit_applied),
              })}
        </Text>
      )}
    </Stack>
  );
}
