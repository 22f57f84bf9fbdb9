import { localStack } from './local-stack';
import {
  type AlertView,
  alertPage,
  SANCTIONED_ETH,
  waitForAlerts,
  watchNewEvmAddress,
} from './monitoring-helpers';

/**
 * The local stack as the monitoring integration tests use it: its API, users and simulated
 * ledger, the monitoring helpers bound to its API, and the step most of them take: a transfer
 * from a sanctioned address into a watched one, then the alert it raised.
 */
export function monitoringStack() {
  const stack = localStack();
  const { api, injectTransfer } = stack;
  const waitForAlertsOf = (token: string, done: (alerts: AlertView[]) => boolean, timeoutMs?: number) =>
    waitForAlerts(api, token, done, timeoutMs);
  return {
    ...stack,
    /** Monitors a new random ethereum address for the user; answers the address. */
    watchNewAddress: (token: string) => watchNewEvmAddress(api, token),
    alertPage: (token: string) => alertPage(api, token),
    waitForAlerts: waitForAlertsOf,
    /**
     * Injects a transfer of `amount` from a sanctioned address into `watched` and waits until its
     * alert is listed and `ready` holds for it (a delivery state); answers that alert and the tx.
     */
    async sanctionedTransferAlert(
      token: string,
      watched: string,
      amount: string,
      ready: (alert: AlertView) => boolean = () => true,
    ): Promise<{ alert: AlertView; tx: string }> {
      const tx = await injectTransfer({ chain: 'ethereum', from: SANCTIONED_ETH, to: watched, amount });
      const isIt = (alert: AlertView) => alert.tx_hash === tx && ready(alert);
      const alerts = await waitForAlertsOf(token, (list) => list.some(isIt));
      return { alert: alerts.find(isIt)!, tx };
    },
  };
}
