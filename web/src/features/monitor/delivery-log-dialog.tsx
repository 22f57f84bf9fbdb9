import { Badge, Button, Dialog, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClock, LuInbox, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Alert, DeliveryAttempt } from '../../../../shared/contract/monitoring.schema';
import { REDELIVERIES_PER_ALERT, redeliveriesPerUser } from '../../../../shared/rules/alert-delivery-rules';
import { StatePanel } from '../../components/list/state-panel';
import { TableHead } from '../../components/table-head';
import { useMessage } from '../../i18n/message-text';
import { api } from '../../lib/api';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { cacheLifetimes } from '../../lib/swr';
import { useUserPackage } from '../../lib/use-account';
import { useApi } from '../../lib/use-api';
import { ItemDialog } from './item-dialog';
import { MonitorListStates } from './monitor-states';
import { useMonitorAction } from './use-monitor-action';

const latencyColumn: ReadonlySet<string> = new Set(['latency']);

/** One attempt: when, where, which try, and how it went (status, latency, error). */
function AttemptRow({ attempt }: { readonly attempt: DeliveryAttempt }) {
  const intl = useIntl();
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color="fg.muted">
        {formatDisplayDate(attempt.at)}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0.5" minW="0">
          <Text fontSize="xs" fontFamily="mono" wordBreak="break-all">
            {attempt.target}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {intl.formatMessage({ id: `monitor.channel.${attempt.channel}` })} ·{' '}
            {intl.formatMessage({ id: `monitor.deliveries.trigger.${attempt.trigger}` })} · #{attempt.attempt}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0.5">
          <HStack gap="1">
            <Badge colorPalette={attempt.ok ? 'green' : 'red'} variant="subtle">
              {intl.formatMessage({ id: attempt.ok ? 'monitor.deliveries.ok' : 'monitor.deliveries.failed' })}
            </Badge>
            {attempt.status_code !== undefined ? (
              <Badge variant="outline" fontFamily="mono">
                {attempt.status_code}
              </Badge>
            ) : null}
          </HStack>
          {attempt.error ? (
            <Text fontSize="xs" color="fg.error">
              {attempt.error}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {attempt.latency_ms !== undefined ? `${attempt.latency_ms} ms` : '-'}
      </Table.Cell>
    </Table.Row>
  );
}

function DeliveryLog({ alert }: { readonly alert: Alert }) {
  const t = useMessage();
  const log = useApi('listAlertDeliveries', { path: { id: alert.id } }, cacheLifetimes.realtime);
  const allowance = log.data;
  const credits = useUserPackage().data?.query_quota;
  // An unpaid alert the balance cannot pay is not offered: the server would refuse it (403).
  const short = allowance !== undefined && credits !== undefined && credits < allowance.redelivery_cost;
  // What sending again costs and how often it may still be done (alert-delivery-rules.ts).
  const redeliveryTerms = (a: { redeliveries_left: number; redelivery_cost: number }) =>
    a.redeliveries_left === 0
      ? t('monitor.redeliver.exhausted', { max: REDELIVERIES_PER_ALERT })
      : short
        ? t('monitor.redeliver.short', { cost: a.redelivery_cost, credits: credits ?? 0 })
        : a.redelivery_cost > 0
          ? t('monitor.redeliver.unpaid', { cost: a.redelivery_cost, max: REDELIVERIES_PER_ALERT })
          : t('monitor.redeliver.paid', {
              left: a.redeliveries_left,
              max: REDELIVERIES_PER_ALERT,
              perHour: redeliveriesPerUser.max,
            });
  const [sending, setSending] = useState(false);
  const { run } = useMonitorAction();

  const redeliver = async () => {
    setSending(true);
    await run(
      () => api('redeliverAlert', { path: { id: alert.id }, body: {} }),
      'monitor.deliveries.redelivered',
    );
    await log.mutate();
    setSending(false);
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('monitor.deliveries.description')}
          </Text>
          <MonitorListStates
            list={log}
            empty={(data) =>
              data.deliveries.length === 0 && (
                <StatePanel size="compact" icon={LuInbox} title={t('monitor.deliveries.empty')} />
              )
            }
          >
            {(data) => (
              <Stack gap="2">
                {data.next_attempt_at ? (
                  <HStack gap="1.5" fontSize="sm" color="orange.fg" data-testid="next-attempt">
                    <LuClock aria-hidden />
                    <Text>
                      {t('monitor.deliveries.nextAttempt', {
                        time: formatDisplayDate(data.next_attempt_at),
                      })}
                    </Text>
                  </HStack>
                ) : null}
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm">
                    <TableHead
                      columns={['at', 'target', 'result', 'latency']}
                      header={(column) => t(`monitor.deliveries.column.${column}`)}
                      end={latencyColumn}
                    />
                    <Table.Body>
                      {data.deliveries.map((attempt) => (
                        <AttemptRow
                          key={`${attempt.channel}:${attempt.target}:${attempt.at}:${attempt.attempt}`}
                          attempt={attempt}
                        />
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Stack>
            )}
          </MonitorListStates>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="3">
        <Text fontSize="xs" color="fg.muted" mr="auto" flex="1" minW="48" data-testid="redelivery-terms">
          {allowance ? redeliveryTerms(allowance) : null}
        </Text>
        <Button
          colorPalette="blue"
          variant="outline"
          loading={sending}
          disabled={!allowance || allowance.redeliveries_left === 0 || short}
          onClick={() => void redeliver()}
        >
          <LuSend aria-hidden />
          {allowance && allowance.redelivery_cost > 0
            ? t('monitor.redeliver.withCost', { cost: allowance.redelivery_cost })
            : t('monitor.deliveries.redeliver')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * An alert's delivery log (every webhook and e-mail attempt: time, target, status, latency,
 * error) with "send again": free for an alert that was pushed, charged for one that was not
 * (no credits at the time), and capped per alert; the footer says which, and the button is off
 * once the alert has no redeliveries left.
 */
export function DeliveryLogDialog({
  alert,
  onClose,
}: {
  readonly alert: Alert | null;
  readonly onClose: () => void;
}) {
  return (
    <ItemDialog
      item={alert}
      onClose={onClose}
      size="xl"
      titleId="monitor.deliveries.title"
      name={(item) => item.id}
    >
      {(item) => <DeliveryLog alert={item} />}
    </ItemDialog>
  );
}
