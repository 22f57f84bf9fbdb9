import { HStack, IconButton } from '@chakra-ui/react';
import { LuExternalLink, LuScanSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { explorers } from '../../../../../shared/format/explorer-links';
import { paths } from '../../../lib/paths';
import { useReportChain } from '../report-chain';

/** Opens an address or a transaction on the report network's explorer, in a new tab. */
export function ExplorerLink({
  kind,
  value,
}: {
  readonly kind: 'address' | 'transaction';
  readonly value: string;
}) {
  const intl = useIntl();
  const chain = useReportChain();
  if (!chain) return null;
  const explorer = explorers[chain];
  const href = kind === 'address' ? explorer.address(value) : explorer.transaction(value);
  return (
    <IconButton asChild size="2xs" variant="ghost" colorPalette="gray">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage(
          { id: `report.case.explorer.${kind}` },
          { value, explorer: explorer.name },
        )}
        title={explorer.name}
        data-testid="explorer-link"
      >
        <LuExternalLink />
      </a>
    </IconButton>
  );
}

/** "Analyse this counterparty": the analyzer, filled in with the address and the network. */
export function AnalyseLink({ address }: { readonly address: string }) {
  const intl = useIntl();
  const chain = useReportChain();
  if (!chain) return null;
  const label = intl.formatMessage({ id: 'report.case.analyse' }, { address });
  return (
    <IconButton asChild size="2xs" variant="ghost" colorPalette="blue">
      <RouterLink to={paths.console({ address, chain })} aria-label={label} title={label}>
        <LuScanSearch />
      </RouterLink>
    </IconButton>
  );
}

/** Both links of a counterparty, side by side. */
export function CounterpartyLinks({ address }: { readonly address: string }) {
  return (
    <HStack gap="0" flexShrink={0} className="no-print">
      <ExplorerLink kind="address" value={address} />
      <AnalyseLink address={address} />
    </HStack>
  );
}
