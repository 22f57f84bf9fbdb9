/**
 * Every key of the single table, in one place (docs/architecture.md lists the access patterns).
 * Items are addressed only through these builders.
 */
export interface ItemKey {
  readonly PK: string;
  readonly SK: string;
}

/** Sort-key prefix of a user's credit entries, numbered (the statement lists them newest first). */
export const CREDIT_ENTRY_PREFIX = 'CREDIT#';
/** Digits of an entry's number in its sort key, so the keys sort as the numbers do. */
const CREDIT_SEQ_DIGITS = 12;
/** Sort-key prefix of a user's API keys. */
export const API_KEY_PREFIX = 'APIKEY#';

export const keys = {
  userProfile: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userPlan: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'PLAN' }),
  /**
   * The sizes of a user's lists (`queries`; next: API keys, monitored addresses, alerts), each
   * moved in the transaction that adds to its list, so a page's total is one read, not a count.
   */
  userListCounts: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'LIST_COUNTS' }),
  /**
   * The size of a user's history of one address (`queries`), moved by create's transaction like
   * `userListCounts`. Its own item per address: one attribute per address on `LIST_COUNTS` would
   * grow that item without bound. The address as GSI2's partition holds it (queryAddressPartition).
   */
  userAddressListCounts: (userId: string, address: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `LIST_COUNTS#ADDR#${address}`,
  }),
  /**
   * The n-th move of a user's credits (n from 1, no gaps): delta, the balance it left, reason and
   * what it paid for. Written with the move, under the plan's `ledger_seq`; the statement.
   */
  creditEntry: (userId: string, seq: number): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `${CREDIT_ENTRY_PREFIX}${String(seq).padStart(CREDIT_SEQ_DIGITS, '0')}`,
  }),
  /**
   * A move's idempotency key (domain/credits/credit-moves.ts), kept for good: the same key cannot
   * move credits twice. Holds the number of the entry it wrote.
   */
  creditMoveKey: (userId: string, key: string): ItemKey => ({ PK: `USER#${userId}`, SK: `MOVE#${key}` }),
  /**
   * A client's Idempotency-Key of one operation, with a hash of the request it came with and the
   * answer it got; refused for another request until `expires_at`, deleted by TTL after.
   */
  clientRequest: (userId: string, scope: string, key: string): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `IDEMPOTENCY#${scope}#${key}`,
  }),
  /** The current version of a user's risk policy (issue 13): version, thresholds, updated_at. */
  userRiskPolicy: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'RISK_POLICY' }),
  /** One saved version of a user's risk policy, immutable, so a report's version can be read later. */
  userRiskPolicyVersion: (userId: string, version: number): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `RISK_POLICY#V#${String(version).padStart(6, '0')}`,
  }),
  /**
   * The analysis-time histogram of one UTC day (YYYY-MM-DD): attributes b0…b23, counts per bucket
   * (domain/stats/analysis-time-histogram.ts), added to on completion; kept 8 days (`ttl`).
   */
  analysisTimeDay: (day: string): ItemKey => ({ PK: 'STATS#ANALYSIS_TIME', SK: `DAY#${day}` }),
  /**
   * How many addresses are monitored now (attribute `count`), for the public figures: monitoring
   * moves it with ADD in the transaction that adds or removes a monitored address. Absent: 0.
   */
  monitoredAddressCount: (): ItemKey => ({ PK: 'STATS#MONITORING', SK: 'ADDRESSES' }),
  /** Uniqueness of an e-mail; holds the user id. */
  emailOwner: (email: string): ItemKey => ({ PK: `EMAIL#${email}`, SK: 'USER' }),
  verificationCode: (email: string, purpose: string): ItemKey => ({
    PK: `EMAIL#${email}`,
    SK: `CODE#${purpose}`,
  }),
  /** How many codes were mailed to an e-mail on one UTC day (`day` = YYYY-MM-DD). */
  codesSentOnDay: (email: string, day: string): ItemKey => ({
    PK: `EMAIL#${email}`,
    SK: `CODES_SENT#${day}`,
  }),
  /** A rate window of one subject (`login:<email>:<client>`, `codes-client:<client>`…). */
  rateWindow: (subject: string): ItemKey => ({ PK: `LIMIT#${subject}`, SK: 'WINDOW' }),
  /** An access token revoked by logout, kept until the token would have expired anyway. */
  revokedToken: (tokenId: string): ItemKey => ({ PK: `TOKEN#${tokenId}`, SK: 'REVOKED' }),
  /** The account's cut-off: sessions issued before it were ended (password reset, log out everywhere). */
  sessionsCutOff: (userId: string): ItemKey => ({ PK: `USER#${userId}`, SK: 'SESSIONS_NOT_BEFORE' }),
  /** A refresh token our login issued, by its SHA-256 (the token itself is never stored). */
  refreshToken: (tokenHash: string): ItemKey => ({ PK: `REFRESH#${tokenHash}`, SK: 'SESSION' }),
  planCatalog: (packageType: number): ItemKey => ({ PK: `PLAN#${packageType}`, SK: 'CATALOG' }),
  /** One label of an address: slot = `<source>#<category>` or `<source>#exchange` (DESIGN §6). */
  label: (chain: string, address: string, slot: string): ItemKey => ({
    PK: `LABEL#${chain}#${address}`,
    SK: slot,
  }),
  /** The current version of a chain's label membership snapshot (screening reloads on change). */
  labelIndexVersion: (chain: string): ItemKey => ({ PK: `LABELINDEX#${chain}`, SK: 'VERSION' }),
  /** One part of a snapshot version; parts of a version are immutable. */
  labelIndexPart: (chain: string, version: string, part: number): ItemKey => ({
    PK: `LABELINDEX#${chain}`,
    SK: `PART#${version}#${String(part).padStart(3, '0')}`,
  }),
  /** A risk query, addressed by its hash (status polls read it consistently). */
  query: (hash: string): ItemKey => ({ PK: `QUERY#${hash}`, SK: 'QUERY' }),
  /** The finished report of a query (gzip-compressed JSON). */
  queryResult: (hash: string): ItemKey => ({ PK: `QUERY#${hash}`, SK: 'RESULT' }),
  /**
   * A user's API key (issue 11): under the user, so the console's list is one Query on
   * `begins_with(SK, APIKEY#)` (at most a plan's cap, 10 keys: no paging needed).
   */
  apiKey: (userId: string, id: number): ItemKey => ({
    PK: `USER#${userId}`,
    SK: `${API_KEY_PREFIX}${String(id).padStart(10, '0')}`,
  }),
  /** Which key a presented token is: the SHA-256 of the token → owner and key id (the authorizer). */
  apiKeyHash: (keyHash: string): ItemKey => ({ PK: `APIKEYHASH#${keyHash}`, SK: 'APIKEY' }),
  /**
   * Public-API call counters of a user for one UTC hour, key and chain (issue 11): one item,
   * moved by an atomic ADD per call; the stats read a range of hours from the user's partition.
   */
  usageCounter: (userId: string, hourMs: number, apiKeyId: number, chain: string | null): ItemKey => ({
    PK: usagePartition(userId),
    SK: `${usageHourPrefix(hourMs)}${String(apiKeyId).padStart(10, '0')}#${chain ?? '-'}`,
  }),
  /** The simulated ledger's anchor document of a chain (a JSON document, at most 350 KB). */
  simulationAnchors: (chain: string): ItemKey => ({ PK: `SIMWORLD#${chain}`, SK: 'ANCHORS' }),
};

export const usagePartition = (userId: string): string => `USER#${userId}#USAGE`;
/** Sort keys of a usage partition start with the hour (epoch ms, 15 digits). */
export const usageHourPrefix = (hourMs: number): string => `${String(hourMs).padStart(15, '0')}#`;

/**
 * GSI keys of a query: GSI1 lists a user's queries newest first; GSI2 the same for one address
 * (history search, spec 01 §2). Sort keys start with the creation time in ms, zero-padded.
 */
export const queryIndexKeys = (
  userId: string,
  chain: string,
  address: string,
  createdAtMs: number,
  hash: string,
) => ({
  GSI1PK: `USER#${userId}#QUERIES`,
  GSI1SK: `${String(createdAtMs).padStart(15, '0')}#${hash}`,
  GSI2PK: queryAddressPartition(userId, address),
  GSI2SK: `${String(createdAtMs).padStart(15, '0')}#${chain}#${hash}`,
});

export const userQueriesPartition = (userId: string): string => `USER#${userId}#QUERIES`;
export const queryAddressPartition = (userId: string, address: string): string =>
  `USER#${userId}#ADDR#${address}`;

/**
 * The query behind a GSI1 / GSI2 sort key, or undefined when the text is not one these builders
 * write (a paging cursor carries a sort key, and a forged one must not reach DynamoDB).
 */
export const queryKeyOfUserQueriesSortKey = (sortKey: string): ItemKey | undefined => {
  const hash = /^\d{15}#([A-Za-z0-9_-]{8,128})$/.exec(sortKey)?.[1];
  return hash === undefined ? undefined : keys.query(hash);
};
export const queryKeyOfAddressQueriesSortKey = (sortKey: string): ItemKey | undefined => {
  const hash = /^\d{15}#[a-z]{1,16}#([A-Za-z0-9_-]{8,128})$/.exec(sortKey)?.[1];
  return hash === undefined ? undefined : keys.query(hash);
};

/**
 * Keys of the sparse index of open queries (resource-design.ts, index OpenQueries): a query
 * carries them only while it is pending or processing, so the index holds open queries and
 * nothing else, and the sweeper reads the overdue ones without scanning the table. The sort key
 * starts with the time the query is due (epoch ms, zero-padded), so "overdue now" is one range
 * read per shard. Writes are spread over OPEN_QUERY_SHARDS partitions by the hash's first
 * character (the hash is random), keeping any one partition far below its write limit.
 */
export const OPEN_QUERY_SHARDS = 4;

export const openQueriesPartition = (shard: number): string => `OPENQUERIES#${shard}`;

export const openQueryKeys = (hash: string, dueAtMs: number) => ({
  OPEN_PK: openQueriesPartition(hash.charCodeAt(0) % OPEN_QUERY_SHARDS),
  OPEN_SK: `${String(dueAtMs).padStart(15, '0')}#${hash}`,
});

/** The sort-key bound below which everything is due before `nowMs` (`<due>#<hash>` < `<now>#` iff due < now). */
export const openQueriesDueBefore = (nowMs: number): string => `${String(nowMs).padStart(15, '0')}#`;

/** The condition that an item does not exist yet (PK alone identifies absence). */
export const NOT_EXISTS = 'attribute_not_exists(PK)';

/**
 * True when a condition said no. A cancelled transaction counts only when one of its conditions
 * failed: a TransactionConflict or a throttled item is transient and must not read as "exists".
 */
export function isConditionFailure(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return true;
  return cancellationCodes(error).includes('ConditionalCheckFailed');
}

/**
 * The reason code of each item of a cancelled transaction, in TransactItems order ('None' for an
 * item that was fine); empty for any other error.
 */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: readonly { Code?: string }[] }).CancellationReasons;
  return (reasons ?? []).map((reason) => reason.Code ?? 'None');
}
