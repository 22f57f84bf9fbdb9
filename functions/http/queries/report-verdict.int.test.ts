import { vi } from 'vitest';
import { publicStatsResponseSchema } from '../../../shared/contract/public-stats.schema';
import {
  QUERY_WAIT_MS_MAX,
  type QueryResult,
  queryResultSchema,
  recentQueryResponseSchema,
} from '../../../shared/contract/queries.schema';
import {
  getRiskPolicyResponseSchema,
  listRiskPolicyVersionsResponseSchema,
} from '../../../shared/contract/risk-policy.schema';
import {
  defaultRiskPolicyThresholds,
  type RiskPolicyThresholds,
  thresholdsWith,
} from '../../../shared/rules/risk-policy';
import { SHOWCASE_ADDRESSES } from '../../adapters/chain/simulated/showcase-addresses';
import { localStack } from '../../testing/local-stack';
import { randomEvm } from '../../testing/monitoring-helpers';

/**
 * The report's verdict on the local stack: the verdict and exposure of a real report, the user's risk policy
 * (versions after the built-in 1, conflicts, the history with its changes, a stored report read
 * under the current one for free, used by the next report), the status call that waits for completion,
 * the recent report of an address, and the public figures.
 */
const { api, users } = localStack();
const sanctioned = SHOWCASE_ADDRESSES.find((s) => s.key === 'sanctioned-exposure')!;
let token = '';

beforeAll(async () => {
  token = (await users.userOnPlan('enterprise', 1_000, 'verdict')).access_token;
});

/** Creates a query and waits for it with the long-poll status call. */
async function analyse(address: string, chain = 'tron'): Promise<{ hash: string; report: QueryResult }> {
  const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
    token,
    body: { chain, address },
  });
  expect(created.status).toBe(200);
  const hash = created.body.query_hash;
  for (let i = 0; i < 40; i++) {
    const status = await api.call('GET', `/api/v1/query/${hash}/status?wait_ms=3000`, { token });
    expect(status.status).toBe(200);
    if (status.body.status === 3) throw new Error(`failed: ${String(status.body.status_text)}`);
    if (status.body.status === 2) break;
  }
  const result = await api.call('GET', `/api/v1/query/${hash}/result`, { token });
  expect(result.status).toBe(200);
  return { hash, report: queryResultSchema.parse(result.body) };
}

const acceptAll: RiskPolicyThresholds = {
  direct: {
    sanction: { review_at_percent: null, reject_at_percent: null },
    severe: { review_at_percent: null, reject_at_percent: null },
    high: { review_at_percent: null, reject_at_percent: null },
    medium: { review_at_percent: null, reject_at_percent: null },
  },
  indirect: {
    sanction: { review_at_percent: null, reject_at_percent: null },
    severe: { review_at_percent: null, reject_at_percent: null },
    high: { review_at_percent: null, reject_at_percent: null },
    medium: { review_at_percent: null, reject_at_percent: null },
  },
  lookalike_paid: 'accept',
};

/** Direct sanctioned exposure asks for review instead of rejecting; indirect sanction never rejects. */
const reviewOnly = thresholdsWith({
  direct: { sanction: { review_at_percent: 0, reject_at_percent: null } },
  indirect: { sanction: { review_at_percent: 0, reject_at_percent: null } },
});

/** Saves thresholds over whatever version is current. */
async function saveCurrent(thresholds: RiskPolicyThresholds) {
  const saved = await api.call('POST', '/api/v1/risk-policy', { token, body: { thresholds } });
  expect(saved.status).toBe(200);
}

describe('report verdict and exposure on the local stack', () => {
  let first: { hash: string; report: QueryResult };

  it('gives the sanctioned showcase a reject from the default policy, with labelled counterparties', async () => {
    first = await analyse(sanctioned.address);
    const { report } = first;
    expect(report.assessment).toMatchObject({ verdict: 'reject', policy: { id: 'default', version: 1 } });
    expect(report.exposure?.direct.amount).toBe(report.risk_address_total.amount);
    expect(report.exposure?.direct.address_count).toBe(report.risk_address_total.address_count);
    const listed = report.top_transaction.filter((t) => t.counterparty_label?.category === 'sanction');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed[0]!.counterparty_label).toMatchObject({ source: 'ofac' });
    expect(listed[0]!.counterparty_label!.source_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers a finished query’s waiting status call at once', async () => {
    const started = Date.now();
    const status = await api.call('GET', `/api/v1/query/${first.hash}/status?wait_ms=${QUERY_WAIT_MS_MAX}`, {
      token,
    });
    expect(status.body).toMatchObject({ status: 2 });
    // A call that held its answer would take the whole window; how much less it took depends on
    // the machine's load, so only the window bounds it.
    expect(Date.now() - started).toBeLessThan(QUERY_WAIT_MS_MAX);
  });

  it('answers a result asked for with wait_ms as soon as the query completes, not 404', async () => {
    // Another address than the recent-report test's, whose latest report must stay `first`.
    const poisoned = SHOWCASE_ADDRESSES.find((s) => s.key === 'poisoning-victim')!;
    const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
      token,
      body: { chain: poisoned.chain, address: poisoned.address },
    });
    // Asked for at once, together with the status, as the console does.
    const [result, status] = await Promise.all([
      api.call('GET', `/api/v1/query/${created.body.query_hash}/result?wait_ms=3000`, { token }),
      api.call('GET', `/api/v1/query/${created.body.query_hash}/status?wait_ms=3000`, { token }),
    ]);
    expect(status.body).toMatchObject({ status: 2 });
    expect(result.status).toBe(200);
    expect(queryResultSchema.parse(result.body).query_hash).toBe(created.body.query_hash);
  });

  it('refuses a wait beyond the bound', async () => {
    const refused = await api.call('GET', `/api/v1/query/${first.hash}/status?wait_ms=60000`, { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { field: 'wait_ms' } });
    const result = await api.call('GET', `/api/v1/query/result?query_hash=${first.hash}&wait_ms=3001`, {
      token,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: 'wait_ms' } });
  });

  it('offers the recent report of the address with what a new one would cost', async () => {
    const recent = await api.call(
      'GET',
      `/api/v1/query/recent?chain=tron&token=usdt&address=${sanctioned.address}`,
      { token },
    );
    expect(recent.status).toBe(200);
    const answer = recentQueryResponseSchema.parse(recent.body);
    expect(answer.recent).toMatchObject({
      query_hash: first.hash,
      verdict: 'reject',
      transfers_analysed: first.report.coverage.transfers_analysed,
      cost_quota: first.report.coverage.credits_charged,
    });
    expect(answer.estimated_credits).toBe(first.report.coverage.credits_charged);

    const none = await api.call(
      'GET',
      '/api/v1/query/recent?chain=tron&address=TNwTw7Sj5p7bK5cgpyhGV6Tbwhff8jTyrF',
      {
        token,
      },
    );
    expect(none.body).toEqual({ recent: null, estimated_credits: null });
  });

  it('numbers two saves 2 and 3 after the built-in 1, refuses a stale change, and lists the history', async () => {
    const before = getRiskPolicyResponseSchema.parse(
      (await api.call('GET', '/api/v1/risk-policy', { token })).body,
    );
    expect(before.policy).toMatchObject({
      id: 'default',
      version: 1,
      thresholds: defaultRiskPolicyThresholds,
    });

    const saved = await api.call('POST', '/api/v1/risk-policy', {
      token,
      body: { thresholds: reviewOnly, expected_version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ policy: { id: 'custom', version: 2, thresholds: reviewOnly } });

    const stale = await api.call('POST', '/api/v1/risk-policy', {
      token,
      body: { thresholds: defaultRiskPolicyThresholds, expected_version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'policy_conflict' } });

    const bad = await api.call('POST', '/api/v1/risk-policy', {
      token,
      body: {
        thresholds: {
          ...acceptAll,
          direct: { ...acceptAll.direct, high: { review_at_percent: 20, reject_at_percent: 10 } },
        },
      },
    });
    expect(bad.status).toBe(400);

    // Two saves from the same version at once: one wins, the other is refused, no number twice.
    const racing = await Promise.all(
      [acceptAll, defaultRiskPolicyThresholds].map((thresholds) =>
        api.call('POST', '/api/v1/risk-policy', { token, body: { thresholds, expected_version: 2 } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = racing.find((r) => r.status === 200)!.body as { policy: { version: number } };
    expect(winner.policy.version).toBe(3);

    const history = listRiskPolicyVersionsResponseSchema.parse(
      (await api.call('GET', '/api/v1/risk-policy/versions', { token })).body,
    );
    expect(history.total_count).toBe(3);
    expect(history.versions.map((v) => [v.id, v.version])).toEqual([
      ['custom', 3],
      ['custom', 2],
      ['default', 1],
    ]);
    expect(history.versions[1]!.changes).toContainEqual({
      rule: 'indirect.sanction',
      field: 'reject_at_percent',
      from: 10,
      to: null,
    });
    expect(history.versions[2]!.changes).toEqual([]);
  });

  it('reads a report made under the old policy with the current verdict, free, and offers that one', async () => {
    // `first` was made under the built-in version 1 (reject); the policy is now version 3.
    const current = getRiskPolicyResponseSchema.parse(
      (await api.call('GET', '/api/v1/risk-policy', { token })).body,
    ).policy;
    await api.call('POST', '/api/v1/risk-policy', {
      token,
      body: { thresholds: reviewOnly, expected_version: current.version },
    });
    const balance = async () =>
      (
        await api.call<{ query_quota: number; used_query_quota: number }>('GET', '/api/user-package', {
          token,
        })
      ).body;
    const paid = await balance();

    const result = await api.call('GET', `/api/v1/query/${first.hash}/result`, { token });
    const again = await api.call('GET', `/api/v1/query/result?query_hash=${first.hash}`, { token });
    const recent = recentQueryResponseSchema.parse(
      (
        await api.call('GET', `/api/v1/query/recent?chain=tron&token=usdt&address=${sanctioned.address}`, {
          token,
        })
      ).body,
    );

    const report = queryResultSchema.parse(result.body);
    expect(report.assessment).toMatchObject({
      verdict: 'review',
      policy: { id: 'custom', version: 4 },
      original: { verdict: 'reject', policy: { id: 'default', version: 1 } },
    });
    expect(report.assessment!.deciding_findings.map((f) => f.rule)).toContain('direct.sanction');
    expect(again.body).toEqual(result.body);
    expect(recent.recent).toMatchObject({
      query_hash: first.hash,
      verdict: 'review',
      policy: { id: 'custom', version: 4 },
    });
    // Reading it again under the new policy charged nothing.
    expect(await balance()).toEqual(paid);
    expect(report.coverage.credits_charged).toBe(first.report.coverage.credits_charged);
  });

  it('builds the next report under the current policy and names it', async () => {
    await saveCurrent(acceptAll);
    const version = getRiskPolicyResponseSchema.parse(
      (await api.call('GET', '/api/v1/risk-policy', { token })).body,
    ).policy.version;
    const { report } = await analyse(sanctioned.address);
    expect(report.assessment).toMatchObject({
      verdict: 'accept',
      policy: { id: 'custom', version },
      deciding_findings: [],
    });
    expect(report.assessment?.original).toBeUndefined();
    // The findings stay: the policy decides the verdict, not what the analysis found.
    expect(report.risk_level).toBe(4);
  });

  it('only the owner reads and writes a policy', async () => {
    expect((await api.call('GET', '/api/v1/risk-policy')).status).toBe(401);
    const other = await api.newUser('verdict-other');
    const theirs = await api.call('GET', '/api/v1/risk-policy', { token: other.access_token });
    expect(theirs.body).toMatchObject({ policy: { id: 'default' } });
  });

  it('serves the public figures without sign-in, from the labels and counting each completed analysis', async () => {
    const read = async () => {
      const answer = await api.call('GET', '/api/v1/stats/public');
      expect(answer.status).toBe(200);
      return publicStatsResponseSchema.parse(answer.body);
    };
    const before = await read();
    expect(before.risk_addresses.total).toBeGreaterThan(1_000);
    expect(before.risk_addresses.sources.map((s) => s.source)).toContain('ofac');
    expect(before.monitoring.monitored_addresses).toBeGreaterThanOrEqual(0);
    // A fresh address is sure to run the whole workflow: nothing stored can answer for it.
    await analyse(randomEvm(), 'ethereum');
    // The time is added just after the query shows completed: the figure may trail by a moment.
    await vi.waitFor(
      async () =>
        expect((await read()).analysis.completed_7d).toBeGreaterThanOrEqual(before.analysis.completed_7d + 1),
      { timeout: 5_000, interval: 100 },
    );
    expect((await read()).analysis.median_seconds_7d).toBeGreaterThan(0);
  });
});
