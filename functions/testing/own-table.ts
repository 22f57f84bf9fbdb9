import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { seedTable } from '../../scripts/local/seeding/seed-table';
import type { Config } from '../platform/config';

/**
 * Creates a table of the stack's design on its DynamoDB Local, for a test whose writes must not
 * change what other test files read (label imports, a label source's cursors).
 */
export async function createOwnTable(
  config: Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>,
  table: string,
) {
  const dynamodb = new DynamoDBClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await seedTable(dynamodb, table);
  dynamodb.destroy();
}
