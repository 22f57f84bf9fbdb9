import { Badge, Flex, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { MonitoredAddress } from '../../../../shared/contract/monitoring.schema';
import { MONITOR_STATUS } from '../../../../shared/rules/monitor-rules';
import { CopyAddress } from '../../components/copy-address';
import { CardField, CardList, ListTable } from '../../components/list/list-table';
import { ToggleEditDeleteActions } from '../../components/row-action';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { AddressLabelText } from './address-label-text';
import { CapNotice } from './cap-notice';
import { AddressStatusBadge, NetworkText } from './monitor-badges';
import { addressDisplayStatus } from './monitor-rules';

/** What a row can do (spec 02 §2): edit its config, enable or disable it, remove it. */
export interface AddressActions {
  readonly onEdit: (address: MonitoredAddress) => void;
  readonly onToggle: (address: MonitoredAddress, enabled: boolean) => void;
  readonly onRemove: (address: MonitoredAddress) => void;
  /** The address whose status change is on its way. */
  readonly toggling?: string;
}

interface ListProps extends AddressActions {
  readonly items: readonly MonitoredAddress[];
}

function RowActions({
  item,
  actions,
}: {
  readonly item: MonitoredAddress;
  readonly actions: AddressActions;
}) {
  const intl = useIntl();
  const values = { address: item.address };
  return (
    <ToggleEditDeleteActions
      justify="flex-end"
      enabled={item.status !== MONITOR_STATUS.inactive}
      toggling={actions.toggling === item.id}
      labels={{
        toggle: intl.formatMessage({ id: 'monitor.addresses.toggle' }, values),
        edit: intl.formatMessage({ id: 'monitor.addresses.edit' }, values),
        delete: intl.formatMessage({ id: 'monitor.addresses.remove' }, values),
      }}
      editIcon={<LuSlidersHorizontal />}
      onToggle={(enabled) => actions.onToggle(item, enabled)}
      onEdit={() => actions.onEdit(item)}
      onDelete={() => actions.onRemove(item)}
    />
  );
}

function ConfigBadge({ item }: { readonly item: MonitoredAddress }) {
  const intl = useIntl();
  return (
    <Badge variant="outline" colorPalette={item.config ? 'purple' : 'gray'}>
      {intl.formatMessage({
        id: item.config ? 'monitor.addresses.ownConfig' : 'monitor.addresses.globalConfig',
      })}
    </Badge>
  );
}

const columns = ['address', 'network', 'status', 'config', 'createdAt', 'actions'] as const;
const endColumns: ReadonlySet<string> = new Set(['actions']);

/** Desktop (spec 02 §2): a table. */
export function AddressTable({ items, ...actions }: ListProps) {
  return (
    <ListTable hint={false} columns={columns} headerIds="monitor.addresses.column" end={endColumns}>
      {items.map((item) => (
        <Table.Row key={item.id}>
          <Table.Cell maxW="xs">
            <Stack gap="0.5" minW="0">
              <AddressLabelText name={item.name} customerRef={item.customer_ref} />
              <CopyAddress address={item.address} context="table" />
            </Stack>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <NetworkText chain={item.chain} token={item.token} />
          </Table.Cell>
          <Table.Cell>
            <AddressStatusBadge status={addressDisplayStatus(item)} />
            <CapNotice address={item} />
          </Table.Cell>
          <Table.Cell>
            <ConfigBadge item={item} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" color="fg.muted" fontVariantNumeric="tabular-nums">
            {formatDisplayDate(item.created_at)}
          </Table.Cell>
          <Table.Cell>
            <RowActions item={item} actions={actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}

/** Mobile (spec 02 §2): one card per address. */
export function AddressCards({ items, ...actions }: ListProps) {
  const intl = useIntl();
  const label = (column: string) => intl.formatMessage({ id: `monitor.addresses.column.${column}` });
  return (
    <CardList items={items} label={intl.formatMessage({ id: 'monitor.addresses.list' })}>
      {(item) => (
        <>
          <Flex justify="space-between" align="center" gap="2">
            <Stack gap="0.5" minW="0">
              <AddressLabelText name={item.name} customerRef={item.customer_ref} />
              <CopyAddress address={item.address} context="mobileCard" />
            </Stack>
            <AddressStatusBadge status={addressDisplayStatus(item)} />
          </Flex>
          <CapNotice address={item} />
          <SimpleGrid columns={2} gapX="4" gapY="3">
            <CardField label={label('network')}>
              {item.chain.toUpperCase()}/{item.token.toUpperCase()}
            </CardField>
            <CardField label={label('config')}>
              <ConfigBadge item={item} />
            </CardField>
            <CardField label={label('createdAt')}>{formatDisplayDate(item.created_at)}</CardField>
          </SimpleGrid>
          <RowActions item={item} actions={actions} />
        </>
      )}
    </CardList>
  );
}
