import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { AlertRecord, MonitorRecord } from '../../domain/monitoring/monitoring.ports';
import { activeMonitorKeys, alertIndexKeys, monitorIndexKeys, monitorKeys } from './monitor-keys';

/** Monitored addresses and alerts as stored (snake case), with their index keys. */
export const toMonitorItem = (m: MonitorRecord) => ({
  ...monitorKeys.monitor(m.userId, m.id),
  ...monitorIndexKeys(m.userId, m.createdAt, m.id),
  ...(m.status === 1 ? activeMonitorKeys(m.id) : {}),
  type: 'MonitoredAddress',
  id: m.id,
  user_id: m.userId,
  address: m.address,
  chain: m.chain,
  token: m.token,
  status: m.status,
  config: m.config,
  created_at: m.createdAt,
  updated_at: m.updatedAt,
  cursor: m.cursor,
  credits_charged: m.creditsCharged,
});

export const fromMonitorItem = (i: Record<string, unknown>): MonitorRecord => ({
  id: i.id as string,
  userId: i.user_id as string,
  address: i.address as string,
  chain: i.chain as Chain,
  token: i.token as Token,
  status: i.status === 1 ? 1 : 0,
  config: (i.config as MonitorConfig | null | undefined) ?? null,
  createdAt: i.created_at as number,
  updatedAt: i.updated_at as number,
  cursor: i.cursor as number,
  creditsCharged: (i.credits_charged as number | undefined) ?? 0,
});

export const toAlertItem = (a: AlertRecord) => ({
  ...monitorKeys.alert(a.id),
  ...alertIndexKeys(a.userId, a.monitorType, a.createdAt, a.id),
  type: 'Alert',
  id: a.id,
  user_id: a.userId,
  monitor_id: a.monitorId,
  monitoring_address: a.monitoringAddress,
  counterparty: a.counterparty,
  chain: a.chain,
  token: a.token,
  amount: a.amount,
  tx_hash: a.txHash,
  monitor_type: a.monitorType,
  // Every type the transfer matched: the list's type filter finds the alert by any of them.
  ...(a.monitorTypes ? { monitor_types: a.monitorTypes } : {}),
  status: a.status,
  details: a.details,
  notification: a.notification,
  credits_charged: a.creditsCharged,
  created_at: a.createdAt,
});

export const fromAlertItem = (i: Record<string, unknown>): AlertRecord => ({
  id: i.id as string,
  userId: i.user_id as string,
  monitorId: i.monitor_id as string,
  monitoringAddress: i.monitoring_address as string,
  counterparty: i.counterparty as string,
  chain: i.chain as Chain,
  token: i.token as Token,
  amount: i.amount as string,
  txHash: i.tx_hash as string,
  monitorType: i.monitor_type as AlertRecord['monitorType'],
  ...(Array.isArray(i.monitor_types)
    ? { monitorTypes: i.monitor_types as AlertRecord['monitorType'][] }
    : {}),
  status: i.status as AlertRecord['status'],
  details: i.details as AlertRecord['details'],
  notification: i.notification as AlertRecord['notification'],
  creditsCharged: (i.credits_charged as number | undefined) ?? 0,
  createdAt: i.created_at as number,
});
