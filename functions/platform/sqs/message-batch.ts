import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import type { Logger } from '../logger';

/**
 * An SQS consumer over one message contract (shared/contract/payloads), on Powertools' batch
 * processor: each record's body is parsed as JSON and checked with the contract's schema, the
 * handler runs for every record of the batch in parallel, and only the records whose handler
 * threw are reported back (ReportBatchItemFailures), so SQS retries those alone and, after the
 * queue's maxReceiveCount, moves them to its dead-letter queue. When every record fails the
 * invocation fails (Powertools' FullBatchFailureError): the same retry, and it shows in the
 * function's Errors metric.
 *
 * A malformed message (not JSON, or not the contract) is dropped loudly: logged at error level
 * with its id, the schema's issues and the start of its body, then deleted. Retrying cannot
 * repair it, and in a dead-letter queue it would only meet that queue's consumer again; a query
 * it may have been meant for is failed and refunded by the sweeper at its deadline.
 */
export interface MessageContext {
  readonly record: SQSRecord;
  /** The consumer's logger with the message id on every line. */
  readonly log: Logger;
}

export type MessageHandler<Message> = (message: Message, context: MessageContext) => Promise<void>;

/** How much of a malformed body the log keeps: enough to recognise it, not a whole payload. */
const BODY_EXCERPT = 200;

export function messageBatchHandler<Schema extends z.ZodType>(
  schema: Schema,
  log: Logger,
  handle: MessageHandler<z.infer<Schema>>,
) {
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    const recordLog = log.child({ messageId: record.messageId });
    const parsed = schema.safeParse(jsonOf(record.body));
    if (!parsed.success) {
      recordLog.error('malformed message dropped', {
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`),
        body: record.body.slice(0, BODY_EXCERPT),
      });
      return;
    }
    try {
      await handle(parsed.data, { record, log: recordLog });
    } catch (error) {
      recordLog.error('message failed; SQS delivers it again', { error });
      throw error;
    }
  };

  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    // A processor holds one batch's state: one per invocation, never shared.
    const processor = new BatchProcessor(EventType.SQS);
    return processPartialResponse(event, handleRecord, processor, context ? { context } : {});
  };
}

/** The body as JSON, or undefined (which no message schema accepts). */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
