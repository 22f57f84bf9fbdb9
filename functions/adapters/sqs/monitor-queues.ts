import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  alertMessageSchema,
  type MonitorPollMessage,
  monitorPollMessageSchema,
} from '../../../shared/contract/payloads/alert-queue.schema';
import type { Chain } from '../../../shared/rules/chain-rules';

/** The alert queue: one message per new alert, checked against the contract before it leaves. */
export function createAlertQueue(sqs: SQSClient, queueUrl: string) {
  return async (alertId: string): Promise<void> => {
    const body = alertMessageSchema.parse({ alert_id: alertId });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}

/**
 * The monitor poll queue: one message per shard, and per chain read by block scan one per scan
 * interval, held back by SQS's per-message delay (a standard queue's, up to 15 minutes) until its
 * time, so no Lambda waits for it.
 */
export function createMonitorPollQueue(sqs: SQSClient, queueUrl: string) {
  const send = async (message: MonitorPollMessage, delaySeconds = 0) => {
    const body = monitorPollMessageSchema.parse(message);
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(body),
        ...(delaySeconds > 0 && { DelaySeconds: delaySeconds }),
      }),
    );
  };
  return {
    enqueueShard: (shard: number, scheduledAtMs: number) =>
      send({ kind: 'shard', shard, scheduled_at: scheduledAtMs }),
    enqueueScan: (chain: Chain, scheduledAtMs: number, delaySeconds: number) =>
      send({ kind: 'scan', chain, scheduled_at: scheduledAtMs }, delaySeconds),
  };
}
