import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import {
  RESCREEN_CHANGES_PER_MESSAGE,
  type RescreenMessage,
  rescreenMessageSchema,
} from '../../../shared/contract/payloads/rescreen-queue.schema';
import type { RiskLabelChange } from '../../domain/labels/risk-label-changes';

/** SendMessageBatch's limit. */
const MESSAGES_PER_CALL = 10;

/** The messages for a list of changes: per chain, RESCREEN_CHANGES_PER_MESSAGE changes a message. */
export function rescreenMessagesOf(changes: readonly RiskLabelChange[]): RescreenMessage[] {
  const byChain = new Map<RiskLabelChange['chain'], RiskLabelChange[]>();
  for (const change of changes) {
    const ofChain = byChain.get(change.chain);
    if (ofChain) ofChain.push(change);
    else byChain.set(change.chain, [change]);
  }
  const messages: RescreenMessage[] = [];
  for (const [chain, ofChain] of byChain)
    for (let at = 0; at < ofChain.length; at += RESCREEN_CHANGES_PER_MESSAGE)
      messages.push(
        rescreenMessageSchema.parse({
          chain,
          changes: ofChain.slice(at, at + RESCREEN_CHANGES_PER_MESSAGE).map((c) => ({
            address: c.address,
            category: c.category,
            source: c.source,
            source_date: c.sourceDate,
          })),
        }),
      );
  return messages;
}

/**
 * The re-screen queue: the addresses an import made riskier, checked against the contract before
 * they leave. A batch entry SQS refuses fails the call, so the import fails before its snapshot
 * switches and the next run finds the same changes again.
 */
export function createRescreenQueue(sqs: SQSClient, queueUrl: string) {
  return async (changes: readonly RiskLabelChange[]): Promise<void> => {
    const messages = rescreenMessagesOf(changes);
    for (let at = 0; at < messages.length; at += MESSAGES_PER_CALL) {
      const batch = messages.slice(at, at + MESSAGES_PER_CALL);
      const { Failed } = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((message, n) => ({ Id: String(n), MessageBody: JSON.stringify(message) })),
        }),
      );
      if (Failed?.length)
        throw new Error(`re-screen queue refused ${Failed.length} messages: ${Failed[0]?.Message ?? ''}`);
    }
  };
}
