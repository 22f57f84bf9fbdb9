import { defineStyle } from '@chakra-ui/react';
import { LuExternalLink, LuScanSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { explorers } from '../../../../../shared/format/explorer-links';
import { iconActionStyle } from '../../../components/icon-action-style';
import { useStaticClass } from '../../../components/static-class';
import { paths } from '../../../lib/paths';
import { useReportChain } from '../report-chain';

/** One styled element for a row of links drawn as small icon buttons (grey, or blue to analyse). */
const caseLinksStyle = defineStyle({
  display: 'inline-flex',
  flexShrink: 0,
  '& > a': { ...iconActionStyle, colorPalette: 'gray' },
  '& > a[data-analyse]': { colorPalette: 'blue' },
});

function ExplorerAnchor({
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
  );
}

/** Opens an address or a transaction on the report network's explorer, in a new tab. */
export function ExplorerLink({
  kind,
  value,
}: {
  readonly kind: 'address' | 'transaction';
  readonly value: string;
}) {
  const linksClass = useStaticClass(caseLinksStyle);
  return (
    <span className={linksClass}>
      <ExplorerAnchor kind={kind} value={value} />
    </span>
  );
}

/** "Analyse this counterparty": the analyzer, filled in with the address and the network. */
function AnalyseAnchor({ address }: { readonly address: string }) {
  const intl = useIntl();
  const chain = useReportChain();
  if (!chain) return null;
  const label = intl.formatMessage({ id: 'report.case.analyse' }, { address });
  return (
    <RouterLink to={paths.console({ address, chain })} aria-label={label} title={label} data-analyse="">
      <LuScanSearch />
    </RouterLink>
  );
}

/** Both links of a counterparty, side by side: the explorer and "analyse this counterparty". */
export function CounterpartyLinks({ address }: { readonly address: string }) {
  const linksClass = useStaticClass(caseLinksStyle);
  return (
    <span className={`no-print ${linksClass}`}>
      <ExplorerAnchor kind="address" value={address} />
      <AnalyseAnchor address={address} />
    </span>
  );
}
