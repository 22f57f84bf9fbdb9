import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { type IntlShape, useIntl } from 'react-intl';
import type { QueryEstimate } from '../../../../shared/contract/queries.schema';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { formatDisplayDay } from '../../lib/display-time-zone';
import { useUserPackage } from '../../lib/use-account';
import type { useQueryEstimate } from './query-api';

/** "121 credits", or "1–100 credits" for a range. */
export function estimateCostText(intl: IntlShape, estimate: QueryEstimate): string {
  const { min, max } = estimate.credits;
  return min === max
    ? intl.formatMessage({ id: 'analyzer.estimate.credits' }, { credits: max })
    : intl.formatMessage({ id: 'analyzer.estimate.creditRange' }, { min, max });
}

/**
 * What the estimate says and where it comes from: "About 120,654 transfers: 121 credits · from
 * your report of 2026/11/20", "47,512 transfers: 48 credits · counted now", or "1–100 credits:
 * this address was never analyzed".
 */
export function estimateText(intl: IntlShape, estimate: QueryEstimate): string {
  const cost = estimateCostText(intl, estimate);
  const transfers = estimate.transfers.max;
  switch (estimate.basis) {
    case 'earlier_report': {
      const at = estimate.earlier_report?.completed_at;
      const date = at ? formatDisplayDay(at) : '';
      return intl.formatMessage({ id: 'analyzer.estimate.fromReport' }, { transfers, cost, date });
    }
    case 'chain_source':
      return intl.formatMessage({ id: 'analyzer.estimate.counted' }, { transfers, cost });
    case 'range':
      return intl.formatMessage(
        {
          id: estimate.earlier_report ? 'analyzer.estimate.notCovered' : 'analyzer.estimate.neverAnalysed',
        },
        { cost },
      );
  }
}

/**
 * The user's remaining credits beside what this analysis may cost (spec 01 §9: 1 credit per
 * 1000 transactions, minimum 1): the estimate of the address as typed (GET /v1/query/estimate),
 * in orange when the balance does not pay for it; before an address is valid, or if the
 * estimate fails, the rate (or the most a limit can cost).
 */
export function AnalysisCost({
  limit,
  estimate,
}: {
  readonly limit: number | undefined;
  readonly estimate: ReturnType<typeof useQueryEstimate>;
}) {
  const intl = useIntl();
  const { data, error } = useUserPackage();
  const remaining = data?.query_quota;
  const shown = estimate.shown;
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap" rowGap="1">
      {error && !data ? null : remaining === undefined ? (
        <Skeleton height="4" width="24" />
      ) : (
        <HStack gap="1.5" color={remaining === 0 ? 'fg.error' : 'fg'} fontWeight="medium">
          <LuCoins aria-hidden />
          <Text>{intl.formatMessage({ id: 'analyzer.cost.remaining' }, { credits: remaining })}</Text>
        </HStack>
      )}
      <Text aria-hidden hideBelow="sm">
        ·
      </Text>
      <Text
        role="status"
        data-testid="analysis-estimate"
        color={shown && !shown.covered ? 'orange.fg' : undefined}
        opacity={shown && estimate.loading ? 0.6 : undefined}
      >
        {shown ? (
          <>
            {estimateText(intl, shown)}
            {!shown.covered &&
              ` · ${intl.formatMessage({ id: 'analyzer.estimate.beyondBalance' }, { balance: shown.balance })}`}
          </>
        ) : estimate.loading ? (
          intl.formatMessage({ id: 'analyzer.estimate.loading' })
        ) : limit === undefined ? (
          intl.formatMessage({ id: 'analyzer.cost.perThousand' })
        ) : (
          intl.formatMessage({ id: 'analyzer.cost.atMost' }, { credits: creditsFor(limit) })
        )}
      </Text>
    </HStack>
  );
}
