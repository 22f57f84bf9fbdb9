import type { UserPackage } from '../../../../shared/contract/accounts.schema';
import {
  exampleEthereumAddress,
  exampleMonitoredAddress,
  exampleTronAddress,
} from '../../../../shared/contract/examples';
import type { Alert, MonitoredAddress } from '../../../../shared/contract/monitoring.schema';

/** Test data of the Monitor page's tests: addresses and alerts. */
export const ETH = exampleEthereumAddress;
export const TRON = exampleTronAddress;
export const SANCTIONED = '0x8589427373d6d84e98730d7795d8f6f8731fda16';
export const TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

export const plan = (overrides: Partial<UserPackage> = {}): UserPackage => ({
  package_type: 2,
  begin_at: '2026-01-01T00:00:00Z',
  end_at: '2027-01-01T00:00:00Z',
  query_quota: 100,
  used_query_quota: 0,
  monitor_address_count: 3,
  ...overrides,
});

export const monitored = (overrides: Partial<MonitoredAddress> = {}): MonitoredAddress => ({
  ...exampleMonitoredAddress,
  id: 'ma-1',
  alerts_today: 0,
  name: null,
  customer_ref: null,
  ...overrides,
});

export const alertOf = (overrides: Partial<Alert> = {}): Alert => ({
  id: 'al_1',
  monitoring_address_id: 'ma-1',
  monitoring_address: ETH,
  monitoring_address_name: null,
  customer_ref: null,
  counterparty_address: SANCTIONED,
  chain: 'ethereum',
  token: 'usdt',
  amount: '2500',
  tx_hash: TX,
  monitor_type: 'known_risk',
  monitor_types: ['known_risk'],
  status: 'pending',
  details: { direction: 'in', risk_type: 'sanction', risk_level: 4, label_source: 'ofac' },
  notification_status: {
    email: { sent: true, sent_at: '2026-11-21T08:21:03Z', state: 'sent', attempts: 1 },
    webhook: { sent: false, sent_at: null, state: 'retrying', attempts: 2, error: 'HTTP 503' },
  },
  credits_charged: 3,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

export const addressPage = (addresses: MonitoredAddress[], total = addresses.length) => ({
  addresses,
  total,
  page: 1,
  page_size: 20,
});

export const alertPage = (alerts: Alert[], total = alerts.length) => ({
  alerts,
  total,
  page: 1,
  page_size: 20,
});
