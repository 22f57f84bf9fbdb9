import { z } from 'zod';
import type { UsageChain } from '../../../../shared/rules/chain-rules';
import { LATENCY_BUCKETS } from '../../../domain/usage/latency-histogram';
import type { UsageCounter } from '../../../domain/usage/usage.ports';
import { paddedMs, storedText, userPartition } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, epochMs, type KeyPart, keyTemplate, text } from './key-template';

/**
 * Public-API call counters of a user for one UTC hour, key and chain: one item, moved by an
 * atomic ADD per call (no read, no condition: concurrent calls add up); the credits are added by
 * the ledger's commits. The statistics read a range of hours from the user's usage partition.
 * Latency buckets are attributes h0…h11 (domain/usage/latency-histogram.ts).
 */
export const usagePartition = (userId: string): string => `${userPartition(userId)}#USAGE`;
/** Sort keys of a usage partition start with the hour (epoch ms, 15 digits). */
export const usageHourPrefix = (hourMs: number): string => `${paddedMs(hourMs)}#`;

/** Calls that name no chain are counted under `-`. */
const chainOrDash: KeyPart<string | null> = { pattern: '<chain or ->', write: (chain) => chain ?? '-' };

export const usageCounterKey = keyTemplate(
  [text('sub'), epochMs('hour'), digits('key id', 10), chainOrDash],
  (sub, hour, keyId, chain) => ({ PK: usagePartition(sub), SK: `${hour}#${keyId}#${chain}` }),
);

/** The attributes that say whose counter an item is, set by every write (the first creates it). */
export const usageCounterOwnerSet = 'SET hour_ms = :hour, key_id = :key, chain = :chain';
export const usageCounterOwnerValues = (hourMs: number, apiKeyId: number, chain: string | null) => ({
  ':hour': hourMs,
  ':key': apiKeyId,
  ':chain': chainOrDash.write(chain),
});

const count = () =>
  z
    .number()
    .optional()
    .transform((value) => value ?? 0);

export const usageCounterItemSchema = z
  .object({
    hour_ms: z.number(),
    key_id: z.number(),
    /** `-`: no chain (calls that name none). */
    chain: storedText<UsageChain | '-'>(),
    calls: count(),
    success: count(),
    failed: count(),
    credits: count(),
    total_ms: count(),
  })
  .catchall(z.unknown());

export const usageCounterFromItem = (item: Record<string, unknown>): UsageCounter => {
  const i = usageCounterItemSchema.parse(item);
  return {
    hourMs: i.hour_ms,
    apiKeyId: i.key_id,
    chain: i.chain === '-' ? null : i.chain,
    calls: i.calls,
    success: i.success,
    failed: i.failed,
    credits: i.credits,
    totalMs: i.total_ms,
    histogram: Array.from({ length: LATENCY_BUCKETS }, (_, n) => (item[`h${n}`] as number | undefined) ?? 0),
  };
};

export const usageCounterDocs: readonly EntityDoc[] = [
  {
    item: 'usage counter',
    key: documented(usageCounterKey, 'u1', 1_790_000_000_000, 3, 'tron'),
    reads: ["a user's API usage statistics: a range of hours"],
    holds:
      "hour_ms, key_id, chain, calls, success, failed, credits (added by the credit ledger: key 0 for the console and the service's own moves), total_ms, h0…h11",
  },
];
