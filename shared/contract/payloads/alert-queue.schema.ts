import { z } from 'zod';
import { chains } from '../../rules/chain-rules';

/**
 * The bodies of the alert queue (`wallet-risk-alert`, functions/platform/resource-design.ts): the
 * monitor poller puts one message per new alert (functions/adapters/sqs/monitor-queues.ts), the
 * consumer (functions/workers/alert-delivery) starts the "alert delivery" state machine named by
 * the alert id. The id alone: the alert item is the source of truth.
 */
export const alertIdSchema = z.string().regex(/^al_[0-9a-f]{32}$/, 'An alert id is al_ + 32 hex characters');
export const alertMessageSchema = z.object({ alert_id: alertIdSchema });
export type AlertMessage = z.infer<typeof alertMessageSchema>;

/**
 * The bodies of the monitor poll queue (`wallet-risk-monitor-poll`), one of two kinds:
 * - `shard`: the scheduled fan-out puts one per shard of active monitored addresses; the shard
 *   poller reads each address of that shard (chains without a block scan). Messages written
 *   before the kinds existed have no `kind` and are shard messages.
 * - `scan`: one per chain that may be read by block scan; the poller reads the chain's new
 *   blocks once and matches them against all its monitored addresses.
 * A message older than a couple of minutes is skipped (a newer poll was scheduled since).
 */
export const monitorShardPollMessageSchema = z.object({
  kind: z.literal('shard').default('shard'),
  shard: z.int().min(0).max(1023),
  /** Epoch ms of the scheduled run that sent it. */
  scheduled_at: z.int().min(0),
});
export const monitorChainScanMessageSchema = z.object({
  kind: z.literal('scan'),
  chain: z.enum(chains),
  /** Epoch ms of the scheduled run that sent it. */
  scheduled_at: z.int().min(0),
});
export const monitorPollMessageSchema = z.discriminatedUnion('kind', [
  monitorShardPollMessageSchema,
  monitorChainScanMessageSchema,
]);
export type MonitorPollMessage = z.infer<typeof monitorPollMessageSchema>;
