import { HStack, Text } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { MonitoredAddress } from '../../../../shared/contract/monitoring.schema';
import { formatDisplayDate } from '../../lib/display-time-zone';

/**
 * An address that raised its daily alert cap (beyond spec): it raises nothing more, so costs
 * nothing more, until the next 00:00 UTC, when it resumes by itself. Said on its row.
 */
export function CapNotice({
  address,
}: {
  readonly address: Pick<
    MonitoredAddress,
    'paused_reason' | 'paused_until' | 'alerts_today' | 'daily_alert_cap'
  >;
}) {
  const intl = useIntl();
  if (address.paused_reason !== 'daily_cap' || !address.paused_until) return null;
  return (
    <HStack gap="1" color="orange.fg" fontSize="xs" mt="1">
      <LuCalendarClock aria-hidden />
      <Text>
        {intl.formatMessage(
          { id: 'monitor.cap.reached' },
          {
            count: address.alerts_today,
            cap: address.daily_alert_cap,
            time: formatDisplayDate(address.paused_until),
          },
        )}
      </Text>
    </HStack>
  );
}
