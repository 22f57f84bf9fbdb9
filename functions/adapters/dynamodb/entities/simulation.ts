import { z } from 'zod';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { Transfer } from '../../../domain/chain/chain-source';
import { type ItemKey, storedDocument } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, epochMs, keyTemplate, number, soleItem, text } from './key-template';

/**
 * The simulated ledger's items: the anchor document of a chain (real labelled exchanges and risk
 * addresses chosen from the labels; a JSON document, at most 350 KB), and the transfers injected
 * on the local stack, one item per address side so each address reads its own in one query. Only
 * the local composition wires the injected transfers in; nothing on AWS reads or writes them.
 */
export const simulationAnchorsKey = soleItem('SIMWORLD#', text('chain'), 'ANCHORS');

export const injectedTransfersPartition = (chain: string, address: string) => `SIMTX#${chain}#${address}`;
const injectedTransferSideKey = keyTemplate(
  [text<Chain>('chain'), text('address'), digits('timestamp', 12), text('tx'), number('index')],
  (chain, address, timestamp, tx, index) => ({
    PK: injectedTransfersPartition(chain, address),
    SK: `${timestamp}#${tx}#${index}`,
  }),
);
/** The item of one address's side of a transfer. */
export const injectedTransferKey = (chain: Chain, address: string, transfer: Transfer): ItemKey =>
  injectedTransferSideKey(chain, address, transfer.timestamp, transfer.txHash, transfer.index ?? 0);

export const toInjectedTransferItem = (chain: Chain, address: string, transfer: Transfer) => ({
  ...injectedTransferKey(chain, address, transfer),
  type: 'InjectedTransfer',
  transfer,
});

export const injectedFreezesPartition = (chain: string) => `SIMFREEZE#${chain}`;
export const injectedFreezeKey = keyTemplate(
  [text<Chain>('chain'), epochMs('epoch'), text('address'), text('added|removed')],
  (chain, atMs, address, action) => ({
    PK: injectedFreezesPartition(chain),
    SK: `${atMs}#${address}#${action}`,
  }),
);
export const injectedFreezeItemSchema = z.object({
  action: z.enum(['added', 'removed']),
  address: z.string(),
  at_ms: z.number(),
});

export const injectedTransferItemSchema = z.object({ transfer: storedDocument<Transfer>() });

export const simulationDocs: readonly EntityDoc[] = [
  {
    item: 'simulation anchors',
    key: documented(simulationAnchorsKey, 'tron'),
    reads: ["the simulated ledger's anchors of a chain"],
    holds: 'document: JSON, at most 350 KB',
  },
  {
    item: 'injected transfer (local stack only)',
    key: documented(injectedTransferSideKey, 'tron', 'TAddr', 1_790_000_000, 'abc123', 0),
    reads: ['the transfers injected for an address (the simulated source merges them)'],
    holds: 'transfer: the whole transfer, one item per side',
  },
  {
    item: 'injected freeze (local stack only)',
    key: documented(injectedFreezeKey, 'tron', 1_790_000_000_000, 'TAddr', 'added'),
    reads: ["the freezes injected since the freeze feed's cursor (a range of the sort key)"],
    holds: 'action, address, at_ms',
  },
];
