import { randomBytes } from 'node:crypto';
import type { localApi } from './local-api';

/** Helpers of the monitoring integration tests: injection, random addresses, waiting for alerts. */
export const randomEvm = (): string => `0x${randomBytes(20).toString('hex')}`;

/** An address sharing the first and last `ends` hex characters (after 0x) with `target`. */
export const lookalikeOf = (target: string, ends = 5): string => {
  const middle = randomBytes(20)
    .toString('hex')
    .slice(0, 40 - 2 * ends);
  return `0x${target.slice(2, 2 + ends)}${middle}${target.slice(-ends)}`;
};

/** A sanctioned Ethereum address of the OFAC list the local seed imports. */
export const SANCTIONED_ETH = '0x038989cbb1710c72b9920dc4fa529158f463e72c';

export function injector(gatewayUrl: string) {
  return async (body: { chain: string; from: string; to: string; amount: string; tx_hash?: string }) => {
    const answer = await fetch(`${gatewayUrl}/_local/ledger/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`inject: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { tx_hash: string }).tx_hash;
  };
}

export interface AlertView {
  id: string;
  monitor_type: string;
  tx_hash: string;
  counterparty_address: string;
  amount: string;
  details: Record<string, unknown>;
  notification_status: Record<string, { sent: boolean; state: string; attempts: number; error?: string }>;
  credits_charged: number;
}

/** Monitors a new random ethereum address for the user; answers the address. */
export async function watchNewEvmAddress(api: ReturnType<typeof localApi>, token: string): Promise<string> {
  const address = randomEvm();
  await api.call('POST', '/api/v1/monitor/address/add', { token, body: { address, chain: 'ethereum' } });
  return address;
}

/** The user's alerts, newest first (at most 100), and how many there are. */
export async function alertPage(
  api: ReturnType<typeof localApi>,
  token: string,
): Promise<{ alerts: AlertView[]; total: number }> {
  return (
    await api.call<{ alerts: AlertView[]; total: number }>('GET', '/api/v1/monitor/alerts?page_size=100', {
      token,
    })
  ).body;
}

/** Polls the alert list until `done` holds (or fails after `timeoutMs`). */
export async function waitForAlerts(
  api: ReturnType<typeof localApi>,
  token: string,
  done: (alerts: AlertView[]) => boolean,
  timeoutMs = 30_000,
): Promise<AlertView[]> {
  const until = Date.now() + timeoutMs;
  let alerts: AlertView[] = [];
  while (Date.now() < until) {
    alerts = (await alertPage(api, token)).alerts ?? [];
    if (done(alerts)) return alerts;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `alerts did not arrive in time: ${JSON.stringify(alerts.map((a) => [a.monitor_type, a.notification_status]))}`,
  );
}
