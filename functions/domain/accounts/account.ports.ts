import type { SensitiveChangeKind } from '../../../shared/contract/payloads/account-mail.schema';
import type { Language } from '../../../shared/i18n/languages';
import type { PlanBalance } from '../credits/credit-moves';
import type { KnownDevice } from './known-device';
import type { SessionProof, SignIns } from './password-proof';
import type { PlanState } from './plan-credits';
import type { FamilyGeneration, ReplacedGeneration, SessionFamily } from './session-family';
import type { StoredVerificationCode, VerificationPurpose } from './verification-code';

/**
 * What the account use cases need from the outside world (spec 01 §4-§7), implemented by the
 * DynamoDB, Cognito and SES adapters and wired in `functions/platform/container.ts`.
 */

export interface Profile {
  readonly userId: string;
  readonly email: string;
  /** Epoch seconds. */
  readonly createdAt: number;
}

/**
 * Accounts: the e-mail uniqueness item, the profile and the plan, written together so an account
 * is either complete or absent; revoked tokens and session cut-offs. Every write of the plan's
 * balance goes through the credit ledger (domain/credits/credit-moves.ts).
 */
export interface AccountRepository {
  emailOwner(email: string): Promise<string | undefined>;
  /** 'email_taken' when the e-mail already has an account (nothing is written then). */
  createAccount(profile: Profile, plan: PlanState): Promise<'created' | 'email_taken'>;
  getProfile(userId: string): Promise<Profile | undefined>;
  getPlan(userId: string): Promise<PlanState | undefined>;
  /**
   * Stores a refilled plan if the stored period and balance are still those of `previous` (the
   * plan the refill was computed from); false if this call did not write it (another writer won,
   * or the same refill was already applied). The balance is part of the condition because a
   * reservation or refund may land between the read and this write, and overwriting it would undo
   * that move (a monthly top-up keeps the larger of balance and grant). `nowMs`: epoch ms, for
   * the ledger's audit trail.
   */
  saveRefill(userId: string, next: PlanState, previous: PlanBalance, nowMs: number): Promise<boolean>;
  /**
   * Puts an existing account on `plan` (an operator's plan change); running the same change again
   * changes nothing. False when the user has no plan.
   */
  changePlan(userId: string, plan: PlanState, nowMs: number): Promise<boolean>;
  revokeToken(tokenId: string, expiresAt: number): Promise<void>;
  /**
   * True when the access token's session was logged out (its `jti`) or the account ended every
   * session after the token was issued (`issuedAt`, epoch s, before the account's cut-off).
   */
  isTokenRevoked(token: Pick<VerifiedAccessToken, 'jti' | 'sub' | 'issuedAt'>): Promise<boolean>;
  /**
   * Ends every session of the account issued before `notBeforeMs` (epoch ms): its access tokens
   * are refused by the authorizer and its refresh tokens by refresh. Kept until `keepUntil`
   * (epoch s), when every token it covers has expired.
   */
  endAllSessions(userId: string, notBeforeMs: number, keepUntil: number): Promise<void>;
}

/**
 * The refresh-token families (session-family.ts): one item per sign-in, holding the pool's refresh
 * token (sealed, below) and the hash of the current generation of ours.
 */
export interface SessionFamilyRepository {
  open(family: SessionFamily): Promise<void>;
  /** The family (consistent read) with the account's session cut-off (epoch ms, if any). */
  find(
    familyId: string,
  ): Promise<{ readonly family: SessionFamily; readonly sessionsCutOffMs: number | undefined } | undefined>;
  /**
   * Moves the family on to `next` if it still stands at `from` (its generation and token hash),
   * keeping `next.replaced` for the grace window in place of any earlier one; false when another
   * refresh moved it first or it ended meanwhile.
   */
  rotate(
    familyId: string,
    from: Pick<SessionFamily, 'generation' | 'tokenHash'>,
    next: Pick<SessionFamily, 'generation' | 'tokenHash' | 'lastUsedMs' | 'sealedProviderToken'> & {
      readonly replaced: ReplacedGeneration;
    },
  ): Promise<boolean>;
  /**
   * Uses up the grace of the generation the family replaced last (drops `replaced`, sets
   * `lastUsedMs`) if the family still stands at `at` with that replaced token; false when a
   * refresh or another grace use came first, or the family ended.
   */
  spendGrace(
    familyId: string,
    at: { readonly generation: number; readonly replacedTokenHash: string },
    lastUsedMs: number,
  ): Promise<boolean>;
  end(familyId: string): Promise<void>;
}

/**
 * Seals the pool's refresh token under the secret of the family's current refresh token of ours,
 * which the table never holds (only its hash), bound to the family and generation: whoever reads
 * the table cannot use the pool's token, and the box opens only with the secret it was sealed
 * under (adapters/crypto/provider-token-seal.ts).
 */
export interface ProviderTokenSeal {
  seal(providerToken: string, secret: string, bound: FamilyGeneration): string;
  /** The pool's token; undefined for a wrong secret, family or generation, or an altered box. */
  open(sealed: string, secret: string, bound: FamilyGeneration): string | undefined;
}

/** The per-e-mail cap on codes of one purpose sent in one UTC day (domain/accounts/verification-code.ts). */
export interface DailySendLimit {
  readonly day: string;
  readonly max: number;
  /** Epoch s after which the day's counter may go. */
  readonly expiresAt: number;
}

/** Verification codes: one per e-mail and purpose, replaced by each send, expired by TTL. */
export interface VerificationCodeRepository {
  /**
   * Stores the code unless one was sent after `cooldownCutoff` (epoch s) or the e-mail's codes of
   * the day and purpose reached the cap; both checks and both writes are one transaction, so a
   * refused send neither replaces the live code nor counts. Without `daily` the send is neither
   * capped nor counted (a reset asked from the owner's known device).
   */
  putUnlessLimited(
    code: StoredVerificationCode,
    cooldownCutoff: number,
    daily: DailySendLimit | undefined,
  ): Promise<'stored' | 'cooldown' | 'daily_limit'>;
  get(email: string, purpose: VerificationPurpose): Promise<StoredVerificationCode | undefined>;
  /**
   * Counts one try on the stored code, atomically and before any comparison, if it exists, has
   * tries left (`attempts < maxAttempts`) and has not expired at `nowSeconds`; answers the code as
   * it stands after the count, or undefined when no try could be counted.
   */
  reserveTry(
    email: string,
    purpose: VerificationPurpose,
    nowSeconds: number,
    maxAttempts: number,
  ): Promise<StoredVerificationCode | undefined>;
  /** Deletes the code if it is still the one that was checked; false if someone used it first. */
  consume(code: StoredVerificationCode): Promise<boolean>;
}

export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds the access token lives. */
  readonly expiresIn: number;
  /**
   * The sign-in session the tokens belong to, as the authorizer will name it (VerifiedAccessToken's
   * `jti`): what a password proof is recorded under.
   */
  readonly sessionId?: string;
}

/**
 * The user pool as our code needs it. Users are created by the API (never by self sign-up) once
 * their e-mail code checks out; the password stored is the client's SHA-256 hex (spec 01 §5).
 * Raises EmailTakenError and InvalidCredentialsError (account.errors.ts).
 */
export interface IdentityProvider {
  /** Creates a confirmed user with a permanent password; answers the user's `sub`. */
  createUser(email: string, password: string): Promise<string>;
  deleteUser(email: string): Promise<void>;
  setPassword(email: string, password: string): Promise<void>;
  /**
   * `clientAddress` is the caller's address as the edge saw it (shared/rules/client-limits.ts),
   * handed to the pool's threat protection so its risk scoring sees the user, not our Lambda.
   */
  signIn(email: string, password: string, clientAddress?: string): Promise<IssuedTokens>;
  /**
   * A new access token for a refresh token of the user `userId` (its sub, the pool's user name);
   * the pool's refresh token itself stays the same (rotation is ours: session-family.ts).
   */
  refresh(refreshToken: string, userId: string): Promise<Omit<IssuedTokens, 'refreshToken'>>;
  revokeRefreshToken(refreshToken: string): Promise<void>;
}

/** An outgoing e-mail, in both text and HTML. */
export interface Mail {
  readonly to: string;
  /** Where a reply goes, when not to the sender (a sales inquiry's sender). */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/** A verification or reset code to mail, queued by the routes and sent by the mail consumer. */
export interface AccountMailJob {
  readonly email: string;
  readonly purpose: VerificationPurpose;
  readonly language: Language;
  readonly code: string;
  /** Epoch seconds. */
  readonly expiresAt: number;
}

export type AccountMailQueue = (job: AccountMailJob) => Promise<void>;

/** What a sealed verification code is bound to: the fields of its message besides the code. */
export interface MailCodeContext {
  readonly email: string;
  readonly purpose: string;
  /** Epoch seconds. */
  readonly expiresAt: number;
}

/**
 * The mail consumer's own key for the verification codes the routes queue sealed for it: it
 * opens them and names its public half (for the routes, through CloudFormation on AWS).
 */
export interface MailCodeKey {
  /** The code; throws when the box was altered, re-addressed or sealed for another key. */
  open(sealed: string, context: MailCodeContext): string;
  /** Base64 of the 32 raw bytes, as MAIL_CODE_PUBLIC_KEY takes it. */
  publicKey(): string;
}

/** A notice to the owner that a sensitive change was made, queued and mailed by the mail consumer. */
export interface SecurityNotice {
  readonly kind: SensitiveChangeKind;
  readonly email: string;
  readonly language: Language;
  /** What changed, for the owner to recognise: a key's name, a webhook host, an e-mail. */
  readonly subject: string;
  /** Epoch ms. */
  readonly atMs: number;
  /** The API key that made the change; null when the console did. */
  readonly byApiKey: number | null;
}

export type SecurityNoticeQueue = (notice: SecurityNotice) => Promise<void>;

/** A Cognito access token that passed verification (signature, issuer, expiry, client, use). */
export interface VerifiedAccessToken {
  readonly sub: string;
  /**
   * The sign-in session the token belongs to: Cognito's `origin_jti`, shared by every access
   * token refreshed from one sign-in, so logout can end them all; cognito-local has no
   * origin_jti, and there the token's own `jti` stands in.
   */
  readonly jti: string;
  /** Epoch seconds. */
  readonly exp: number;
  /** Epoch seconds: when this token was issued (`iat`). */
  readonly issuedAt: number;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

/** The devices that have signed in to an account (known-device.ts), by the SHA-256 of their token. */
export interface KnownDeviceRepository {
  /**
   * The device's record for this e-mail, with the account's session cut-off (epoch ms, undefined
   * when sessions were never ended), or undefined when the device never signed in to it.
   */
  find(
    email: string,
    deviceHash: string,
  ): Promise<{ readonly device: KnownDevice; readonly sessionsCutOffMs: number | undefined } | undefined>;
  /** Records (or renews) the device for the account. */
  remember(device: KnownDevice): Promise<void>;
}
/**
 * Password proofs ("sudo mode", password-proof.ts): each session's password-verified sign-in and
 * re-confirmations, and the account's latest two sign-ins. Times are epoch ms; `keepUntil` epoch s.
 */
export interface PasswordProofRepository {
  /** Records a sign-in with the password: the session's proof and the account's latest sign-ins. */
  recordSignIn(userId: string, sessionId: string, atMs: number, keepUntil: number): Promise<void>;
  /** Records that the session confirmed the password again. */
  recordConfirmation(userId: string, sessionId: string, atMs: number, keepUntil: number): Promise<void>;
  sessionProof(userId: string, sessionId: string): Promise<SessionProof | undefined>;
  signIns(userId: string): Promise<SignIns>;
}

/**
 * Disables the user's active API keys created at or after `sinceMs` (epoch ms), marking them as
 * disabled by the end of every session; answers their ids. Implemented over the API-key store.
 */
export type SuspectKeyDisabler = (userId: string, sinceMs: number, nowMs: number) => Promise<number[]>;
