import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { creditsFor } from '../../../../shared/rules/billing-rules';
import { useUserPackage } from '../../lib/use-account';

/**
 * The user's remaining credits beside what this analysis may cost (spec 01 §9: 1 credit per
 * 1000 transactions, minimum 1). With a limit the cost is bounded by it; without one it depends
 * on how many transactions the address has, so only the rate can be shown.
 */
export function AnalysisCost({
  limit,
  estimate,
}: {
  readonly limit: number | undefined;
  /** What this analysis should cost, when an earlier report of the address tells (issue 13 item 5). */
  readonly estimate?: number;
}) {
  const intl = useIntl();
  const { data, error } = useUserPackage();
  const remaining = data?.query_quota;
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
      <Text>
        {estimate !== undefined
          ? intl.formatMessage({ id: 'analyzer.cost.estimate' }, { credits: estimate })
          : limit === undefined
            ? intl.formatMessage({ id: 'analyzer.cost.perThousand' })
            : intl.formatMessage({ id: 'analyzer.cost.atMost' }, { credits: creditsFor(limit) })}
      </Text>
    </HStack>
  );
}
