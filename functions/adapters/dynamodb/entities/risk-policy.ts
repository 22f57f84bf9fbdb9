import { z } from 'zod';
import type { RiskPolicyThresholds } from '../../../../shared/rules/risk-policy';
import type { StoredRiskPolicy } from '../../../domain/policy/risk-policy.ports';
import { camelCased, snakeCased, storedDocument, userItemKey } from './entity';
import type { EntityDoc } from './entity-doc';
import { digits, documented, keyTemplate, text, userItem } from './key-template';

/**
 * A user's risk policy: `RISK_POLICY` holds the current version, `RISK_POLICY#V#<version>` keeps
 * every version (immutable, so a report's version can be read later). A save writes both in one
 * transaction, conditional on the current version it was based on.
 */
export const riskPolicyKey = userItem('RISK_POLICY');
/** The sort keys of the kept versions start with it; zero-padded numbers keep them in order. */
export const RISK_POLICY_VERSION_PREFIX = 'RISK_POLICY#V#';
export const riskPolicyVersionKey = keyTemplate([text('sub'), digits('version', 6)], (sub, version) =>
  userItemKey(sub, `${RISK_POLICY_VERSION_PREFIX}${version}`),
);

export const riskPolicyItemSchema = z.object({
  version: z.number(),
  thresholds: storedDocument<RiskPolicyThresholds>(),
  /** Epoch ms. */
  updated_at: z.number(),
});

export const riskPolicyAttributes = (policy: StoredRiskPolicy) => snakeCased(policy);

export const riskPolicyFromItem = (item: Record<string, unknown>): StoredRiskPolicy =>
  camelCased(riskPolicyItemSchema.parse(item));

export const riskPolicyDocs: readonly EntityDoc[] = [
  {
    item: 'risk policy',
    key: documented(riskPolicyKey, 'u1'),
    reads: ["a user's current risk policy (consistent read)"],
    holds: 'version, thresholds, updated_at (epoch ms); replaced only from the version it was based on',
  },
  {
    item: 'risk policy version',
    key: documented(riskPolicyVersionKey, 'u1', 3),
    reads: ["a user's policy history: the newest versions first (Query on the prefix, backwards)"],
    holds: 'the same attributes; put only if new, with the current one',
  },
];
