import {
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import type { Logger } from '../../../functions/platform/logger';

/**
 * The local Lambda event source mapping for an SQS queue: long-polls, invokes the function with an
 * SQSEvent of up to BatchSize messages, deletes them when it succeeds and leaves them to come back
 * after the visibility time-out when it throws (and so, after maxReceiveCount, to the DLQ). With
 * ReportBatchItemFailures only the messages the function names are left. With a maximum
 * concurrency, that many receive-and-invoke loops run side by side, as Lambda scales out.
 */
export interface QueuePollerOptions {
  readonly sqs: SQSClient;
  readonly queueUrl: string;
  readonly queueArn: string;
  readonly region: string;
  readonly batchSize: number;
  readonly reportBatchItemFailures: boolean;
  readonly invoke: (event: SQSEvent) => Promise<unknown>;
  readonly log: Logger;
  /** Long-poll wait, seconds (1-20). */
  readonly waitSeconds?: number;
  /**
   * Holds each batch this long before the consumer sees it, like a queue with a backlog. Browser
   * journeys use it so the pending and processing states stay on screen long enough to be seen.
   */
  readonly deliveryDelayMs?: number;
  /**
   * Batches handled at once (the mapping's ScalingConfig.MaximumConcurrency on AWS, where Lambda
   * scales out); default 1.
   */
  readonly concurrency?: number;
}

export interface QueuePoller {
  stop(): Promise<void>;
}

export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  const messageAttributes: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {})) {
    messageAttributes[name] = {
      dataType: value.DataType ?? 'String',
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined
        ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') }
        : {}),
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((b) => Buffer.from(b).toString('base64')),
    };
  }
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(attributes.MessageGroupId ? { MessageGroupId: attributes.MessageGroupId } : {}),
      ...(attributes.MessageDeduplicationId
        ? { MessageDeduplicationId: attributes.MessageDeduplicationId }
        : {}),
    },
    messageAttributes,
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

/** The messages to delete after an invocation: all, or all but the reported failures. */
export function messagesToDelete(
  records: SQSRecord[],
  result: unknown,
  reportBatchItemFailures: boolean,
): SQSRecord[] {
  if (!reportBatchItemFailures) return records;
  const failures = (result as SQSBatchResponse | undefined)?.batchItemFailures;
  if (!Array.isArray(failures)) return records;
  const failed = new Set(failures.map((f) => f.itemIdentifier));
  // Lambda: an empty or missing identifier fails the whole batch.
  if (failures.some((f) => !f.itemIdentifier)) return [];
  return records.filter((r) => !failed.has(r.messageId));
}

export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const controller = new AbortController();
  const { log } = options;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const loop = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      let messages: Message[];
      try {
        // Like the Lambda event source mapping: one long poll for up to a batch, which the
        // emulator (fauxqs), like SQS, answers as soon as any message is there.
        const received = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(options.batchSize, 10),
            WaitTimeSeconds: options.waitSeconds ?? 10,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: controller.signal },
        );
        messages = received.Messages ?? [];
      } catch (error) {
        if (controller.signal.aborted) return;
        log.warn('queue receive failed', { queueUrl: options.queueUrl, error });
        await pause(1_000);
        continue;
      }
      if (messages.length === 0) continue;
      if (options.deliveryDelayMs) await pause(options.deliveryDelayMs);
      const records = messages.map((m) => toSqsRecord(m, options.queueArn, options.region));
      let result: unknown;
      try {
        result = await options.invoke({ Records: records });
      } catch (error) {
        log.error('queue consumer failed; messages return after the visibility time-out', {
          queueUrl: options.queueUrl,
          messages: records.length,
          error,
        });
        continue;
      }
      const done = messagesToDelete(records, result, options.reportBatchItemFailures);
      if (done.length === 0) continue;
      try {
        await options.sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
          }),
        );
      } catch (error) {
        log.warn('deleting processed messages failed; they will be delivered again', { error });
      }
    }
  };

  const running = Promise.all(
    Array.from({ length: Math.max(1, Math.floor(options.concurrency ?? 1)) }, () => loop()),
  );
  return {
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}
