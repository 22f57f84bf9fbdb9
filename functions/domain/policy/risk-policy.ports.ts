import type { RiskPolicyThresholds } from '../../../shared/rules/risk-policy';

/** A saved version of a user's risk policy. */
export interface StoredRiskPolicy {
  /** The user's sequence: the built-in default is 1, so saved versions count from 2. */
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
   * Stores `policy` as the next version if the current saved version is still `basedOn` (0: none
   * saved); false when another change came first.
   */
  save(userId: string, policy: StoredRiskPolicy, basedOn: number): Promise<boolean>;
  /** The saved versions, newest first, at most `limit`. */
  versions(userId: string, limit: number): Promise<StoredRiskPolicy[]>;
}
