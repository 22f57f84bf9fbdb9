import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { type IndexDesign, tableDesign } from '../../../functions/platform/resource-design';

/**
 * The single table as the CDK stateful stack creates it (resource-design.ts): PK/SK, every GSI
 * with its projection, on-demand billing, TTL on `ttl`. Creates what is missing (a table, or a GSI added
 * to the design since `.data/` was made) and leaves what matches alone.
 */
const keyAttributes = (): AttributeDefinition[] => {
  const names = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  return [...new Set(names)].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }));
};

const indexOf = (index: IndexDesign): GlobalSecondaryIndex => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: index.projection },
});

const describe = async (client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> => {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

export async function seedTable(client: DynamoDBClient, tableName: string): Promise<string[]> {
  const changes: string[] = [];
  const table = await describe(client, tableName);
  if (!table) {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes(),
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.indexes.map(indexOf),
      }),
    );
    changes.push(`created table ${tableName}`);
  } else {
    const existing = new Set((table.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    // DynamoDB adds one GSI per UpdateTable call.
    for (const index of tableDesign.indexes.filter((i) => !existing.has(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: keyAttributes(),
          GlobalSecondaryIndexUpdates: [{ Create: indexOf(index) }],
        }),
      );
      changes.push(`added index ${index.name} to ${tableName}`);
    }
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
  // Enabling twice is an error on AWS ("TimeToLive is already enabled"), so look first.
  if (status !== 'ENABLED' && status !== 'ENABLING') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
      }),
    );
    changes.push(`enabled TTL on ${tableName}.${tableDesign.ttlAttribute}`);
  }
  return changes;
}
