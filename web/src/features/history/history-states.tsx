import { Button } from '@chakra-ui/react';
import { LuHistory, LuSearchX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { StateLink, StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** No records at all: an invitation to the first analysis (spec 01 §2). */
export function HistoryEmpty() {
  const intl = useIntl();
  return (
    <StatePanel size="tall" icon={LuHistory} messages="history.empty">
      <StateLink to={paths.console()} primary>
        {intl.formatMessage({ id: 'history.empty.action' })}
      </StateLink>
    </StatePanel>
  );
}

/** A search that matched nothing: say so, and offer the whole list again. */
export function HistoryNoMatch({ onClear }: { readonly onClear: () => void }) {
  const intl = useIntl();
  return (
    <StatePanel size="tall" icon={LuSearchX} messages="history.noMatch">
      <Button variant="outline" onClick={onClear}>
        {intl.formatMessage({ id: 'history.search.clear' })}
      </Button>
    </StatePanel>
  );
}
