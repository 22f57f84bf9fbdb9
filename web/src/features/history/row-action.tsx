import { Button } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { QueryHistoryItem } from '../../../../shared/contract/queries.schema';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { StatusTag } from '../../components/status-tag';
import { paths } from '../../lib/paths';

/**
 * spec 01 §4: only a completed query opens its report (spec 01 §2: /detail?hash=…, the hash
 * alone); pending and processing ones show their
 * status tag instead of a button, and a failed one has no action.
 */
export function RowAction({
  item,
  fullWidth = false,
}: {
  readonly item: Pick<QueryHistoryItem, 'status' | 'query_hash' | 'address'>;
  readonly fullWidth?: boolean;
}) {
  const intl = useIntl();
  if (item.status === QUERY_STATUS.completed) {
    return (
      <Button asChild size="xs" variant="outline" colorPalette="blue" width={fullWidth ? 'full' : undefined}>
        <Link
          to={paths.detail({ hash: item.query_hash })}
          aria-label={intl.formatMessage({ id: 'history.action.viewLabel' }, { address: item.address })}
        >
          <LuFileText aria-hidden />
          {intl.formatMessage({ id: 'history.action.view' })}
        </Link>
      </Button>
    );
  }
  if (item.status === QUERY_STATUS.pending || item.status === QUERY_STATUS.processing) {
    return <StatusTag status={item.status} />;
  }
  return null;
}
