import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { scanItems } from './reads';

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
