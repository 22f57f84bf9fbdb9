import type {
  GetRiskPolicyResponse,
  RiskPolicy,
  SetRiskPolicyRequest,
  SetRiskPolicyResponse,
} from '../../../shared/contract/risk-policy.schema';
import {
  DEFAULT_RISK_POLICY_ID,
  DEFAULT_RISK_POLICY_VERSION,
  defaultRiskPolicyThresholds,
  USER_RISK_POLICY_ID,
} from '../../../shared/rules/risk-policy';
import { rfc3339 } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { AppliedPolicy } from '../report/report-assessment';
import type { RiskPolicyRepository, StoredRiskPolicy } from './risk-policy.ports';

/**
 * Each user's risk policy (what a report's verdict is made of): the built-in default until the user saves one, then
 * the user's own ("custom"), versioned from 1. Saving is optimistic: a change based on an older
 * version than the current one answers 409 `policy_conflict`, so two editors cannot silently
 * overwrite each other. The analysis reads the current version when it builds a report.
 */
export interface RiskPolicyServiceDeps {
  readonly policies: RiskPolicyRepository;
  readonly clock: Clock;
}

export const builtInPolicy: RiskPolicy = {
  id: DEFAULT_RISK_POLICY_ID,
  version: DEFAULT_RISK_POLICY_VERSION,
  thresholds: defaultRiskPolicyThresholds,
  updated_at: null,
};

const asPolicy = (stored: StoredRiskPolicy): RiskPolicy => ({
  id: USER_RISK_POLICY_ID,
  version: stored.version,
  thresholds: stored.thresholds,
  updated_at: rfc3339(stored.updatedAt),
});

export function createRiskPolicyService({ policies, clock }: RiskPolicyServiceDeps) {
  async function get(userId: string): Promise<GetRiskPolicyResponse> {
    const stored = await policies.current(userId);
    return { policy: stored ? asPolicy(stored) : builtInPolicy, default_policy: builtInPolicy };
  }

  async function set(userId: string, request: SetRiskPolicyRequest): Promise<SetRiskPolicyResponse> {
    const current = (await policies.current(userId))?.version ?? 0;
    if (request.expected_version !== undefined && request.expected_version !== current)
      throw new AppError('policy_conflict');
    const next: StoredRiskPolicy = {
      version: current + 1,
      thresholds: request.thresholds,
      updatedAt: clock.nowMs(),
    };
    // Without expected_version the caller means "whatever is there": a lost race is still a conflict,
    // because its change was made without seeing the other one.
    if (!(await policies.save(userId, next, current))) throw new AppError('policy_conflict');
    return { policy: asPolicy(next) };
  }

  /** The policy a report of this user is assessed with now. */
  async function applied(userId: string): Promise<AppliedPolicy> {
    const stored = await policies.current(userId);
    return stored
      ? { ref: { id: USER_RISK_POLICY_ID, version: stored.version }, thresholds: stored.thresholds }
      : {
          ref: { id: DEFAULT_RISK_POLICY_ID, version: DEFAULT_RISK_POLICY_VERSION },
          thresholds: defaultRiskPolicyThresholds,
        };
  }

  return { get, set, applied };
}

export type RiskPolicyService = ReturnType<typeof createRiskPolicyService>;
