import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import {
  asRpcLog,
  SAMPLE_FIRST_BLOCK,
  SAMPLE_LAST_BLOCK,
  sampleBlockTimes,
  sampleEtlLogs,
  USDT_ETHEREUM,
} from '../../adapters/chain/testing/ethereum-log-samples';
import { logServingNode, transferLog } from '../../adapters/chain/testing/log-serving-node';
import { chainScanKey } from '../../adapters/dynamodb/entities/monitor-schedule';
import { SCAN_CONFIRMATIONS, SCAN_FIRST_OVERLAP } from '../../domain/monitoring/chain-scan.service';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { createContainer } from '../../platform/container';
import { createLogger } from '../../platform/logger';
import { localStack } from '../../testing/local-stack';
import { type AlertView, randomEvm, SANCTIONED_ETH } from '../../testing/monitoring-helpers';
import { createMonitorShardWorker } from './monitor-shard.worker';

/**
 * The block scan end to end against real local servers: a JSON-RPC node on a free localhost port
 * (node:http) serving the real mainnet USDT logs of blocks 17173049–17173050 plus one transfer
 * from a sanctioned address to a monitored one, and the local stack's DynamoDB and queues. A
 * container configured with that node as ETHEREUM_RPC_URL (so ethereum is scanned) runs the
 * scan messages' work; the alert appears through the stack's monitoring API.
 */
const { env, api } = localStack();
const times = sampleBlockTimes();
const DEPTH = SCAN_CONFIRMATIONS.ethereum;
const ADDED_BLOCK = SAMPLE_LAST_BLOCK + 1;
// In the future of the monitored address's cursor, whatever the stack's own polls read meanwhile.
const addedAt = Math.floor(Date.now() / 1000) + 30;
const node = logServingNode({
  // The first scan starts its overlap (two minutes of blocks) before the settled head.
  head: SAMPLE_FIRST_BLOCK - 1 + DEPTH + SCAN_FIRST_OVERLAP.ethereum,
  logs: sampleEtlLogs().map(asRpcLog),
  timeOf: (block) => times.get(block) ?? addedAt,
});
let server: Server;
let rpcUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(node.answer(JSON.parse(Buffer.concat(chunks).toString('utf8')))));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sqsRecord = (messageId: string, body: unknown): SQSRecord =>
  ({
    messageId,
    receiptHandle: messageId,
    body: JSON.stringify(body),
    attributes: {},
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:000000000000:wallet-risk-monitor-poll',
    awsRegion: 'local',
  }) as unknown as SQSRecord;

const knownRisk = async (token: string) =>
  (
    await api.call<{ alerts: AlertView[]; total: number }>(
      'GET',
      '/api/v1/monitor/alerts?monitor_type=known_risk',
      { token },
    )
  ).body;

describe('the ethereum block scan over a local JSON-RPC node', () => {
  it('raises known_risk once for a monitored address in the scanned blocks and moves the chain cursor', async () => {
    const config = parseConfig({ ...env, ETHEREUM_RPC_URL: rpcUrl });
    const { ddb } = createAwsClients(config);
    const container = createContainer(config, { log: createLogger('warn'), clients: { ddb } });
    const scans = container.ports.chainScans;
    await ddb.send(
      new DeleteCommand({ TableName: container.config.TABLE_NAME, Key: chainScanKey('ethereum') }),
    );
    const user = await api.newUser('scan');
    const watched = randomEvm();
    const added = await api.call('POST', '/api/v1/monitor/address/add', {
      token: user.access_token,
      body: { address: watched, chain: 'ethereum' },
    });
    expect(added.status).toBe(200);

    // The first scan only records where it starts: just before the samples.
    const first = await container.monitoring.poller.scanChain('ethereum', Date.now());
    expect(first).toMatchObject({ skipped: 'started', toBlock: SAMPLE_FIRST_BLOCK - 1, cursorMoved: true });
    expect(await scans.scanCursor('ethereum')).toBe(SAMPLE_FIRST_BLOCK - 1);
    // Until a scan has started, shard polls read ethereum addresses; from now on they leave them.

    const riskTx = `0x${'5ca7'.repeat(16)}`;
    node.options.logs.push(
      transferLog({
        contract: USDT_ETHEREUM,
        block: ADDED_BLOCK,
        logIndex: 7,
        txHash: riskTx,
        from: SANCTIONED_ETH,
        to: watched,
        value: 2_500_000_000n,
      }),
    );
    node.options.head = ADDED_BLOCK + DEPTH;
    const scanned = await container.monitoring.poller.scanChain('ethereum', Date.now());
    expect(scanned).toMatchObject({
      fromBlock: SAMPLE_FIRST_BLOCK,
      toBlock: ADDED_BLOCK,
      // The 41 real USDT transfers and the added one; only the added one is the watched address's.
      transfers: 42,
      alerts: 1,
      failed: 0,
      cursorMoved: true,
    });
    expect(scanned.matched).toBeGreaterThanOrEqual(1);
    expect(await scans.scanCursor('ethereum')).toBe(ADDED_BLOCK);
    expect(node.getLogsRanges).toEqual([{ from: SAMPLE_FIRST_BLOCK, to: ADDED_BLOCK }]);

    const alerts = await knownRisk(user.access_token);
    expect(alerts.total).toBe(1);
    expect(alerts.alerts[0]).toMatchObject({
      tx_hash: riskTx,
      monitoring_address: watched,
      counterparty_address: SANCTIONED_ETH,
      amount: '2500',
      details: { direction: 'in', risk_type: 'sanction', risk_level: 4 },
    });

    // Nothing new: the next scan reads nothing. Rewound (a scan that failed after raising), the
    // same blocks are read again and raise nothing twice.
    expect(await container.monitoring.poller.scanChain('ethereum', Date.now())).toMatchObject({
      skipped: 'up_to_date',
    });
    // This time as the poll queue's consumer receives it: a `scan` message.
    expect(await scans.moveScanCursor('ethereum', ADDED_BLOCK, SAMPLE_FIRST_BLOCK - 1)).toBe(true);
    const worker = createMonitorShardWorker({ poller: container.monitoring.poller, log: container.log });
    const answer = await worker({
      Records: [sqsRecord('scan-again', { kind: 'scan', chain: 'ethereum', scheduled_at: Date.now() })],
    } as SQSEvent);
    expect(answer.batchItemFailures).toEqual([]);
    expect(await scans.scanCursor('ethereum')).toBe(ADDED_BLOCK);
    expect(node.getLogsRanges).toHaveLength(2);
    expect((await knownRisk(user.access_token)).total).toBe(1);
  });
});
