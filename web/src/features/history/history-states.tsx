import { Button } from '@chakra-ui/react';
import { LuHistory, LuSearchX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** No records at all: an invitation to the first analysis (spec 01 §2). */
export function HistoryEmpty() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StatePanel
      size="tall"
      icon={LuHistory}
      title={t('history.empty.title')}
      description={t('history.empty.description')}
    >
      <Button asChild colorPalette="blue">
        <Link to={paths.console()}>{t('history.empty.action')}</Link>
      </Button>
    </StatePanel>
  );
}

/** A search that matched nothing: say so, and offer the whole list again. */
export function HistoryNoMatch({ onClear }: { readonly onClear: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StatePanel
      size="tall"
      icon={LuSearchX}
      title={t('history.noMatch.title')}
      description={t('history.noMatch.description')}
    >
      <Button variant="outline" onClick={onClear}>
        {t('history.search.clear')}
      </Button>
    </StatePanel>
  );
}
