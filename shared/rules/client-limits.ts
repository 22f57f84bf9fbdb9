/**
 * Limits per client, so one client cannot exhaust what all share, the same on AWS and on the local stack. "Client" is the
 * address AWS sees — the CloudFront viewer address on the console API, the source IP on the
 * public API — and locally the socket's address; never a header the client can set. IPv6
 * clients count per /64 (one subscriber's usual allocation).
 */
export interface WindowLimit {
  /** Requests allowed in one window; the next is refused until the window ends. */
  readonly max: number;
  /** The window opens with the first counted request and lasts this long. */
  readonly windowSeconds: number;
}

/** Verification and reset codes one client may have mailed (to any addresses) per hour. */
export const codesSentPerClient: WindowLimit = { max: 20, windowSeconds: 3600 };

/**
 * Contact-sales messages per client and per sender e-mail per hour: each one is stored and mailed
 * to the sales inbox, so a script must not fill either.
 */
export const salesInquiriesPerClient: WindowLimit = { max: 5, windowSeconds: 3600 };
export const salesInquiriesPerEmail: WindowLimit = { max: 3, windowSeconds: 3600 };

/**
 * Sign-in attempts, counted before the password is checked. Per client and e-mail: guessing
 * from one client stops there without locking the owner out elsewhere. Per e-mail across all
 * clients: distributed guessing is slowed (at most 80 tries an hour), at the price that an
 * attacker with many addresses can still hold one account's sign-in for 15 minutes. Per client
 * across e-mails: one client cannot spray many accounts.
 */
export const loginAttemptsPerClientAndEmail: WindowLimit = { max: 5, windowSeconds: 15 * 60 };
export const loginAttemptsPerEmail: WindowLimit = { max: 20, windowSeconds: 15 * 60 };
export const loginAttemptsPerClient: WindowLimit = { max: 30, windowSeconds: 15 * 60 };

/**
 * The edge's flood limit per client address (AWS WAF rate-based rules, which count over 5-minute
 * windows; the local gateway counts the same), on every request of the API. The SPA's status
 * poll is 150 requests in 5 minutes per open report. On the public API it sits above the top
 * plan's rate (enterprise: 100 requests a second, 30,000 a window, plus its burst; infra/lib/
 * api-limits.ts, pinned by infra/test/web-acls.test.ts): a client is throttled by its key's
 * usage plan, never refused by the edge for using what it pays for.
 */
export const edgeRequestsPerClient = {
  console: { max: 1000, windowSeconds: 300 },
  public: { max: 36_000, windowSeconds: 300 },
} as const satisfies Record<'console' | 'public', WindowLimit>;

/**
 * Public API requests that carry no API key at all (no `X-API-Key`, no `api_key`): each can only
 * be refused, so one client gets far fewer of them (AWS WAF only).
 */
export const edgeRequestsPerClientWithoutKey: WindowLimit = { max: 3000, windowSeconds: 300 };
