import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuHistory } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { QueryEstimate, RecentQueryResponse } from '../../../../shared/contract/queries.schema';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { type ChainToken, isValidAddress, parseChainToken } from '../../../../shared/rules/chain-rules';
import { DEFAULT_RISK_POLICY_ID } from '../../../../shared/rules/risk-policy';
import { riskLevelText } from '../../i18n/risk-text';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { paths } from '../../lib/paths';
import { useApi } from '../../lib/use-api';

/**
 * The caller's latest completed report of the address being typed, asked for
 * only once the address is valid for the selected network. Undefined while unknown.
 */
export function useRecentReport(chainToken: ChainToken | string, address: string) {
  const pair = parseChainToken(chainToken);
  const trimmed = address.trim();
  const ready = pair && isValidAddress(pair.chain, trimmed);
  const { data } = useApi(
    'getRecentQuery',
    ready ? { query: { chain: pair.chain, token: pair.token, address: trimmed } } : null,
    { revalidateOnFocus: false },
  );
  return ready ? data : undefined;
}

/**
 * What a new analysis would cost, from the recent report's transfer count (1 credit per 1000,
 * minimum 1), bounded by the limit when one is set; undefined without a recent report.
 */
export function estimatedCredits(recent: RecentQueryResponse | undefined, limit: number | undefined) {
  if (!recent?.recent) return undefined;
  const transfers = recent.recent.transfers_analysed;
  return creditsFor(limit === undefined ? transfers : Math.min(limit, transfers));
}

/** "You analysed this address at …": open that report instead of paying for a new one. */
export function RecentReportOffer({
  recent,
  chainToken,
  limit,
  estimate,
}: {
  readonly recent: RecentQueryResponse | undefined;
  readonly chainToken: string;
  readonly limit: number | undefined;
  /** The estimate of the request as typed (range included), which the cost line shows too. */
  readonly estimate?: QueryEstimate | undefined;
}) {
  const intl = useIntl();
  const report = recent?.recent;
  const pair = parseChainToken(chainToken);
  if (!report || !pair) return null;
  const level = riskLevelText(intl, report.risk_level);
  // The verdict under the current policy (the server judges the report again when it changed),
  // named with its version: what opening the report will show.
  const verdict = report.verdict
    ? [
        intl.formatMessage({ id: `analyzer.recent.verdict.${report.verdict}` }),
        report.policy &&
          intl.formatMessage(
            {
              id: `analyzer.recent.policy.${report.policy.id === DEFAULT_RISK_POLICY_ID ? 'default' : 'custom'}`,
            },
            { version: report.policy.version },
          ),
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const link = paths.detail({ hash: report.query_hash, chain: pair.chain, token: pair.token });
  return (
    <Alert.Root status="info" variant="surface" data-testid="recent-report">
      <Alert.Indicator>
        <LuHistory />
      </Alert.Indicator>
      <Alert.Content>
        <Stack gap="2">
          <Alert.Title>
            {intl.formatMessage(
              { id: 'analyzer.recent.title' },
              { time: formatDisplayDate(report.completed_at) },
            )}
          </Alert.Title>
          <Alert.Description>
            <Text>
              {[verdict, level].filter(Boolean).join(' · ')}
              {' · '}
              {intl.formatMessage(
                { id: 'analyzer.recent.facts' },
                { transfers: report.transfers_analysed, credits: report.cost_quota },
              )}
            </Text>
            <Text>
              {intl.formatMessage(
                { id: 'analyzer.recent.newCost' },
                { credits: estimate?.credits.max ?? estimatedCredits(recent, limit) ?? 1 },
              )}
            </Text>
          </Alert.Description>
          <HStack>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={link}>{intl.formatMessage({ id: 'analyzer.recent.open' })}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
