/**
 * Every key of the single table, in one place (docs/architecture.md lists the access patterns).
 * Items are addressed only through these builders.
 */
export interface ItemKey {
  readonly PK: string;
  readonly SK: string;
}

export const keys = {
  userProfile: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userPlan: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'PLAN' }),
  /** Uniqueness of an e-mail; holds the user id. */
  emailOwner: (email: string): ItemKey => ({ PK: `EMAIL#${email}`, SK: 'USER' }),
  verificationCode: (email: string, purpose: string): ItemKey => ({
    PK: `EMAIL#${email}`,
    SK: `CODE#${purpose}`,
  }),
  loginFailures: (email: string): ItemKey => ({ PK: `EMAIL#${email}`, SK: 'LOGIN_FAILURES' }),
  /** An access token revoked by logout, kept until the token would have expired anyway. */
  revokedToken: (tokenId: string): ItemKey => ({ PK: `TOKEN#${tokenId}`, SK: 'REVOKED' }),
  planCatalog: (packageType: number): ItemKey => ({ PK: `PLAN#${packageType}`, SK: 'CATALOG' }),
};

/** The condition that an item does not exist yet (PK alone identifies absence). */
export const NOT_EXISTS = 'attribute_not_exists(PK)';

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionCanceledException');
