import { parseConfig } from '../../functions/platform/config';
import { createContainer } from '../../functions/platform/container';
import { createLogger } from '../../functions/platform/logger';
import { apiKeyUsers } from '../../functions/testing/api-key-users';
import { localApi } from '../../functions/testing/local-api';
import { publicApi } from '../../functions/testing/public-api';
import type { LocalStack } from '../local/stack';
import { measureLatency, percentile } from './measure';

/**
 * The public API on the local gateway against DynamoDB Local:
 * - per call, the API-key authorizer (hash lookup, key + plan reads, IP, permission) plus the
 *   handler and its metering write, against the same route with a user token;
 * - POST /v1/screen with 1,000 addresses: server time (the use case in process, warm, with its
 *   ledger charge) and over HTTP.
 * Run after the screening bench, which imports the label feeds.
 */
export async function benchPublicApi(stack: LocalStack): Promise<void> {
  const config = parseConfig(stack.env);
  const api = localApi(stack.urls.gateway, stack.urls.mailInbox);
  const users = apiKeyUsers(api, config);
  const v1 = publicApi(stack.urls.gateway);
  // Enterprise: 100 calls a second with bursts of 200, so the sample is not throttled.
  const user = await users.userOnPlan('enterprise', 100_000);
  const key = await users.createKey(user.access_token);

  const requests = 150;
  const viaKey = await measureLatency(
    async () => {
      const answer = await v1('GET', '/v1/query/histories?limit=10&offset=1', { key: key.key });
      if (answer.status !== 200) throw new Error(`public API answered ${answer.status}`);
    },
    { requests, concurrency: 1 },
  );
  const viaToken = await measureLatency(
    async () => {
      const answer = await api.call('GET', '/api/v1/query/histories?limit=10&offset=1', {
        token: user.access_token,
      });
      if (answer.status !== 200) throw new Error(`console API answered ${answer.status}`);
    },
    { requests, concurrency: 1 },
  );
  console.log('\npublic API, GET /v1/query/histories, one call at a time (local gateway, DynamoDB Local)');
  console.table([
    {
      auth: 'X-API-Key (authorizer + handler + metering)',
      p50Ms: viaKey.p50Ms,
      p99Ms: viaKey.p99Ms,
      perSecond: viaKey.perSecond,
    },
    {
      auth: 'bearer token (console API, no metering)',
      p50Ms: viaToken.p50Ms,
      p99Ms: viaToken.p99Ms,
      perSecond: viaToken.perSecond,
    },
  ]);

  const container = createContainer(config, { log: createLogger('warn') });
  const evm = (i: number) => `0x${(0x5c4ee000 + i).toString(16).padStart(40, 'a')}`;
  const tron = 'TA3rH2A7iHnm6pKH8gr9cK1EZnShnmZdFg';
  const addresses = [
    ...Array.from({ length: 990 }, (_, i) => ({ chain: 'ethereum' as const, address: evm(i) })),
    ...Array.from({ length: 10 }, () => ({ chain: 'tron' as const, address: tron })),
  ];
  await container.screening.batch.screen(user.userId, { addresses }, 'bench-warm-up');
  const serverMs: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await container.screening.batch.screen(user.userId, { addresses }, `bench-${Date.now()}-${i}`);
    serverMs.push(performance.now() - t);
  }
  serverMs.sort((a, b) => a - b);
  const http = await measureLatency(
    async () => {
      const answer = await v1('POST', '/v1/screen', { key: key.key, body: { addresses } });
      if (answer.status !== 200) throw new Error(`screen answered ${answer.status}`);
    },
    { requests: 30, concurrency: 1 },
  );
  console.log('\nPOST /v1/screen, 1,000 addresses (990 ethereum, 10 tron; warm label snapshots)');
  console.table([
    {
      where: 'server (use case: screening + ledger charge)',
      p50Ms: round(percentile(serverMs, 50)),
      p99Ms: round(percentile(serverMs, 99)),
    },
    { where: 'HTTP (gateway, authorizer, validation, metering)', p50Ms: http.p50Ms, p99Ms: http.p99Ms },
  ]);
}

const round = (ms: number) => Math.round(ms * 10) / 10;
