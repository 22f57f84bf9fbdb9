/**
 * Ports of what guards alert delivery: the e-mail recipients' double opt-in and the count of an
 * alert's redeliveries. Rate windows per user go through the shared RateLimiter port.
 */

export interface RecipientRecord {
  readonly userId: string;
  /** Normalised (recipientKey: trimmed, lower case). */
  readonly email: string;
  readonly confirmed: boolean;
  /** Epoch ms of the last confirmation link sent; undefined when none was sent. */
  readonly sentAt?: number;
  /** Epoch s when that link stops working. */
  readonly expiresAt?: number;
  /** Epoch ms. */
  readonly confirmedAt?: number;
}

export interface NewConfirmationLink {
  readonly userId: string;
  readonly email: string;
  /** SHA-256 hex of the link's token; the token itself is never stored. */
  readonly tokenHash: string;
  /** Epoch ms. */
  readonly sentAt: number;
  /** Epoch s. */
  readonly expiresAt: number;
}

export interface RecipientRepository {
  /** The records of these recipients (normalised e-mails) that exist. */
  getMany(userId: string, emails: readonly string[]): Promise<RecipientRecord[]>;
  /** Every recipient record of the user (a configuration named each of them once). */
  list(userId: string): Promise<RecipientRecord[]>;
  /** Records a recipient with no link yet, unless it has a record already. */
  ensure(userId: string, email: string): Promise<void>;
  /**
   * Stores a new link (the lookup of its token hash and the recipient's sent/expiry times) in one
   * transaction, on the condition that the recipient is not confirmed and, with `onlyIfUnsent`,
   * has never been sent a link: the condition is the claim, so two saves at once mail once.
   * False when the condition did not hold.
   */
  addLink(link: NewConfirmationLink, onlyIfUnsent: boolean): Promise<boolean>;
  /** Forgets the last link's times after its mail could not be sent (the recipient is unsent again). */
  clearLink(userId: string, email: string, sentAt: number): Promise<void>;
  /**
   * Confirms the recipient a token hash was issued for, if the link has not expired at
   * `nowSeconds`; confirming again answers the same record. Undefined for an unknown or expired link.
   */
  confirm(tokenHash: string, nowSeconds: number, nowMs: number): Promise<RecipientRecord | undefined>;
}

export interface RedeliveryCounter {
  /** Redeliveries of the alert counted so far. */
  used(alertId: string): Promise<number>;
  /**
   * Counts one redelivery unless `max` are counted already (atomic, so parallel calls cannot pass
   * the cap); answers the count with this one, or undefined when refused.
   */
  take(alertId: string, max: number): Promise<number | undefined>;
}
