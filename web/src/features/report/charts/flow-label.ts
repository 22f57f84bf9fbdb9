import type { IntlShape } from 'react-intl';
import { shortenAddressFor } from '../../../../../shared/format/address-format';
import type { FlowNode } from './flow-data';

/** Names longer than this are cut, so a label never takes more room than a 6 + 6 address. */
const NAME_MAX = 16;

/**
 * What a node of the flow graph is called: an "others" group by what it stands for, a named
 * address (an exchange) by its name, any other address by its first 6 and last 6 characters
 * (spec 02 §2).
 */
export function flowNodeLabel(intl: IntlShape, node: FlowNode): string {
  if (node.others)
    return node.othersCount === undefined
      ? intl.formatMessage({ id: 'report.flow.othersGroup' })
      : intl.formatMessage({ id: 'report.flow.others' }, { count: node.othersCount });
  if (node.name) return node.name.length > NAME_MAX ? `${node.name.slice(0, NAME_MAX - 1)}…` : node.name;
  return shortenAddressFor(node.address ?? node.id, 'report');
}
