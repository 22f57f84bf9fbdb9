import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { queryBetween, queryPrefix, scanItems } from './reads';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);

beforeEach(() => mock.reset());

describe('scanItems', () => {
  it('reads on from each page’s last key until a page has none, keeping the input', async () => {
    // Prepare
    mock
      .on(ScanCommand)
      .resolvesOnce({ Items: [{ n: 1 }, { n: 2 }], LastEvaluatedKey: { PK: 'b' } })
      .resolvesOnce({ LastEvaluatedKey: { PK: 'c' } })
      .resolvesOnce({ Items: [{ n: 3 }] });
    // Act
    const items = [];
    for await (const item of scanItems(ddb, { TableName: 'wallet-risk', IndexName: 'GSI1' }))
      items.push(item);
    // Assess
    expect(items).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(mock.commandCalls(ScanCommand).map((c) => c.args[0].input)).toEqual([
      { TableName: 'wallet-risk', IndexName: 'GSI1', ExclusiveStartKey: undefined },
      { TableName: 'wallet-risk', IndexName: 'GSI1', ExclusiveStartKey: { PK: 'b' } },
      { TableName: 'wallet-risk', IndexName: 'GSI1', ExclusiveStartKey: { PK: 'c' } },
    ]);
  });
});

describe('partition reads', () => {
  it('ask one partition by sort-key prefix or range, the caller’s own values kept', async () => {
    // Prepare
    mock.on(QueryCommand).resolves({ Items: [{ n: 1 }] });
    // Act
    await queryPrefix(ddb, 'wallet-risk', 'USER#u1', 'ALERT#', {
      FilterExpression: 'seen = :seen',
      ExpressionAttributeValues: { ':seen': false },
    });
    const between = await queryBetween(ddb, 'wallet-risk', 'USAGE#u1', 'H#0001', 'H#0002~');
    // Assess
    expect(between).toEqual([{ n: 1 }]);
    expect(mock.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: 'wallet-risk',
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        FilterExpression: 'seen = :seen',
        ExpressionAttributeValues: { ':pk': 'USER#u1', ':prefix': 'ALERT#', ':seen': false },
        ExclusiveStartKey: undefined,
      },
      {
        TableName: 'wallet-risk',
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': 'USAGE#u1', ':from': 'H#0001', ':to': 'H#0002~' },
        ExclusiveStartKey: undefined,
      },
    ]);
  });
});
