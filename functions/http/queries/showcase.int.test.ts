import { type QueryResult, queryResultSchema } from '../../../shared/contract/queries.schema';
import { creditsFor } from '../../../shared/rules/billing-rules';
import { SHOWCASE_ADDRESSES } from '../../adapters/chain/simulated/showcase-addresses';
import { localStack } from '../../testing/local-stack';

/**
 * The documented showcase addresses (docs/showcase-addresses.md), each analysed through the
 * whole local stack on the real label feeds the seed imported: every report is complete and
 * tells the story its address is there for.
 */
const { api, users } = localStack();
let token = '';

beforeAll(async () => {
  const user = await api.newUser('showcase');
  token = user.access_token;
  // Enough credits for the 120,000-transfer showcase: an enterprise contract, as plan:set gives one.
  await users.setPlan(user.userId, 'enterprise', 10_000);
});

async function analyse(key: (typeof SHOWCASE_ADDRESSES)[number]['key']): Promise<QueryResult> {
  const showcase = SHOWCASE_ADDRESSES.find((s) => s.key === key)!;
  const created = await api.call<{ query_hash: string }>('POST', '/api/v1/query/create', {
    token,
    body: { chain: showcase.chain, address: showcase.address },
  });
  expect(created.status).toBe(200);
  for (let i = 0; i < 300; i++) {
    const status = await api.call('GET', `/api/v1/query/${created.body.query_hash}/status`, { token });
    if (status.body.status === 3) throw new Error(`failed: ${String(status.body.status_text)}`);
    if (status.body.status === 2) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = await api.call('GET', `/api/v1/query/${created.body.query_hash}/result`, { token });
  expect(result.status).toBe(200);
  const report = queryResultSchema.parse(result.body);
  expect(report.coverage).toMatchObject({ source: 'simulated', simulated: true });
  expect(report.coverage.credits_charged).toBe(creditsFor(report.coverage.transfers_analysed));
  expect(report.habit).toHaveLength(24);
  expect(report.historical_balance.length).toBeGreaterThan(200);
  return report;
}

describe('showcase addresses on the local stack', () => {
  it('clean wallet: low risk, no reasons', async () => {
    const report = await analyse('clean');
    expect(report.risk_level).toBe(0);
    expect(report.reasons).toEqual([]);
    expect(report.risk_address_total).toMatchObject({ address_count: 0, amount: '0' });
    expect(report.assessment).toEqual({
      verdict: 'accept',
      policy: { id: 'default', version: 1 },
      deciding_findings: [],
      measures: [],
    });
    expect(report.exposure).toMatchObject({ direct: { amount: '0' }, indirect: { amount: '0' } });
  });

  it('exchange: identified by its real label', async () => {
    const report = await analyse('exchange');
    expect(report.overview).toMatchObject({ type: 1, exchange_name: 'Binance' });
    expect(report.coverage.transfers_analysed).toBeGreaterThan(10_000);
  });

  it('sanctioned exposure: high risk, with the OFAC counterparties as evidence', async () => {
    const report = await analyse('sanctioned-exposure');
    expect(report.risk_level).toBe(4);
    const direct = report.reasons.filter(
      (r) => r.rule === 'direct_counterparty' && r.category === 'sanction',
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(direct[0]!.evidence_tx_hashes.length).toBeGreaterThan(0);
    expect(report.risk_type.map((t) => t.type)).toContain('sanction');
    // The verdict leads: any direct dealing with a sanctioned address rejects (default policy).
    expect(report.assessment?.verdict).toBe('reject');
    expect(report.assessment?.deciding_findings.map((f) => f.rule)).toContain('direct.sanction');
    const sanctioned = report.assessment!.deciding_findings.find((f) => f.rule === 'direct.sanction')!;
    expect(sanctioned.reason_indexes.every((i) => report.reasons[i]?.category === 'sanction')).toBe(true);
    // The headline's direct exposure is risk_address_total, and each finding says where the money went.
    expect(report.exposure?.direct.amount).toBe(report.risk_address_total.amount);
    expect(direct[0]).toMatchObject({ hops: 1, label: { source: 'ofac' } });
    expect(direct[0]!.direction).toMatch(/^(incoming|outgoing|both)$/);
  });

  it('poisoning victim: lookalike senders flagged and kept out of exposure', async () => {
    const report = await analyse('poisoning-victim');
    expect(report.lookalikes?.length ?? 0).toBeGreaterThan(0);
    expect(report.reasons.some((r) => r.rule === 'lookalike_counterparty')).toBe(true);
    expect(report.exposure_exclusions?.lookalike_transfer_count ?? 0).toBeGreaterThan(0);
    // The lookalikes' transfers are kept out of exposure, and the victim pays merchants and
    // labelled exchange wallets (TRON's exchanges are DefiLlama's), whose own dealings are not
    // screened as the victim's indirect exposure: a lookalike alone does not raise the level.
    expect(report.exposure?.direct.amount).toBe('0');
    expect(report.exposure?.indirect.amount).toBe('0');
    expect(report.risk_level).toBe(0);
    expect(report.assessment?.verdict).toBe('accept');
  });

  it('payment processor: over 100,000 transfers analysed and billed per 1000', async () => {
    const report = await analyse('payment-processor');
    expect(report.coverage.transfers_analysed).toBeGreaterThan(100_000);
    expect(report.coverage.credits_charged).toBeGreaterThan(100);
  });

  it('indirect exposure: risk one hop away, explained', async () => {
    const report = await analyse('indirect-exposure');
    expect(report.reasons.some((r) => r.rule === 'indirect_counterparty')).toBe(true);
    expect(report.risk_level).toBeGreaterThanOrEqual(1);
    // bsc's 18 decimals: the pro-rata estimate is kept to 6 places, in the findings and the sum.
    expect(report.exposure?.indirect.amount).toMatch(/^\d+(\.\d{1,6})?$/);
    expect(report.assessment?.verdict).toBe('review');
  });

  it('scam victim: direct payments to labelled phishing addresses', async () => {
    const report = await analyse('scam-victim');
    expect(report.reasons.some((r) => r.rule === 'direct_counterparty' && r.category === 'fraudulent')).toBe(
      true,
    );
    expect(report.risk_level).toBeGreaterThanOrEqual(2);
  });
});
