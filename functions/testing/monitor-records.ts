import type { MonitorRecord } from '../domain/monitoring/monitoring.ports';

/**
 * A monitor as an add stores it: active, no config, on Ethereum USDT, nothing read or charged
 * yet. Tests override what they look at.
 */
export const monitorRecord = (
  id: string,
  address: string,
  overrides: Partial<MonitorRecord> = {},
): MonitorRecord => ({
  id,
  userId: `user-${id}`,
  address,
  chain: 'ethereum',
  token: 'usdt',
  status: 1,
  config: null,
  createdAt: 0,
  updatedAt: 0,
  cursor: 0,
  creditsCharged: 0,
  ...overrides,
});
