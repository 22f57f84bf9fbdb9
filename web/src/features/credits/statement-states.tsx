import { LuReceiptText, LuScanSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { StateLink, StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** A statement without a move yet: say what will appear, and offer the first analysis. */
export function StatementEmpty() {
  const intl = useIntl();
  return (
    <StatePanel icon={LuReceiptText} messages="credits.empty">
      <StateLink to={paths.console()} icon={LuScanSearch} primary>
        {intl.formatMessage({ id: 'credits.empty.action' })}
      </StateLink>
    </StatePanel>
  );
}
