import { z } from 'zod';
import type { Chain, Token } from '../../../../shared/rules/chain-rules';
import type { CounterpartyDealing } from '../../../domain/monitoring/counterparty-index.ports';
import { RESCREEN_LOOKBACK_SECONDS } from '../../../domain/monitoring/counterparty-rescreen';
import { camelCased, snakeCased, storedText } from './entity';
import type { EntityDoc } from './entity-doc';
import { documented, keyTemplate, text } from './key-template';

/**
 * The counterparty index (`CPTY#<chain>#<counterparty>` / `MON#<monitor id>`): one item per
 * monitored address and counterparty it dealt with, the latest transfer between them. Keyed by
 * the counterparty, so when it gains a risk label one Query on its partition answers every
 * monitored address to warn; no index is needed. Each poll that reads transfers of a monitored
 * address puts its counterparties' items (a later put replaces the earlier one), and `ttl` ends
 * the item when the dealing leaves the look-back window.
 */
export const COUNTERPARTY_PREFIX = 'CPTY#';
export const counterpartyPartition = (chain: string, counterparty: string) =>
  `${COUNTERPARTY_PREFIX}${chain}#${counterparty}`;
export const counterpartyDealingKey = keyTemplate(
  [text<Chain>('chain'), text('counterparty'), text('monitor id')],
  (chain, counterparty, monitorId) => ({
    PK: counterpartyPartition(chain, counterparty),
    SK: `MON#${monitorId}`,
  }),
);

export const counterpartyDealingItemSchema = z.object({
  chain: storedText<Chain>(),
  counterparty: z.string(),
  monitor_id: z.string(),
  user_id: z.string(),
  monitoring_address: z.string(),
  token: storedText<Token>(),
  /** Epoch seconds. */
  last_seen: z.number(),
  direction: storedText<CounterpartyDealing['direction']>(),
  tx_hash: z.string(),
  amount: z.string(),
  log_index: z.number(),
});

export const toCounterpartyDealingItem = (d: CounterpartyDealing) => ({
  ...counterpartyDealingKey(d.chain, d.counterparty, d.monitorId),
  type: 'CounterpartyDealing',
  ...snakeCased(d),
  ttl: d.lastSeen + RESCREEN_LOOKBACK_SECONDS,
});

export const counterpartyDealingFromItem = (item: Record<string, unknown>): CounterpartyDealing =>
  camelCased(counterpartyDealingItemSchema.parse(item));

export const counterpartyDocs: readonly EntityDoc[] = [
  {
    item: 'counterparty dealing',
    key: documented(counterpartyDealingKey, 'tron', 'TCounterparty', 'mon_4fT9xQ2kLm'),
    reads: [
      're-screening: the monitored addresses that dealt with an address that just gained a risk label (one Query on its partition, expired items filtered out)',
    ],
    holds:
      'user_id, monitor_id, monitoring_address, token, last_seen (epoch s), direction, tx_hash, amount, log_index of the latest non-zero transfer between them; put (replaced) by every poll that reads such a transfer; `ttl` = last_seen + the 90-day look-back',
  },
];
