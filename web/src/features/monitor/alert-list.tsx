import { Badge, Box, Flex, GridItem, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { LuCheck, LuChevronDown, LuChevronUp, LuEyeOff, LuScrollText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Alert } from '../../../../shared/contract/monitoring.schema';
import { shortenAddressFor } from '../../../../shared/format/address-format';
import { CopyValue } from '../../components/copy-value';
import { CardField, CardList, ListTable } from '../../components/list/list-table';
import { RowAction } from '../../components/row-action';
import { labelSourceText, riskCategoryText } from '../../i18n/risk-text';
import { AddressLabelText } from './address-label-text';
import { AlertAddressLinks, AlertCounterpartyLinks, AlertTxLinks } from './alert-links';
import { AlertAgeText, AlertAmount, AlertTypeBadge, NotificationStatus } from './monitor-badges';

/** The two handling states a row's buttons set, with their names, icons and colours. */
const statusAction = {
  processed: { label: 'monitor.alerts.markProcessed', icon: <LuCheck />, palette: 'green' },
  ignored: { label: 'monitor.alerts.markIgnored', icon: <LuEyeOff />, palette: undefined },
} as const;

/** What a row can do: mark processed or ignored (spec 02 §4), open the delivery log. */
export interface AlertActions {
  readonly onStatus: (alert: Alert, status: 'processed' | 'ignored') => void;
  readonly onDeliveries: (alert: Alert) => void;
  /** The alert whose status change is on its way. */
  readonly updating?: string;
}

interface ListProps extends AlertActions {
  readonly items: readonly Alert[];
  readonly now: number;
}

const statusPalettes = { pending: 'yellow', processed: 'green', ignored: 'gray' } as const;

function AlertStatusBadge({ status }: { readonly status: Alert['status'] }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={statusPalettes[status]} variant="subtle">
      {intl.formatMessage({ id: `monitor.alertStatus.${status}` })}
    </Badge>
  );
}

/** The facts behind the alert: the risky counterparty's category, or the address imitated. */
function AlertDetailText({ alert }: { readonly alert: Alert }) {
  const intl = useIntl();
  const { details } = alert;
  if (alert.monitor_type === 'known_risk' && details.risk_type)
    return (
      <Text fontSize="xs" color="red.fg">
        {[
          riskCategoryText(intl, details.risk_type),
          details.label_name,
          details.label_source && labelSourceText(intl, details.label_source),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    );
  if (alert.monitor_type === 'similar_address' && details.imitated_address)
    return (
      <Text fontSize="xs" color="orange.fg" title={details.imitated_address}>
        {intl.formatMessage(
          { id: 'monitor.alert.imitates' },
          {
            address: shortenAddressFor(details.imitated_address, 'mobileCard'),
            leading: details.leading_match ?? 0,
            trailing: details.trailing_match ?? 0,
          },
        )}
      </Text>
    );
  return null;
}

/** What the alert's type means and the step to take next, in the user's language. */
function AlertGuidanceText({ alert }: { readonly alert: Pick<Alert, 'monitor_type'> }) {
  const intl = useIntl();
  const known = intl.messages[`monitor.meaning.${alert.monitor_type}`] !== undefined;
  if (!known) return null;
  return (
    <Stack gap="0.5" fontSize="xs">
      <Text>{intl.formatMessage({ id: `monitor.meaning.${alert.monitor_type}` })}</Text>
      <Text>
        <Text as="span" fontWeight="semibold">
          {intl.formatMessage({ id: 'monitor.alert.nextStep' })}:{' '}
        </Text>
        {intl.formatMessage({ id: `monitor.step.${alert.monitor_type}` })}
      </Text>
    </Stack>
  );
}

/**
 * The monitored address: its name and customer reference when it has them, the address, and a
 * link to its own report.
 */
function MonitoredValue({ alert }: { readonly alert: Alert }) {
  return (
    <Stack gap="0.5" minW="0">
      <AddressLabelText name={alert.monitoring_address_name} customerRef={alert.customer_ref} />
      <HStack gap="0" minW="0" wrap="wrap">
        <CopyValue value={alert.monitoring_address} context="mobileCard" fontSize="xs" />
        <AlertAddressLinks alert={alert} />
      </HStack>
    </Stack>
  );
}

/**
 * The counterparty with its links: the explorer and "analyse the counterparty". The shortened
 * value never gives way to its icons: they wrap below it when the row is narrow (the whole value
 * is its title and what the button copies).
 */
function CounterpartyValue({ alert, fontSize }: { readonly alert: Alert; readonly fontSize?: 'xs' }) {
  return (
    <HStack gap="0" minW="0" wrap="wrap">
      <Box flexShrink={0} maxW="full">
        <CopyValue value={alert.counterparty_address} context="mobileCard" fontSize={fontSize} />
      </Box>
      <AlertCounterpartyLinks alert={alert} />
    </HStack>
  );
}

/** The transaction hash with a link to it on the chain's explorer. */
function TxValue({ alert, fontSize }: { readonly alert: Alert; readonly fontSize?: 'xs' }) {
  const intl = useIntl();
  return (
    <HStack gap="0" minW="0">
      <CopyValue
        value={alert.tx_hash}
        context="mobileCard"
        fontSize={fontSize}
        label={intl.formatMessage({ id: 'monitor.copy.txHash' }, { value: alert.tx_hash })}
      />
      <AlertTxLinks alert={alert} />
    </HStack>
  );
}

/** The desktop row's toggle of its meaning and next step (cards always show them). */
function GuidanceToggle({ open, onToggle }: { readonly open: boolean; readonly onToggle: () => void }) {
  const intl = useIntl();
  return (
    <RowAction
      titled
      size="2xs"
      label={intl.formatMessage({ id: 'monitor.alerts.whatToDo' })}
      icon={open ? <LuChevronUp /> : <LuChevronDown />}
      aria-expanded={open}
      onClick={onToggle}
    />
  );
}

function RowActions({ alert, actions }: { readonly alert: Alert; readonly actions: AlertActions }) {
  const intl = useIntl();
  const busy = actions.updating === alert.id;
  return (
    <HStack gap="0" justify="flex-end">
      {(['processed', 'ignored'] as const).map((status) => (
        <RowAction
          key={status}
          titled
          size="xs"
          label={intl.formatMessage({ id: statusAction[status].label })}
          icon={statusAction[status].icon}
          colorPalette={statusAction[status].palette}
          disabled={busy || alert.status === status}
          onClick={() => actions.onStatus(alert, status)}
        />
      ))}
      <RowAction
        titled
        size="xs"
        label={intl.formatMessage({ id: 'monitor.alerts.deliveries' })}
        icon={<LuScrollText />}
        colorPalette="blue"
        onClick={() => actions.onDeliveries(alert)}
      />
    </HStack>
  );
}

// spec 02 §2's columns, then the actions; the alert's status sits under its time.
const columns = [
  'type',
  'monitoringAddress',
  'counterparty',
  'network',
  'amount',
  'txHash',
  'notification',
  'time',
  'actions',
] as const;
const endColumns: ReadonlySet<string> = new Set(['actions']);

/** Desktop: the columns of spec 02 §2, then the alert's status and its actions. */
export function AlertTable({ items, now, ...actions }: ListProps) {
  const [open, setOpen] = useState<string>();
  return (
    <ListTable hint={false} columns={columns} headerIds="monitor.alerts.column" end={endColumns}>
      {items.map((alert) => (
        <Fragment key={alert.id}>
          <Table.Row>
            {/* Bounded: the detail wraps rather than widening the table past the page. */}
            <Table.Cell maxW="40">
              <HStack gap="1" align="flex-start">
                <Stack gap="1" minW="0">
                  <AlertTypeBadge monitorType={alert.monitor_type} />
                  <AlertDetailText alert={alert} />
                </Stack>
                <GuidanceToggle
                  open={open === alert.id}
                  onToggle={() => setOpen(open === alert.id ? undefined : alert.id)}
                />
              </HStack>
            </Table.Cell>
            <Table.Cell maxW="44">
              <MonitoredValue alert={alert} />
            </Table.Cell>
            <Table.Cell>
              <CounterpartyValue alert={alert} fontSize="xs" />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Stack gap="0" fontSize="xs">
                <Text>{alert.chain.toUpperCase()}</Text>
                <Text color="fg.muted">{alert.token.toUpperCase()}</Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              {/* The token is in the network column beside it. */}
              <AlertAmount alert={alert} withToken={false} />
            </Table.Cell>
            <Table.Cell>
              <TxValue alert={alert} fontSize="xs" />
            </Table.Cell>
            <Table.Cell>
              <NotificationStatus status={alert.notification_status} />
            </Table.Cell>
            <Table.Cell>
              <Stack gap="1" align="flex-start">
                <AlertAgeText createdAt={alert.created_at} now={now} />
                <AlertStatusBadge status={alert.status} />
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <RowActions alert={alert} actions={actions} />
            </Table.Cell>
          </Table.Row>
          {open === alert.id ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} bg="bg.subtle" whiteSpace="normal">
                <AlertGuidanceText alert={alert} />
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Fragment>
      ))}
    </ListTable>
  );
}

/** The alert cards' facts may be long values (hashes, addresses): they shrink rather than overflow. */
const Field = (props: Parameters<typeof CardField>[0]) => <CardField minW="0" {...props} />;

/** Mobile: one card per alert with the same facts. */
export function AlertCards({ items, now, ...actions }: ListProps) {
  const intl = useIntl();
  const label = (column: string) => intl.formatMessage({ id: `monitor.alerts.column.${column}` });
  return (
    <CardList items={items} label={intl.formatMessage({ id: 'monitor.alerts.list' })}>
      {(alert) => (
        <>
          <Flex justify="space-between" align="flex-start" gap="2">
            <Stack gap="1">
              <AlertTypeBadge monitorType={alert.monitor_type} />
              <AlertDetailText alert={alert} />
            </Stack>
            <Stack gap="1" align="flex-end" flexShrink={0}>
              <AlertStatusBadge status={alert.status} />
              <AlertAgeText createdAt={alert.created_at} now={now} />
            </Stack>
          </Flex>
          <AlertGuidanceText alert={alert} />
          <AlertAmount alert={alert} />
          <SimpleGrid columns={2} gapX="4" gapY="3">
            <Field label={label('monitoringAddress')}>
              <MonitoredValue alert={alert} />
            </Field>
            <Field label={label('network')}>
              {alert.chain.toUpperCase()}/{alert.token.toUpperCase()}
            </Field>
            {/* Their own rows: beside another field at 390 px the icons cut the value short. */}
            <GridItem colSpan={2} minW="0">
              <Field label={label('counterparty')}>
                <CounterpartyValue alert={alert} fontSize="xs" />
              </Field>
            </GridItem>
            <GridItem colSpan={2} minW="0">
              <Field label={label('txHash')}>
                <TxValue alert={alert} fontSize="xs" />
              </Field>
            </GridItem>
          </SimpleGrid>
          <Flex justify="space-between" align="flex-end" gap="2">
            <NotificationStatus status={alert.notification_status} />
            <RowActions alert={alert} actions={actions} />
          </Flex>
        </>
      )}
    </CardList>
  );
}
