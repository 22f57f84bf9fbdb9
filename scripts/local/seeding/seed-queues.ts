import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import {
  deadLetterQueueName,
  type QueueDesign,
  queueDesigns,
} from '../../../functions/platform/resource-design';

/**
 * Every queue of resource-design.ts with its dead-letter queue, the same attributes and redrive
 * policy as CDK: a queue that exists is brought to the design, one that matches is left alone.
 */
export type QueueKey = keyof typeof queueDesigns;

export interface LocalQueue {
  readonly name: string;
  readonly url: string;
  readonly arn: string;
}

export interface SeededQueue extends LocalQueue {
  readonly key: QueueKey;
  readonly deadLetter: LocalQueue;
}

/** Env variable names for the queue URLs, e.g. QUERY_QUEUE_URL and QUERY_DLQ_URL. */
export const queueUrlVariable = (key: string): string => `${snakeUpper(key)}_QUEUE_URL`;
/** monitorPoll → MONITOR_POLL. */
const snakeUpper = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
export const deadLetterUrlVariable = (key: string): string => `${snakeUpper(key)}_DLQ_URL`;

async function ensureQueue(
  sqs: SQSClient,
  name: string,
  attributes: Record<string, string>,
  changes: string[],
): Promise<LocalQueue> {
  let url: string | undefined;
  try {
    url = (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
  } catch (error) {
    if (!(error instanceof QueueDoesNotExist)) throw error;
  }
  if (!url) {
    url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl!;
    changes.push(`created queue ${name}`);
  } else {
    const current: Record<string, string | undefined> =
      (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] })))
        .Attributes ?? {};
    const differing = Object.fromEntries(
      Object.entries(attributes).filter(([key, value]) => !sameAttribute(key, current[key], value)),
    );
    if (Object.keys(differing).length > 0) {
      await sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: differing }));
      changes.push(`updated queue ${name} (${Object.keys(differing).join(', ')})`);
    }
  }
  const arn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] })))
    .Attributes?.QueueArn;
  if (!arn) throw new Error(`Queue ${name} has no QueueArn`);
  return { name, url, arn };
}

/** RedrivePolicy comes back as JSON whose number may be a string; compare meaning, not text. */
const sameAttribute = (key: string, current: string | undefined, wanted: string): boolean => {
  if (current === undefined) return false;
  if (key !== 'RedrivePolicy') return current === wanted;
  const a = JSON.parse(current) as { deadLetterTargetArn: string; maxReceiveCount: number | string };
  const b = JSON.parse(wanted) as typeof a;
  return (
    a.deadLetterTargetArn === b.deadLetterTargetArn && Number(a.maxReceiveCount) === Number(b.maxReceiveCount)
  );
};

async function seedQueue(sqs: SQSClient, key: QueueKey, design: QueueDesign, changes: string[]) {
  const deadLetter = await ensureQueue(
    sqs,
    deadLetterQueueName(design),
    { MessageRetentionPeriod: String(design.deadLetterRetentionSeconds) },
    changes,
  );
  const queue = await ensureQueue(
    sqs,
    design.name,
    {
      VisibilityTimeout: String(design.visibilityTimeoutSeconds),
      MessageRetentionPeriod: String(design.retentionSeconds),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: deadLetter.arn,
        maxReceiveCount: design.maxReceiveCount,
      }),
    },
    changes,
  );
  return { key, ...queue, deadLetter };
}

export async function seedQueues(sqs: SQSClient): Promise<{ queues: SeededQueue[]; changes: string[] }> {
  const changes: string[] = [];
  const queues: SeededQueue[] = [];
  for (const [key, design] of Object.entries(queueDesigns) as [QueueKey, QueueDesign][]) {
    queues.push(await seedQueue(sqs, key, design, changes));
  }
  return { queues, changes };
}
