import { failInterruptedQueries } from '../../../scripts/local/support/interrupted-queries';
import { QUERY_DEADLINES_MS } from '../../../shared/constants/query-deadlines';
import type { CreditStatementResponse } from '../../../shared/contract/credits.schema';
import { analysisErrorNames } from '../../../shared/contract/payloads/analysis-workflow.schema';
import { QUERY_STATUS } from '../../../shared/rules/query-rules';
import { createCreditLedger } from '../../adapters/dynamodb/credit-ledger';
import { createQueryRepository } from '../../adapters/dynamodb/query.repository';
import { failureText } from '../../domain/queries/analysis.service';
import type { QueryRecord } from '../../domain/queries/query.ports';
import { createQueryCredits } from '../../domain/queries/query-credits';
import { createAwsClients } from '../../platform/aws-clients';
import { createContainer } from '../../platform/container';
import { localStack } from '../../testing/local-stack';
import { pendingQuery } from '../../testing/query-records';

/**
 * No stuck queries (a query left open past its deadline is failed and refunded), on the local stack: the OpenQueries index against DynamoDB
 * Local, and the sweeper run by the local scheduler from the synthesized EventBridge rule (the
 * integration stack runs schedules 20 times as often: the sweeper every 3 s).
 */
const { config, api, users } = localStack();
const { ddb } = createAwsClients(config);
const repository = createQueryRepository(ddb, config.TABLE_NAME);
const credits = createQueryCredits({ ledger: createCreditLedger(ddb, config.TABLE_NAME) });
const MINUTE = 60_000;

const pendingAt = (userId: string, createdAt: number): QueryRecord => pendingQuery(userId, { createdAt });

const overdueHashes = async (atMs: number) => (await repository.listOverdue(atMs, 1_000)).map((q) => q.hash);

describe('the OpenQueries index', () => {
  it('holds a query while it is open, due after the deadline of its status, and drops it when it ends', async () => {
    // Prepare: a query created now (due in 15 min), of a user who can pay for it.
    const user = await api.newUser('open-index');
    const now = Date.now();
    const query = pendingAt(user.userId, now);
    expect(await credits.open(query, 1)).toBe('created');

    // Assess: pending, it is due after the pending deadline.
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.pending - MINUTE)).not.toContain(query.hash);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.pending + MINUTE)).toContain(query.hash);

    // Act + Assess: processing, due after the processing deadline from when it started …
    await repository.markProcessing(query.hash, now);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.processing - MINUTE)).not.toContain(query.hash);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.processing + MINUTE)).toContain(query.hash);
    // … and from its last progress once it records some.
    expect(await repository.recordProgress(query.hash, now + 2 * MINUTE)).toBe(true);
    expect(await overdueHashes(now + QUERY_DEADLINES_MS.processing + MINUTE)).not.toContain(query.hash);
    expect(await overdueHashes(now + 2 * MINUTE + QUERY_DEADLINES_MS.processing + MINUTE)).toContain(
      query.hash,
    );

    // Act + Assess: ended, it is gone from the index for good.
    expect(await credits.fail(query, 'test', now)).toBe(true);
    expect(await overdueHashes(now + 24 * 60 * MINUTE)).not.toContain(query.hash);
    expect(await repository.recordProgress(query.hash, now)).toBe(false);
  });
});

describe('the query sweeper, run by the local scheduler', () => {
  it('fails and refunds a query left pending past its deadline, and frees its slot', async () => {
    // Prepare: a query created 16 minutes ago that never reached the queue (as after a crash
    // between the create transaction and the send). It holds the user's only credit and slot.
    const user = await api.newUser('stuck');
    const stuck = pendingAt(user.userId, Date.now() - QUERY_DEADLINES_MS.pending - MINUTE);
    expect(await credits.open(stuck, 1)).toBe('created');

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
    // The sweeper may refund within a tick of the hold, so the hold shows in the statement, not
    // in a balance read between the two.
    const statement = await api.call<CreditStatementResponse>('GET', '/api/v1/credits/ledger', {
      token: user.access_token,
    });
    expect(statement.body.entries.map((e) => [e.reason, e.delta])).toEqual(
      expect.arrayContaining([
        ['query_refund', 1],
        ['query_hold', -1],
      ]),
    );
    const next = await api.call('POST', '/api/v1/query/create', {
      token: user.access_token,
      body: { chain: 'tron', address: stuck.address, limit: 100 },
    });
    expect(next.status).toBe(200);
  });
});

describe('a restarted local stack', () => {
  it('fails and refunds at once the queries the last run left open, and leaves newer ones', async () => {
    // Prepare: one query opened before the restart (its execution died with the stack), one after.
    const user = await users.userOnPlan('advanced', 5, 'restart');
    const before = pendingAt(user.userId, Date.now() - 1_000);
    expect(await credits.open(before, 3)).toBe('created');
    const restartedAt = Date.now();
    const after = pendingAt(user.userId, restartedAt + 1_000);
    expect(await credits.open(after, 3)).toBe('created');

    // Act
    await failInterruptedQueries(createContainer(config), restartedAt);

    // Assess: the old one failed with its credit back, the new one untouched.
    expect(await repository.get(before.hash)).toMatchObject({
      status: QUERY_STATUS.failed,
      statusText: failureText(analysisErrorNames.interrupted),
    });
    expect(await repository.get(after.hash)).toMatchObject({ status: QUERY_STATUS.pending });
    const plan = await api.call('GET', '/api/user-package', { token: user.access_token });
    expect(plan.body).toMatchObject({ query_quota: 4 });
    await credits.fail(after, 'test', Date.now());
  });
});
