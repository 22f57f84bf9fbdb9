import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  alertMessageSchema,
  monitorPollMessageSchema,
} from '../../../shared/contract/messages/alert-queue.schema';

/** The alert queue: one message per new alert, checked against the contract before it leaves. */
export function createAlertQueue(sqs: SQSClient, queueUrl: string) {
  return async (alertId: string): Promise<void> => {
    const body = alertMessageSchema.parse({ alert_id: alertId });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}

/** The monitor poll queue: one message per shard. */
export function createMonitorPollQueue(sqs: SQSClient, queueUrl: string) {
  return async (shard: number, scheduledAtMs: number): Promise<void> => {
    const body = monitorPollMessageSchema.parse({ shard, scheduled_at: scheduledAtMs });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
  };
}
