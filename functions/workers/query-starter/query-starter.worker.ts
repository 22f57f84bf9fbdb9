import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { StartAnalysis } from '../../adapters/sfn/analysis-executions';
import type { Logger } from '../../platform/logger';

/**
 * The query queue's consumer: one analysis execution per queued query. A message whose
 * execution already exists (a redelivery) is done; a message that fails is reported alone so
 * only it is retried, and after the queue's maxReceiveCount it moves to the dead-letter queue.
 */
export function createQueryStarter(deps: { start: StartAnalysis; log: Logger }) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    await Promise.all(
      event.Records.map(async (record) => {
        const query_hash = queryHashOf(record.body);
        try {
          if (query_hash === undefined) {
            // Retrying a malformed message cannot help; drop it loudly.
            deps.log.error('query message without a query_hash', { messageId: record.messageId });
            return;
          }
          const outcome = await deps.start(query_hash);
          deps.log.info('analysis execution', { queryHash: query_hash, outcome });
        } catch (error) {
          deps.log.error('could not start the analysis', { messageId: record.messageId, error });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      }),
    );
    return { batchItemFailures };
  };
}

function queryHashOf(body: string): string | undefined {
  try {
    const { query_hash } = JSON.parse(body) as { query_hash?: unknown };
    return typeof query_hash === 'string' && query_hash !== '' ? query_hash : undefined;
  } catch {
    return undefined;
  }
}
