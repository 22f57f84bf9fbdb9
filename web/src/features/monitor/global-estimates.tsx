import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import { shortenAddressFor } from '../../../../shared/format/address-format';
import { MONITOR_STATUS } from '../../../../shared/rules/monitor-rules';
import { PAGE_SIZE_MAX } from '../../../../shared/rules/query-rules';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';
import { estimateInputOf } from './detection-limits';
import { TransactionEstimate } from './transaction-estimate';

/** Addresses estimated at once on the Config tab: each estimate reads the address's week. */
export const GLOBAL_ESTIMATES = 3;

/**
 * What the global configuration's Transaction detection would cost, for the first enabled
 * addresses that follow it (an address with its own configuration is not affected).
 */
export function GlobalEstimates({ config }: { readonly config: MonitorConfig }) {
  const intl = useIntl();
  const addresses = useApi(
    'listMonitorAddresses',
    { query: { page: 1, page_size: PAGE_SIZE_MAX } },
    cacheLifetimes.list,
  );
  if (!addresses.data) return null;
  const following = addresses.data.addresses.filter(
    (a) => a.config === null && a.status !== MONITOR_STATUS.inactive,
  );
  if (following.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'monitor.estimate.globalNone' })}
      </Text>
    );
  const more = following.length - GLOBAL_ESTIMATES;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'monitor.estimate.globalAddresses' })}
      </Text>
      {following.slice(0, GLOBAL_ESTIMATES).map((address) => {
        const input = estimateInputOf(config, address);
        return input ? (
          <Stack key={address.id} gap="1">
            <Text fontFamily="mono" fontSize="xs" color="fg.muted">
              {address.chain.toUpperCase()} · {shortenAddressFor(address.address, 'table')}
            </Text>
            <TransactionEstimate input={input} />
          </Stack>
        ) : null;
      })}
      {more > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage({ id: 'monitor.estimate.globalMore' }, { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}
