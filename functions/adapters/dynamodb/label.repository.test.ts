import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { AddressLabel } from '../../domain/labels/address-label';
import { ANCHORS_MAX_BYTES, createLabelRepository, UnprocessedItemsError } from './label.repository';

const TABLE = 'wallet-risk';
const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const mock = mockClient(ddb);
const noWait = async () => {};

const label = (n: number): AddressLabel => ({
  chain: 'ethereum',
  address: `0x${n.toString(16).padStart(40, '0')}`,
  source: 'forta-etherscan',
  sourceDate: '2023-01-26',
  category: 'fraudulent',
  name: `Fake_Phishing${n}`,
});

beforeEach(() => mock.reset());

describe('putLabels', () => {
  it('writes 25 items per BatchWriteItem under the label keys', async () => {
    // Prepare
    mock.on(BatchWriteCommand).resolves({});
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait });
    // Act
    await repository.putLabels(Array.from({ length: 60 }, (_, i) => label(i)));
    // Assess
    const calls = mock.commandCalls(BatchWriteCommand);
    expect(calls.map((c) => c.args[0].input.RequestItems![TABLE]!.length)).toEqual([25, 25, 10]);
    expect(calls[0]!.args[0].input.RequestItems![TABLE]![0]).toEqual({
      PutRequest: {
        Item: {
          PK: `LABEL#ethereum#${label(0).address}`,
          SK: 'forta-etherscan#fraudulent',
          type: 'Label',
          chain: 'ethereum',
          address: label(0).address,
          source: 'forta-etherscan',
          source_date: '2023-01-26',
          category: 'fraudulent',
          exchange_name: undefined,
          name: 'Fake_Phishing0',
        },
      },
    });
  });

  it('retries the unprocessed items until they are written', async () => {
    const batch = Array.from({ length: 3 }, (_, i) => label(i));
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait });
    mock
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [{ PutRequest: { Item: { PK: 'x', SK: 'y' } } }] } })
      .resolves({});

    await repository.putLabels(batch);

    const calls = mock.commandCalls(BatchWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.args[0].input.RequestItems![TABLE]).toEqual([
      { PutRequest: { Item: { PK: 'x', SK: 'y' } } },
    ]);
  });

  it('gives up after maxAttempts', async () => {
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait, maxAttempts: 3 });
    mock
      .on(BatchWriteCommand)
      .resolves({ UnprocessedItems: { [TABLE]: [{ DeleteRequest: { Key: { PK: 'x', SK: 'y' } } }] } });

    await expect(repository.putLabels([label(1)])).rejects.toBeInstanceOf(UnprocessedItemsError);
    expect(mock.commandCalls(BatchWriteCommand)).toHaveLength(3);
  });
});

describe('getLabels', () => {
  it('reads 100 keys per BatchGetItem and retries unprocessed keys', async () => {
    // Prepare
    const item = (n: number) => ({
      PK: `LABEL#ethereum#${label(n).address}`,
      SK: 'forta-etherscan#fraudulent',
      chain: 'ethereum',
      address: label(n).address,
      source: 'forta-etherscan',
      source_date: '2023-01-26',
      category: 'fraudulent',
      name: `Fake_Phishing${n}`,
    });
    mock
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [TABLE]: [item(1)] },
        UnprocessedKeys: { [TABLE]: { Keys: [{ PK: item(2).PK, SK: item(2).SK }] } },
      })
      .resolves({ Responses: { [TABLE]: [item(2)] } });
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait, concurrency: 1 });
    const keys = Array.from({ length: 150 }, (_, n) => ({
      chain: 'ethereum' as const,
      address: label(n).address,
      slot: 'forta-etherscan#fraudulent',
    }));
    // Act
    const found = await repository.getLabels(keys);
    // Assess
    const sizes = mock
      .commandCalls(BatchGetCommand)
      .map((c) => c.args[0].input.RequestItems![TABLE]!.Keys!.length);
    expect(sizes).toEqual([100, 1, 50]);
    expect(found).toContainEqual(label(1));
    expect(found).toContainEqual(label(2));
  });
});

describe('label index', () => {
  it('writes the parts before the header, then drops the previous version', async () => {
    mock.on(BatchWriteCommand).resolves({});
    mock.on(PutCommand).resolves({});
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait });
    const index = { version: 'v2', slots: ['ofac#sanction'], count: 1, parts: [new Uint8Array(24)] };

    await repository.putLabelIndex('ethereum', index, { version: 'v1', slots: [], count: 0, parts: 2 });

    const order = mock.calls().map((c) => c.args[0].constructor.name);
    expect(order).toEqual(['BatchWriteCommand', 'PutCommand', 'BatchWriteCommand']);
    expect(mock.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      PK: 'LABELINDEX#ethereum',
      SK: 'VERSION',
      version: 'v2',
      parts: 1,
    });
    expect(mock.commandCalls(BatchWriteCommand)[1]!.args[0].input.RequestItems![TABLE]).toEqual([
      { DeleteRequest: { Key: { PK: 'LABELINDEX#ethereum', SK: 'PART#v1#000' } } },
      { DeleteRequest: { Key: { PK: 'LABELINDEX#ethereum', SK: 'PART#v1#001' } } },
    ]);
  });

  it('answers undefined when a part of the named version is gone', async () => {
    mock.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    const repository = createLabelRepository(ddb, TABLE, { sleep: noWait });
    expect(
      await repository.getLabelIndex('bsc', { version: 'v1', slots: [], count: 3, parts: 1 }),
    ).toBeUndefined();
  });
});

describe('simulation anchors', () => {
  it('stores and loads a JSON document under SIMWORLD#<chain>', async () => {
    mock.on(PutCommand).resolves({});
    const repository = createLabelRepository(ddb, TABLE);
    await repository.putSimulationAnchors('tron', { exchanges: ['T1'] });
    const stored = mock.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(stored).toMatchObject({ PK: 'SIMWORLD#tron', SK: 'ANCHORS' });

    mock.on(GetCommand).resolves({ Item: stored });
    expect(await repository.getSimulationAnchors('tron')).toEqual({ exchanges: ['T1'] });
  });

  it('refuses a document over 350 KB', async () => {
    const repository = createLabelRepository(ddb, TABLE);
    await expect(
      repository.putSimulationAnchors('tron', 'x'.repeat(ANCHORS_MAX_BYTES)),
    ).rejects.toBeInstanceOf(RangeError);
    expect(mock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
