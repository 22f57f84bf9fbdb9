import { pathToFileURL } from 'node:url';
import { createLogger } from '../../functions/platform/logger';
import { tableDesign } from '../../functions/platform/resource-design';
import { publishedLabelsDir } from '../../functions/testing/published-labels';
import { createSeedClients, type SeedTarget } from './seeding/seed-clients';
import { seedLabels } from './seeding/seed-labels';
import { seedListCounts } from './seeding/seed-list-counts';
import { seedPlans } from './seeding/seed-plans';
import { deadLetterUrlVariable, queueUrlVariable, type SeededQueue, seedQueues } from './seeding/seed-queues';
import { seedTable } from './seeding/seed-table';
import { seedUserPool } from './seeding/seed-user-pool';
import { localEndpoints, localPortsFrom } from './support/local-config';

/**
 * Seeds the local servers with what the CDK stateful stack creates on AWS, from the same design
 * (functions/platform/resource-design.ts): the table, the queues with their DLQs, the user pool
 * and its client, and the plan catalogue. Idempotent: it creates what is missing, brings what
 * differs back to the design, and a second run reports no changes.
 *
 * Run alone against a running stack: `npx tsx scripts/local/seed.ts` (endpoints from
 * DYNAMODB_ENDPOINT, COGNITO_ENDPOINT, SQS_ENDPOINT, defaulting to the `npm start` ports, moved
 * by DYNAMODB_PORT, COGNITO_PORT, SQS_PORT as for npm start).
 */
export type { SeedTarget } from './seeding/seed-clients';

export interface SeedResult {
  /** Env variables the handlers need: TABLE_NAME, USER_POOL_ID, USER_POOL_CLIENT_ID, <QUEUE>_QUEUE_URL… */
  readonly env: Record<string, string>;
  readonly queues: readonly SeededQueue[];
  /** What this run changed; empty when everything already matched the design. */
  readonly changes: readonly string[];
}

export async function seedLocalStack(target: SeedTarget): Promise<SeedResult> {
  const clients = createSeedClients(target);
  try {
    // Independent servers: seed them side by side; the plans need the table first.
    const [tableChanges, queues, pool] = await Promise.all([
      seedTable(clients.dynamodb, target.tableName),
      seedQueues(clients.sqs),
      seedUserPool(clients.cognito),
    ]);
    const planChanges = await seedPlans(clients.documents, target.tableName);
    const countChanges = await seedListCounts(clients.documents, target.tableName);
    const labelChanges = target.labelsDir
      ? await seedLabels(clients, target.tableName, target.labelsDir, target.log ?? createLogger('warn'))
      : [];
    const env: Record<string, string> = {
      TABLE_NAME: target.tableName,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      USER_POOL_CLIENT_SECRET: pool.clientSecret,
    };
    for (const queue of queues.queues) {
      env[queueUrlVariable(queue.key)] = queue.url;
      env[deadLetterUrlVariable(queue.key)] = queue.deadLetter.url;
    }
    return {
      env,
      queues: queues.queues,
      changes: [
        ...tableChanges,
        ...queues.changes,
        ...pool.changes,
        ...planChanges,
        ...countChanges,
        ...labelChanges,
      ],
    };
  } finally {
    clients.destroy();
  }
}

/** The local table is named after the design; CDK names the deployed one. */
export const localTableName = tableDesign.name;

export function seedTargetFromEnv(env: Record<string, string | undefined>): SeedTarget {
  const local = localEndpoints(localPortsFrom(env));
  return {
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME ?? localTableName,
    endpoints: {
      dynamodb: env.DYNAMODB_ENDPOINT ?? local.dynamodb,
      cognito: env.COGNITO_ENDPOINT ?? local.cognito,
      sqs: env.SQS_ENDPOINT ?? local.sqs,
    },
    labelsDir: env.LABELS_DIR ?? publishedLabelsDir,
  };
}

const runAlone = async (): Promise<void> => {
  const result = await seedLocalStack(seedTargetFromEnv(process.env));
  for (const change of result.changes) console.log(`  ${change}`);
  if (result.changes.length === 0) console.log('  nothing to change: everything matches the design');
  for (const [name, value] of Object.entries(result.env)) console.log(`${name}=${value}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAlone().catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Is the local stack running (npm start)?');
    process.exit(1);
  });
}
