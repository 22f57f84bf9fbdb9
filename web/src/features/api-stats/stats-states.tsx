import { LuBookOpen, LuChartNoAxesColumn } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { StateLink, StatePanel } from '../../components/list/state-panel';
import { paths } from '../../lib/paths';

/** spec 01 §2: the "no data" note when the range has no chain. */
export function NoUsage() {
  const intl = useIntl();
  return (
    <StatePanel icon={LuChartNoAxesColumn} messages="apiStats.noData">
      <StateLink to={paths.docs('quick-start')} icon={LuBookOpen}>
        {intl.formatMessage({ id: 'apiStats.noData.docs' })}
      </StateLink>
    </StatePanel>
  );
}
