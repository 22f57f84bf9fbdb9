import { Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { CardList } from '../../components/list/list-table';
import { SortHeader } from '../../components/sort-header';
import { useMessage } from '../../i18n/message-text';
import { formatDisplayDate, formatDisplayDay } from '../../lib/display-time-zone';
import {
  ExpiryCell,
  KeyActionButtons,
  type KeyActions,
  PermissionBadges,
  SelectBox,
  StatusBadge,
} from './key-cells';
import { displayStatus, type KeySort, type SortColumn } from './key-list-model';

interface ListProps {
  readonly keys: readonly ApiKey[];
  readonly nowMs: number;
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (ids: readonly number[], selected: boolean) => void;
  readonly actions: KeyActions;
}

/** A column the keys sort by, its button named "Sort by …". */
function KeySortHeader({
  column,
  sort,
  onSort,
}: {
  readonly column: SortColumn;
  readonly sort: KeySort;
  readonly onSort: (column: SortColumn) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `apiKeys.column.${column}` });
  return (
    <SortHeader
      whiteSpace="nowrap"
      label={label}
      buttonLabel={intl.formatMessage({ id: 'apiKeys.sort.by' }, { column: label })}
      sorted={sort.column === column ? sort.direction : undefined}
      onSort={() => onSort(column)}
    />
  );
}

const allState = (keys: readonly ApiKey[], selected: ReadonlySet<number>): boolean | 'indeterminate' => {
  const count = keys.filter((k) => selected.has(k.id)).length;
  return count === 0 ? false : count === keys.length ? true : 'indeterminate';
};

/** The desktop list (spec 01 §2, §4): multi-select, sortable columns, the row's actions. */
export function KeyTable({
  keys,
  nowMs,
  selected,
  onSelect,
  actions,
  sort,
  onSort,
}: ListProps & { readonly sort: KeySort; readonly onSort: (column: SortColumn) => void }) {
  const t = useMessage();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader width="10">
              <SelectBox
                checked={allState(keys, selected)}
                label={t('apiKeys.select.all')}
                onChange={(on) =>
                  onSelect(
                    keys.map((k) => k.id),
                    on,
                  )
                }
              />
            </Table.ColumnHeader>
            <KeySortHeader column="name" sort={sort} onSort={onSort} />
            <Table.ColumnHeader>{t('apiKeys.column.key')}</Table.ColumnHeader>
            <KeySortHeader column="status" sort={sort} onSort={onSort} />
            <Table.ColumnHeader>{t('apiKeys.column.permissions')}</Table.ColumnHeader>
            <KeySortHeader column="expires_at" sort={sort} onSort={onSort} />
            <KeySortHeader column="created_at" sort={sort} onSort={onSort} />
            <Table.ColumnHeader whiteSpace="nowrap">{t('apiKeys.column.lastUsed')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('apiKeys.column.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((key) => (
            <Table.Row key={key.id} data-selected={selected.has(key.id) ? '' : undefined}>
              <Table.Cell>
                <SelectBox
                  checked={selected.has(key.id)}
                  label={t('apiKeys.select.one', { name: key.name })}
                  onChange={(on) => onSelect([key.id], on)}
                />
              </Table.Cell>
              <Table.Cell maxW="56">
                <Text fontWeight="medium" truncate>
                  {key.name}
                </Text>
                {key.description ? (
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {key.description}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Code size="sm" whiteSpace="nowrap">
                  {key.key}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={displayStatus(key, nowMs)} />
              </Table.Cell>
              <Table.Cell>
                <PermissionBadges apiKey={key} />
              </Table.Cell>
              <Table.Cell>
                <ExpiryCell apiKey={key} nowMs={nowMs} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDisplayDate(key.created_at)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color={key.last_used_at ? undefined : 'fg.muted'}>
                {key.last_used_at ? formatDisplayDate(key.last_used_at) : t('apiKeys.lastUsed.never')}
              </Table.Cell>
              <Table.Cell>
                <KeyActionButtons apiKey={key} actions={actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The mobile list: one card per key, the same facts and actions. */
export function KeyCards({ keys, nowMs, selected, onSelect, actions }: ListProps) {
  const intl = useIntl();
  return (
    <CardList items={keys}>
      {(key) => (
        <>
          <HStack justify="space-between" align="start" gap="3">
            <HStack gap="3" minW="0" align="start">
              <SelectBox
                checked={selected.has(key.id)}
                label={intl.formatMessage({ id: 'apiKeys.select.one' }, { name: key.name })}
                onChange={(on) => onSelect([key.id], on)}
              />
              <Stack gap="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {key.name}
                </Text>
                <Code size="sm" width="fit-content">
                  {key.key}
                </Code>
              </Stack>
            </HStack>
            <StatusBadge status={displayStatus(key, nowMs)} />
          </HStack>
          <PermissionBadges apiKey={key} />
          <HStack justify="space-between" align="end" gap="3" fontSize="sm">
            <Stack gap="0">
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage({ id: 'apiKeys.column.expires_at' })}
              </Text>
              <ExpiryCell apiKey={key} nowMs={nowMs} />
              <Text fontSize="xs" color="fg.muted" mt="1">
                {intl.formatMessage({ id: 'apiKeys.column.created_at' })} {formatDisplayDay(key.created_at)}
              </Text>
            </Stack>
            <KeyActionButtons apiKey={key} actions={actions} />
          </HStack>
        </>
      )}
    </CardList>
  );
}
