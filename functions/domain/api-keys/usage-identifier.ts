import type { Entropy } from '../ports/entropy';

/**
 * The usage-plan key value of one of our keys on one tier: derived, so every authorizer instance
 * agrees on it without a stored secret. It is not a credential: with `apiKeySource: AUTHORIZER`
 * API Gateway ignores keys sent by clients and meters only what the authorizer returns.
 * A new value per tier, because a usage-plan key belongs to one usage plan (a plan change moves
 * the key to a fresh meter on its new tier).
 */
export const usageIdentifierValue = (
  sha256Hex: Entropy['sha256Hex'],
  keyHash: string,
  tier: string,
): string => `wrku_${sha256Hex(`usage-plan-key:${tier}:${keyHash}`)}`;
