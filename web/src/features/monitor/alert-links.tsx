import { chakra, defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink, LuFileSearch, LuScanSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { explorers } from '../../../../shared/format/explorer-links';
import { iconActionStyle } from '../../components/icon-action-style';
import { paths } from '../../lib/paths';

/** Small icon links beside a value: grey to the explorer, blue to analyse. */
const alertLinksStyle = defineStyle({
  display: 'inline-flex',
  flexShrink: 0,
  '& > a': { ...iconActionStyle, colorPalette: 'gray' },
  '& > a[data-analyse]': { colorPalette: 'blue' },
});

/** One link to the explorer, in a new tab, named for screen readers and the pointer alike. */
function ExplorerAnchor({ href, label }: { readonly href: string; readonly label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      <LuExternalLink />
    </a>
  );
}

/** One link to the analyzer filled in with an address and its network, named like the explorer's. */
function AnalyseLink({
  address,
  chain,
  label,
  icon,
}: Pick<Alert, 'chain'> & { readonly address: string; readonly label: string; readonly icon: ReactNode }) {
  return (
    <RouterLink to={paths.console({ address, chain })} aria-label={label} title={label} data-analyse="">
      {icon}
    </RouterLink>
  );
}

/** The alert's transaction on its chain's explorer. */
export function AlertTxLinks({ alert }: { readonly alert: Pick<Alert, 'chain' | 'tx_hash'> }) {
  const intl = useIntl();
  const explorer = explorers[alert.chain];
  return (
    <chakra.span css={alertLinksStyle}>
      <ExplorerAnchor
        href={explorer.transaction(alert.tx_hash)}
        label={intl.formatMessage({ id: 'monitor.alerts.explorerTx' }, { explorer: explorer.name })}
      />
    </chakra.span>
  );
}

/**
 * The counterparty on the explorer, and "analyse the counterparty": the analyzer filled in with
 * its address and the alert's network, one click from a risk verdict.
 */
export function AlertCounterpartyLinks({
  alert,
}: {
  readonly alert: Pick<Alert, 'chain' | 'counterparty_address'>;
}) {
  const intl = useIntl();
  const explorer = explorers[alert.chain];
  const address = alert.counterparty_address;
  return (
    <chakra.span css={alertLinksStyle}>
      <ExplorerAnchor
        href={explorer.address(address)}
        label={intl.formatMessage({ id: 'monitor.alerts.explorerCounterparty' }, { explorer: explorer.name })}
      />
      <AnalyseLink
        address={address}
        chain={alert.chain}
        label={intl.formatMessage({ id: 'monitor.alerts.analyse' })}
        icon={<LuScanSearch />}
      />
    </chakra.span>
  );
}

/**
 * The monitored address's own report: the analyzer filled in with it and the alert's network,
 * where a recent report opens again for free and a new one is one click away.
 */
export function AlertAddressLinks({
  alert,
}: {
  readonly alert: Pick<Alert, 'chain' | 'monitoring_address'>;
}) {
  const intl = useIntl();
  return (
    <chakra.span css={alertLinksStyle}>
      <AnalyseLink
        address={alert.monitoring_address}
        chain={alert.chain}
        label={intl.formatMessage({ id: 'monitor.alerts.addressReport' })}
        icon={<LuFileSearch />}
      />
    </chakra.span>
  );
}
