import { defaultRiskPolicyThresholds } from '../../../shared/rules/risk-policy';
import { AppError } from '../app-error';
import type { RiskPolicyRepository, StoredRiskPolicy } from './risk-policy.ports';
import { createRiskPolicyService } from './risk-policy.service';

/** An in-memory repository with the real one's rule: a save must be based on the current version. */
function memoryPolicies(): RiskPolicyRepository & { versions: StoredRiskPolicy[] } {
  const versions: StoredRiskPolicy[] = [];
  return {
    versions,
    async current() {
      return versions.at(-1);
    },
    async save(_userId, policy, basedOn) {
      if ((versions.at(-1)?.version ?? 0) !== basedOn) return false;
      versions.push(policy);
      return true;
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

  it('saves versions from 1, and reports are assessed with the latest', async () => {
    const { service, policies } = setup();
    // Act
    const first = await service.set('u1', { thresholds: stricter, expected_version: 0 });
    const second = await service.set('u1', { thresholds: defaultRiskPolicyThresholds });
    // Assess
    expect(first.policy).toEqual({
      id: 'custom',
      version: 1,
      thresholds: stricter,
      updated_at: '2026-11-21T09:00:00Z',
    });
    expect(second.policy.version).toBe(2);
    expect(policies.versions.map((v) => v.version)).toEqual([1, 2]);
    expect((await service.applied('u1')).ref).toEqual({ id: 'custom', version: 2 });
    expect((await service.get('u1')).default_policy.id).toBe('default');
  });

  it('refuses a change based on an older version with policy_conflict', async () => {
    const { service } = setup();
    await service.set('u1', { thresholds: stricter });
    await expect(service.set('u1', { thresholds: stricter, expected_version: 0 })).rejects.toEqual(
      new AppError('policy_conflict'),
    );
  });

  it('refuses a save that lost the race to another', async () => {
    const { policies } = setup();
    const racing: RiskPolicyRepository = { current: policies.current, save: async () => false };
    const lost = createRiskPolicyService({
      policies: racing,
      clock: { nowMs: () => NOW, nowSeconds: () => 0 },
    });
    await expect(lost.set('u1', { thresholds: stricter })).rejects.toMatchObject({ code: 'policy_conflict' });
  });
});
