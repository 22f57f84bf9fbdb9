import { z } from 'zod';
import type { Chain } from '../../../../shared/rules/chain-rules';
import type { Transfer } from '../../../domain/chain/chain-source';
import { type EntityDoc, type ItemKey, padded, storedDocument } from './entity';

/**
 * The simulated ledger's items: the anchor document of a chain (real labelled exchanges and risk
 * addresses chosen from the labels; a JSON document, at most 350 KB), and the transfers injected
 * on the local stack, one item per address side so each address reads its own in one query. Only
 * the local composition wires the injected transfers in; nothing on AWS reads or writes them.
 */
export const simulationAnchorsKey = (chain: string): ItemKey => ({ PK: `SIMWORLD#${chain}`, SK: 'ANCHORS' });

export const injectedTransfersPartition = (chain: Chain, address: string) => `SIMTX#${chain}#${address}`;
export const injectedTransferKey = (chain: Chain, address: string, transfer: Transfer): ItemKey => ({
  PK: injectedTransfersPartition(chain, address),
  SK: `${padded(transfer.timestamp, 12)}#${transfer.txHash}#${transfer.index ?? 0}`,
});

export const toInjectedTransferItem = (chain: Chain, address: string, transfer: Transfer) => ({
  ...injectedTransferKey(chain, address, transfer),
  type: 'InjectedTransfer',
  transfer,
});

export const injectedFreezesPartition = (chain: Chain) => `SIMFREEZE#${chain}`;
export const injectedFreezeKey = (chain: Chain, atMs: number, address: string, action: string): ItemKey => ({
  PK: injectedFreezesPartition(chain),
  SK: `${padded(atMs, 15)}#${address}#${action}`,
});
export const injectedFreezeItemSchema = z.object({
  action: z.enum(['added', 'removed']),
  address: z.string(),
  at_ms: z.number(),
});

export const injectedTransferItemSchema = z.object({ transfer: storedDocument<Transfer>() });

export const simulationDocs: readonly EntityDoc[] = [
  {
    item: 'simulation anchors',
    key: { PK: 'SIMWORLD#<chain>', SK: 'ANCHORS' },
    example: simulationAnchorsKey('tron'),
    reads: ["the simulated ledger's anchors of a chain"],
    holds: 'document: JSON, at most 350 KB',
  },
  {
    item: 'injected transfer (local stack only)',
    key: { PK: 'SIMTX#<chain>#<address>', SK: '<timestamp, 12 digits>#<tx>#<index>' },
    example: injectedTransferKey('tron', 'TAddr', {
      txHash: 'abc123',
      timestamp: 1_790_000_000,
      from: 'TAddr',
      to: 'TOther',
      value: '30000000',
      index: 0,
    }),
    reads: ['the transfers injected for an address (the simulated source merges them)'],
    holds: 'transfer: the whole transfer, one item per side',
  },
  {
    item: 'injected freeze (local stack only)',
    key: { PK: 'SIMFREEZE#<chain>', SK: '<epoch ms, 15 digits>#<address>#<added|removed>' },
    example: injectedFreezeKey('tron', 1_790_000_000_000, 'TAddr', 'added'),
    reads: ["the freezes injected since the freeze feed's cursor (a range of the sort key)"],
    holds: 'action, address, at_ms',
  },
];
