import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCalculator, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { CREDITS_PER_PUSH } from '../../../../shared/constants/plans';
import type { MonitorAlertEstimate } from '../../../../shared/contract/monitoring.schema';
import { useMessage } from '../../i18n/message-text';
import { type EstimateInput, useAlertEstimate } from './cost-api';

/** A rate as read: whole numbers from 10 up, one decimal below (0.3 transfers a day is not 0). */
export const roundedRate = (perDay: number): number =>
  perDay >= 10 ? Math.round(perDay) : Math.round(perDay * 10) / 10;

/** The estimate's headline numbers: credits rounded up, since the text says "up to". */
export const estimateFigures = (
  estimate: Pick<MonitorAlertEstimate, 'transfers_per_day' | 'credits_per_day'>,
) => ({
  transfers: roundedRate(estimate.transfers_per_day),
  credits: Math.ceil(estimate.credits_per_day),
});

/**
 * What Transaction detection would cost on one address (beyond spec), shown where it is switched
 * on: "About 40 transfers a day: up to 120 credits a day", how many would raise an alert after
 * the minimum amount, and a warning when that passes the daily cap.
 */
export function TransactionEstimate({ input }: { readonly input: EstimateInput }) {
  const intl = useIntl();
  const read = useAlertEstimate(input);
  const estimate = read.data;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'monitor.estimate.label' }, { address: input.address })}
      borderWidth="1px"
      borderColor={estimate?.capped ? 'orange.muted' : 'border'}
      bg={estimate?.capped ? 'orange.subtle' : 'bg.subtle'}
      rounded="md"
      px="3"
      py="2.5"
    >
      {estimate ? (
        <EstimateText estimate={estimate} />
      ) : read.error ? (
        <HStack justify="space-between" gap="3">
          <Text fontSize="sm" color="fg.error">
            {intl.formatMessage({ id: 'monitor.estimate.failed' })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void read.mutate()} loading={read.isValidating}>
            {intl.formatMessage({ id: 'monitor.estimate.retry' })}
          </Button>
        </HStack>
      ) : (
        <Stack gap="1.5">
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'monitor.estimate.loading' })}
          </Text>
          <Skeleton height="4" width="70%" />
        </Stack>
      )}
    </Box>
  );
}

function EstimateText({ estimate }: { readonly estimate: MonitorAlertEstimate }) {
  const t = useMessage();
  if (estimate.transfers_read === 0)
    return (
      <HStack gap="2" fontSize="sm">
        <LuCalculator aria-hidden />
        <Text>{t('monitor.estimate.quiet')}</Text>
      </HStack>
    );
  const { transfers, credits } = estimateFigures(estimate);
  const alerts = roundedRate(estimate.alerts_per_day);
  return (
    <Stack gap="1">
      <HStack gap="2" align="flex-start">
        <Box as="span" mt="1" color={estimate.capped ? 'orange.fg' : 'blue.fg'} flexShrink={0}>
          {estimate.capped ? <LuTriangleAlert aria-hidden /> : <LuCalculator aria-hidden />}
        </Box>
        <Text fontWeight="medium" fontSize="sm">
          {t('monitor.estimate.summary', { transfers, credits })}
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted" ps="6">
        {estimate.min_amount === null
          ? t('monitor.estimate.alerts', { alerts })
          : t('monitor.estimate.alertsWithMin', { alerts, min: estimate.min_amount })}{' '}
        {estimate.capped ? t('monitor.estimate.capped', { cap: estimate.daily_alert_cap }) : null}{' '}
        {estimate.simulated ? t('monitor.estimate.simulated') : null}
      </Text>
    </Stack>
  );
}

/** The most one address can cost a day under a cap: every alert is one push. */
export const capCredits = (dailyCap: number): number => dailyCap * CREDITS_PER_PUSH;
