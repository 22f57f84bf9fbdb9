import { z } from 'zod';

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
 * The bodies of the monitor poll queue (`wallet-risk-monitor-poll`): the scheduled fan-out puts
 * one message per shard of active monitored addresses; the shard poller reads that shard. A
 * message older than a couple of minutes is skipped (a newer poll was scheduled since).
 */
export const monitorPollMessageSchema = z.object({
  shard: z.int().min(0).max(1023),
  /** Epoch ms of the scheduled run that sent it. */
  scheduled_at: z.int().min(0),
});
export type MonitorPollMessage = z.infer<typeof monitorPollMessageSchema>;
