import { inject } from 'vitest';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import { analysisErrorNames } from '../../../shared/contract/messages/analysis-workflow.schema';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { createQueryRepository } from '../../adapters/dynamodb/query.repository';
import { failureText } from '../../domain/queries/analysis.service';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { createAwsClients } from '../../platform/aws-clients';
import { parseConfig } from '../../platform/config';
import { localApi } from '../../testing/local-api';
import { pendingQuery } from '../../testing/query-records';

/**
 * No stuck queries (issue 9 §5), on the local stack: the OpenQueries index against DynamoDB
 * Local, and the sweeper run by the local scheduler from the synthesized EventBridge rule (the
 * integration stack runs schedules 100 times as often: the sweeper every 3 s).
 */
const { env, urls } = inject('localStack');
const api = localApi(urls.gateway, urls.mailInbox);
const config = parseConfig(env);
const repository = createQueryRepository(createAwsClients(config).ddb, config.TABLE_NAME);
const MINUTE = 60_000;

const pendingAt = (userId: string, createdAt: number): QueryRecord => pendingQuery(userId, { createdAt });

const overdueHashes = async (atMs: number) => (await repository.listOverdue(atMs, 1_000)).map((q) => q.hash);

describe('the OpenQueries index', () => {
  it('holds a query while it is open, due after the deadline of its status, and drops it when it ends', async () => {
    // Prepare: a query created now (due in 15 min), of a user who can pay for it.
    const user = await api.newUser('open-index');
    const now = Date.now();
    const query = pendingAt(user.userId, now);
    expect(await repository.create(query, 1)).toBe('created');

    // Assess: pending, it is due after the pending deadline.
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.pending - MINUTE)).not.toContain(query.hash);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.pending + MINUTE)).toContain(query.hash);

    // Act + Assess: processing, due after the processing deadline from when it started.
    await repository.markProcessing(query.hash, now);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.pending + MINUTE)).not.toContain(query.hash);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.processing + MINUTE)).toContain(query.hash);

    // Act + Assess: ended, it is gone from the index for good.
    expect(await repository.fail(query, 'test', now)).toBe(true);
    expect(await overdueHashes(now + 24 * 60 * MINUTE)).not.toContain(query.hash);
  });
});

describe('the query sweeper, run by the local scheduler', () => {
  it('fails and refunds a query left pending past its deadline, and frees its slot', async () => {
    // Prepare: a query created 16 minutes ago that never reached the queue (as after a crash
    // between the create transaction and the send). It holds the user's only credit and slot.
    const user = await api.newUser('stuck');
    const stuck = pendingAt(user.userId, Date.now() - QUERY_DEADLINES_MS.pending - MINUTE);
    expect(await repository.create(stuck, 1)).toBe('created');
    const held = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(held.body).toMatchObject({ query_quota: 0 });

    // Act: nothing but the schedule runs.
    await vi.waitFor(
      async () => {
        const status = await api.call('GET', `/api/v1/query/${stuck.hash}/status`, {
          token: user.access_token,
        });
        expect(status.body).toMatchObject({ status: QUERY_STATUS.failed });
      },
      { timeout: 15_000, interval: 250 },
    );

    // Assess: failed with the deadline's reason, the credit back, the slot free for a new query.
    const status = await api.call('GET', `/api/v1/query/${stuck.hash}/status`, { token: user.access_token });
    expect(status.body).toMatchObject({ status_text: failureText(analysisErrorNames.deadlineExceeded) });
    const refunded = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(refunded.body).toMatchObject({ query_quota: 1, used_query_quota: 0 });
    const next = await api.call('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'tron', address: stuck.address, limit: 100 },
    });
    expect(next.status).toBe(200);
  });
});
