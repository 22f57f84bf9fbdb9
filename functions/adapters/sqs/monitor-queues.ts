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

/** The monitor poll queue: one message per shard, and one per chain read by block scan. */
export function createMonitorPollQueue(sqs: SQSClient, queueUrl: string) {
  const send = async (message: MonitorPollMessage) => {
    const body = monitorPollMessageSchema.parse(message);
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
  return {
    enqueueShard: (shard: number, scheduledAtMs: number) =>
      send({ kind: 'shard', shard, scheduled_at: scheduledAtMs }),
    enqueueScan: (chain: Chain, scheduledAtMs: number) =>
      send({ kind: 'scan', chain, scheduled_at: scheduledAtMs }),
  };
}
