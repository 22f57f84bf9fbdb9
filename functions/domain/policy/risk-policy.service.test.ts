import { defaultRiskPolicyThresholds } from '../../../shared/rules/risk-policy';
import { AppError } from '../app-error';
import type { RiskPolicyRepository, StoredRiskPolicy } from './risk-policy.ports';
import { builtInPolicy, createRiskPolicyService } from './risk-policy.service';

/** An in-memory repository with the real one's rule: a save must be based on the current version. */
function memoryPolicies(): RiskPolicyRepository & { saved: StoredRiskPolicy[] } {
  const saved: StoredRiskPolicy[] = [];
  return {
    saved,
    async current() {
      return saved.at(-1);
    },
    async save(_userId, policy, basedOn) {
      if ((saved.at(-1)?.version ?? 0) !== basedOn) return false;
      saved.push(policy);
      return true;
    },
    async versions(_userId, limit) {
      return [...saved].reverse().slice(0, limit);
    },
  };
}

const NOW = Date.parse('2026-11-21T09:00:00Z');
const stricter = {
  ...defaultRiskPolicyThresholds,
  lookalike_paid: 'reject' as const,
};

describe('risk policy service', () => {
  const setup = () => {
    const policies = memoryPolicies();
    const service = createRiskPolicyService({
      policies,
      clock: { nowMs: () => NOW, nowSeconds: () => NOW / 1000 },
    });
    return { policies, service };
  };

  it('answers the built-in default to a user who never saved one', async () => {
    const { service } = setup();
    const answer = await service.get('u1');
    expect(answer.policy).toEqual({
      id: 'default',
      version: 1,
      thresholds: defaultRiskPolicyThresholds,
      updated_at: null,
    });
    expect(answer.default_policy).toEqual(answer.policy);
    expect(await service.applied('u1')).toEqual({
      ref: { id: 'default', version: 1 },
      thresholds: defaultRiskPolicyThresholds,
    });
  });

  it('numbers saves after the built-in version 1, so no two policies share a number', async () => {
    const { service, policies } = setup();
    // Act
    const first = await service.set('u1', { thresholds: stricter, expected_version: 1 });
    const second = await service.set('u1', { thresholds: defaultRiskPolicyThresholds });
    // Assess
    expect(first.policy).toEqual({
      id: 'custom',
      version: 2,
      thresholds: stricter,
      updated_at: '2026-11-21T09:00:00Z',
    });
    expect(second.policy.version).toBe(3);
    expect(policies.saved.map((v) => v.version)).toEqual([2, 3]);
    expect((await service.applied('u1')).ref).toEqual({ id: 'custom', version: 3 });
    expect((await service.get('u1')).default_policy.id).toBe('default');
  });

  it('still takes expected_version 0 for "nothing saved yet"', async () => {
    const { service } = setup();
    expect((await service.set('u1', { thresholds: stricter, expected_version: 0 })).policy.version).toBe(2);
    await expect(service.set('u1', { thresholds: stricter, expected_version: 0 })).rejects.toMatchObject({
      code: 'policy_conflict',
    });
  });

  it('lists the versions newest first, each with what it changed, down to the built-in one', async () => {
    const { service } = setup();
    const looser = {
      ...stricter,
      indirect: { ...stricter.indirect, high: { review_at_percent: 5, reject_at_percent: 20 } },
    };
    await service.set('u1', { thresholds: stricter });
    await service.set('u1', { thresholds: looser });
    // Act
    const all = await service.versions('u1', 20);
    const newest = await service.versions('u1', 1);
    // Assess
    expect(all.total_count).toBe(3);
    expect(all.versions.map((v) => [v.id, v.version])).toEqual([
      ['custom', 3],
      ['custom', 2],
      ['default', 1],
    ]);
    expect(all.versions[0]!.changes).toEqual([
      { rule: 'indirect.high', field: 'reject_at_percent', from: null, to: 20 },
    ]);
    expect(all.versions[1]!.changes).toEqual([
      { rule: 'lookalike_paid', field: 'verdict', from: 'review', to: 'reject' },
    ]);
    expect(all.versions[2]!.changes).toEqual([]);
    // The oldest one shown still says what it changed: one more version is read than shown.
    expect(newest).toEqual({ versions: [all.versions[0]], total_count: 3 });
    expect(await setup().service.versions('u2', 20)).toEqual({
      versions: [{ ...builtInPolicy, changes: [] }],
      total_count: 1,
    });
  });

  it('refuses a change based on an older version with policy_conflict', async () => {
    const { service } = setup();
    await service.set('u1', { thresholds: stricter });
    await expect(service.set('u1', { thresholds: stricter, expected_version: 1 })).rejects.toEqual(
      new AppError('policy_conflict'),
    );
  });

  it('refuses a save that lost the race to another', async () => {
    const { policies } = setup();
    const racing: RiskPolicyRepository = { ...policies, save: async () => false };
    const lost = createRiskPolicyService({
      policies: racing,
      clock: { nowMs: () => NOW, nowSeconds: () => 0 },
    });
    await expect(lost.set('u1', { thresholds: stricter })).rejects.toMatchObject({ code: 'policy_conflict' });
  });
});
