import { z } from 'zod';
import { queryHashSchema } from '../common.schema';

/**
 * The bodies of the query queue (`wallet-risk-query`, functions/platform/resource-design.ts):
 * query/create puts one message per new query (functions/adapters/sqs/query-queue.ts), the starter
 * (functions/workers/query-starter) turns it into an analysis execution named by the hash.
 * Kept to the hash alone: the query item is the source of truth, so a late or repeated message
 * can never carry stale data.
 */
export const queryMessageSchema = z.object({ query_hash: queryHashSchema });
export type QueryMessage = z.infer<typeof queryMessageSchema>;

/**
 * The query queue's dead-letter queue (`wallet-risk-query-dlq`) receives the bodies SQS gave up on
 * after maxReceiveCount receives, unchanged (a redrive never rewrites a body). Its consumer
 * (functions/workers/query-dead-letter) fails and refunds the query if it never started.
 */
export const queryDeadLetterMessageSchema = queryMessageSchema;
export type QueryDeadLetterMessage = z.infer<typeof queryDeadLetterMessageSchema>;
