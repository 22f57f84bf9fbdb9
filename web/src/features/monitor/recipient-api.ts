import type { ListMonitorRecipientsResponse } from '../../../../shared/contract/monitor-recipients.schema';
import type { MonitorConfig } from '../../../../shared/contract/monitoring.schema';
import {
  type Reach,
  type RecipientState,
  reachOf,
  recipientKey,
} from '../../../../shared/rules/alert-delivery-rules';
import { cacheLifetimes } from '../../lib/swr';
import { useApi } from '../../lib/use-api';

/**
 * The e-mail recipients' confirmation states (double opt-in), and who a configuration reaches by
 * the same rule the server charges by (shared/rules/alert-delivery-rules.ts).
 */
export const useMonitorRecipients = (needed = true) =>
  useApi('listMonitorRecipients', needed ? {} : null, cacheLifetimes.list);

/** How the console shows a recipient: its server state, or the owner's address, or not saved yet. */
export type ShownRecipientState = RecipientState | 'owner' | 'new';

export function recipientStateOf(
  email: string,
  known: ListMonitorRecipientsResponse,
  saved: readonly string[],
): ShownRecipientState {
  const key = recipientKey(email);
  if (key === recipientKey(known.account_email)) return 'owner';
  const record = known.recipients.find((r) => recipientKey(r.email) === key);
  if (record) return record.state;
  return saved.some((s) => recipientKey(s) === key) ? 'unsent' : 'new';
}

/** Who an alert under `config` would reach now: the webhook, and the owner or confirmed recipients. */
export function reachNow(config: MonitorConfig, known: ListMonitorRecipientsResponse): Reach {
  const confirmed = new Set([
    recipientKey(known.account_email),
    ...known.recipients.filter((r) => r.state === 'confirmed').map((r) => recipientKey(r.email)),
  ]);
  return reachOf(config, (email) => confirmed.has(recipientKey(email)));
}
