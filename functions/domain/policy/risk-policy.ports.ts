import type { RiskPolicyThresholds } from '../../../shared/rules/risk-policy';

/** A saved version of a user's risk policy. */
export interface StoredRiskPolicy {
  /** From 1 per user. */
  readonly version: number;
  readonly thresholds: RiskPolicyThresholds;
  /** Epoch milliseconds. */
  readonly updatedAt: number;
}

/**
 * Where users' risk policies live (the DynamoDB repository): the current version, and every
 * version kept, so a report's policy version can still be read after the next change.
 */
export interface RiskPolicyRepository {
  current(userId: string): Promise<StoredRiskPolicy | undefined>;
  /**
   * Stores `policy` as the next version if the current version is still `basedOn` (0: none);
   * false when another change came first.
   */
  save(userId: string, policy: StoredRiskPolicy, basedOn: number): Promise<boolean>;
}
