import type {
  GetRiskPolicyResponse,
  ListRiskPolicyVersionsResponse,
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
import { riskPolicyChanges } from '../../../shared/rules/risk-policy-diff';
import { rfc3339 } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { AppliedPolicy } from '../report/report-assessment';
import type { RiskPolicyRepository, StoredRiskPolicy } from './risk-policy.ports';

/**
 * Each user's risk policy (what a report's verdict is made of): the built-in default until the
 * user saves one, then the user's own ("custom"). The versions are one sequence per user: the
 * built-in default is version 1 and each save takes the next number (2, 3, ...), never reused, so
 * "version 1" never names two policies. Saving is optimistic: a change based on an older version
 * than the current one answers 409 `policy_conflict`, and the store's conditional write keeps two
 * concurrent saves from taking the same number. Every version is kept: the history shows each with
 * what it changed, and a stored report is judged again under the current one when it is read.
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
    const saved = (await policies.current(userId))?.version ?? 0;
    const current = saved || DEFAULT_RISK_POLICY_VERSION;
    // 0 stays accepted for "nothing saved yet", as the contract first had it.
    const expected = request.expected_version === 0 && saved === 0 ? current : request.expected_version;
    if (expected !== undefined && expected !== current) throw new AppError('policy_conflict');
    const next: StoredRiskPolicy = {
      version: current + 1,
      thresholds: request.thresholds,
      updatedAt: clock.nowMs(),
    };
    // Without expected_version the caller means "whatever is there": a lost race is still a conflict,
    // because its change was made without seeing the other one.
    if (!(await policies.save(userId, next, saved))) throw new AppError('policy_conflict');
    return { policy: asPolicy(next) };
  }

  /**
   * The newest `limit` versions, each with what it changed from the one before; the built-in
   * version 1 ends the list once it is reached. One more version than shown is read, to tell what
   * the oldest shown one changed.
   */
  async function versions(userId: string, limit: number): Promise<ListRiskPolicyVersionsResponse> {
    const stored = await policies.versions(userId, limit + 1);
    const sequence: RiskPolicy[] = stored.map(asPolicy);
    // The built-in default precedes the first save (a user's first saved version may be 1 if it
    // was saved before the default counted as version 1).
    if (stored.length <= limit && (stored.at(-1)?.version ?? 2) > DEFAULT_RISK_POLICY_VERSION)
      sequence.push(builtInPolicy);
    const shown = sequence.slice(0, limit).map((policy, i) => {
      const before = sequence[i + 1] ?? (policy === builtInPolicy ? undefined : builtInPolicy);
      return { ...policy, changes: before ? riskPolicyChanges(before.thresholds, policy.thresholds) : [] };
    });
    return { versions: shown, total_count: stored[0]?.version ?? DEFAULT_RISK_POLICY_VERSION };
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

  return { get, set, versions, applied };
}

export type RiskPolicyService = ReturnType<typeof createRiskPolicyService>;
