import type { UserPackage } from '../../../shared/contract/accounts.schema';
import type { Language } from '../../../shared/i18n/languages';
import {
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
} from '../../../shared/rules/account-rules';
import { codesSentPerClient, loginAttemptsPerClientAndEmail } from '../../../shared/rules/client-limits';
import { rfc3339, rfc3339FromSeconds } from '../../../shared/rules/time';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import type { Entropy } from '../ports/entropy';
import type { RateLimiter } from '../ports/rate-limiter';
import { EmailTakenError, InvalidCredentialsError } from './account.errors';
import type {
  AccountMailJob,
  AccountMailQueue,
  AccountRepository,
  IdentityProvider,
  IssuedTokens,
  KnownDeviceRepository,
  Mailer,
  PasswordProofRepository,
  ProviderTokenSeal,
  SecurityNotice,
  SessionFamilyRepository,
  SuspectKeyDisabler,
  VerificationCodeRepository,
} from './account.ports';
import { securityNoticeMail, verificationMail } from './account-mail';
import { createCurrentPlan } from './current-plan';
import { createDeviceMemory, type DeviceCookie } from './device-memory';
import { keysSuspectSince, provenUntilMs, type SessionProof } from './password-proof';
import { newNormalPlan } from './plan-credits';
import { createSessionFamilies, type SessionTokens } from './session-families';
import { clearedByOwnership, type LimitedSubject, signInSubjects } from './sign-in-limits';
import {
  checkCode,
  cooldownCutoff,
  dailySendLimit,
  judgeReservedTry,
  newVerificationCode,
  secondsUntilNextDay,
  type VerificationPurpose,
} from './verification-code';

/**
 * The account use cases of spec 01 §4-§7: verification codes, registration, sign-in with
 * throttling, refresh, logout, password reset and the plan read-out. E-mails are normalised
 * (trimmed, lower-cased) by the request schemas before they get here.
 */
export interface AccountServiceDeps {
  readonly codes: VerificationCodeRepository;
  readonly accounts: AccountRepository;
  readonly identity: IdentityProvider;
  readonly sendMail: Mailer;
  /** Verification mails go through a queue, so the routes answer before any mail is looked at. */
  readonly queueMail: AccountMailQueue;
  /** Per-client and per-e-mail limits of the unauthenticated routes (shared/rules/client-limits.ts). */
  readonly limits: RateLimiter;
  /** Devices that have signed in to an account, which the per-e-mail limits do not refuse. */
  readonly devices: KnownDeviceRepository;
  readonly clock: Clock;
  readonly entropy: Entropy;
  /** How long the pool's access tokens live (a logout's revocation is kept at least that long). */
  readonly accessTokenValiditySeconds: number;
  /** How long its refresh tokens live (an account's session cut-off is kept that long). */
  readonly refreshTokenValiditySeconds: number;
  /** Each session's password proofs ("sudo mode") and the account's latest sign-ins. */
  readonly proofs: PasswordProofRepository;
  /** Ending every session disables the API keys a stolen session could have made. */
  readonly disableSuspectKeys: SuspectKeyDisabler;
  /** Refresh-token families: our rotating refresh tokens over the pool's (session-family.ts). */
  readonly sessions: SessionFamilyRepository;
  /** Keeps the pool's refresh token in its family sealed under the current token's secret. */
  readonly providerTokens: ProviderTokenSeal;
  /** A session without a refresh for this long has ended (config SESSION_IDLE_SECONDS). */
  readonly sessionIdleSeconds: number;
  /**
   * When set, the access tokens our side accepts live at most this long from their issue
   * (config ACCESS_TOKEN_MAX_AGE_SECONDS; the browser tests shorten them), and the `expires_at`
   * answered says so.
   */
  readonly accessTokenMaxAgeSeconds?: number;
}

/** A sign-in's tokens and the device cookie that makes the browser known to the account. */
export interface SignedIn extends SessionTokens {
  readonly device: DeviceCookie;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { codes, accounts, identity, sendMail, queueMail, limits, clock, entropy } = deps;
  const hash = entropy.sha256Hex;
  const knownDevices = createDeviceMemory({
    devices: deps.devices,
    clock,
    hash,
    newToken: entropy.id,
    lifetimeSeconds: deps.refreshTokenValiditySeconds,
  });

  const families = createSessionFamilies(deps);

  /** Counts a request against every limit in turn; the first refusal answers `code` with 429. */
  async function takeAll(
    subjects: readonly LimitedSubject[],
    now: number,
    code: 'login_throttled' | 'too_many_requests',
  ): Promise<void> {
    for (const [subject, limit] of subjects) {
      const decision = await limits.take(subject, now, limit);
      if (!decision.allowed)
        throw new AppError(code, { headers: { 'Retry-After': String(decision.retryAfter) } });
    }
  }

  /**
   * `client`: the caller's address as AWS sees it (functions/platform/http/client-address.ts);
   * `deviceToken`: the device cookie's token, if any. A reset code asked from a device known to
   * the account does not count on the e-mail's daily budget, so whoever spends that budget cannot
   * keep the owner from resetting on their own devices (the client's hourly limit still holds).
   */
  async function sendVerificationCode(
    email: string,
    purpose: VerificationPurpose,
    language: Language,
    client: string,
    deviceToken?: string,
  ) {
    const now = clock.nowSeconds();
    // One client may have only so many codes mailed, to any addresses.
    await takeAll([[`codes-client:${client}`, codesSentPerClient]], now, 'too_many_requests');
    const ownDevice = purpose === 'reset' && (await knownDevices.isKnown(email, deviceToken));
    const code = entropy.verificationCode();
    const stored = newVerificationCode({ email, purpose, code, salt: entropy.salt(), nowSeconds: now }, hash);
    const put = await codes.putUnlessLimited(
      stored,
      cooldownCutoff(now),
      ownDevice ? undefined : dailySendLimit(now),
    );
    if (put === 'cooldown') {
      throw new AppError('verification_cooldown', {
        headers: { 'Retry-After': String(VERIFICATION_RESEND_COOLDOWN_SECONDS) },
      });
    }
    if (put === 'daily_limit') {
      throw new AppError('verification_daily_limit', {
        headers: { 'Retry-After': String(secondsUntilNextDay(now)) },
      });
    }
    // The same work whatever the e-mail: whether a reset code is mailed (only to an existing
    // account) is decided by the mail consumer after this answer, so neither the answer nor its
    // timing tells who is registered.
    try {
      await queueMail({ email, purpose, language, code, expiresAt: stored.expiresAt });
    } catch (error) {
      // Without the mail the stored code only blocks a retry for 60 s: take it back.
      await codes.consume(stored);
      throw error;
    }
    return {
      sent: true as const,
      resend_after: VERIFICATION_RESEND_COOLDOWN_SECONDS,
      expires_in: VERIFICATION_CODE_TTL_SECONDS,
    };
  }

  /** The mail consumer's part: mails a queued code, a reset code only to an existing account. */
  async function deliverVerificationMail(job: AccountMailJob): Promise<'sent' | 'skipped'> {
    if (clock.nowSeconds() >= job.expiresAt) return 'skipped';
    if (job.purpose === 'reset' && (await accounts.emailOwner(job.email)) === undefined) return 'skipped';
    await sendMail({ to: job.email, ...verificationMail(job.purpose, job.code, job.language) });
    return 'sent';
  }

  /**
   * Checks the typed code and uses it up. A try is counted before the comparison (a conditional
   * increment), so at most five tries are ever compared, however many arrive at once; a try
   * beyond them answers "exhausted" whether or not it was right, so racing guesses learn nothing.
   */
  async function redeemCode(email: string, purpose: VerificationPurpose, typed: string): Promise<void> {
    const now = clock.nowSeconds();
    const reserved = await codes.reserveTry(email, purpose, now, VERIFICATION_MAX_ATTEMPTS);
    if (!reserved) {
      const check = checkCode(await codes.get(email, purpose), typed, now, hash);
      if (check.outcome === 'exhausted')
        throw new AppError('verification_code_exhausted', { field: 'verify_code' });
      throw new AppError('verification_code_invalid', { field: 'verify_code' });
    }
    const verdict = judgeReservedTry(reserved, typed, hash);
    if (verdict.outcome === 'accepted') {
      // Conditional on the code only (not the count), so wrong tries racing with it cannot make
      // the right code fail; if it is gone, another request with the right code used it.
      if (await codes.consume(reserved)) return;
      throw new AppError('verification_code_invalid', { field: 'verify_code' });
    }
    throw new AppError(
      verdict.attemptsLeft > 0 ? 'verification_code_invalid' : 'verification_code_exhausted',
      {
        field: 'verify_code',
        data: { attempts_left: verdict.attemptsLeft },
      },
    );
  }

  async function register(input: { email: string; verify_code: string; password: string }) {
    const { email } = input;
    await redeemCode(email, 'register', input.verify_code);
    if (await accounts.emailOwner(email)) throw new AppError('email_taken', { field: 'email' });

    let userId: string;
    try {
      userId = await identity.createUser(email, input.password);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AppError('email_taken', { field: 'email' });
      throw error;
    }
    const now = clock.nowSeconds();
    const created = await accounts
      .createAccount({ userId, email, createdAt: now }, newNormalPlan(now))
      .catch(async (error: unknown) => {
        await identity.deleteUser(email);
        throw error;
      });
    if (created === 'email_taken') {
      await identity.deleteUser(email);
      throw new AppError('email_taken', { field: 'email' });
    }
    return { user_id: userId, email };
  }

  /** `deviceToken`: the device cookie's token, if any (known-device.ts). */
  async function login(
    input: { email: string; password: string },
    client: string,
    deviceToken?: string,
  ): Promise<SignedIn> {
    const { email } = input;
    const now = clock.nowSeconds();
    // Counted before the password is checked, so parallel guesses cannot exceed the limits; the
    // counts are per e-mail whether or not it has an account, so a 429 reveals nothing either.
    // A device that signed in to the account before is not counted on the e-mail's window.
    const knownDevice = await knownDevices.isKnown(email, deviceToken);
    await takeAll(signInSubjects(email, client, knownDevice), now, 'login_throttled');
    let tokens: IssuedTokens;
    try {
      tokens = await identity.signIn(email, input.password, client);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) throw new AppError('login_failed');
      throw error;
    }
    // A sign-in clears its e-mail's counts (not the client's own budget).
    await Promise.all(clearedByOwnership(email, client).map((subject) => limits.clear(subject)));
    const userId = await accounts.emailOwner(email);
    if (!userId) throw new AppError('login_failed');
    const device = await knownDevices.remember(email, userId, deviceToken);
    // Refresh works only through a family opened here, so ending sessions can reach them (below).
    const refreshToken = await families.open(userId, tokens.refreshToken);
    // A sign-in with the password is this session's proof for sensitive changes.
    if (tokens.sessionId)
      await deps.proofs.recordSignIn(
        userId,
        tokens.sessionId,
        clock.nowMs(),
        now + deps.refreshTokenValiditySeconds,
      );
    return {
      access_token: tokens.accessToken,
      refresh_token: refreshToken,
      expires_at: now + families.accessLifetime(tokens.expiresIn),
      device,
    };
  }

  async function logout(caller: { tokenId?: string; tokenExpiresAt?: number }, refreshToken?: string) {
    if (caller.tokenId) {
      // The session's other access tokens (refreshed later) may outlive this one by up to their
      // full validity, so the revocation is kept at least that long.
      const keepUntil = Math.max(
        caller.tokenExpiresAt ?? 0,
        clock.nowSeconds() + deps.accessTokenValiditySeconds,
      );
      await accounts.revokeToken(caller.tokenId, keepUntil);
    }
    if (refreshToken !== undefined) await families.endWith(refreshToken);
    return { ok: true as const };
  }

  /**
   * Ends every session of the account: every access token issued so far and every refresh token;
   * then disables the API keys created since the last password-verified sign-in
   * (password-proof.ts), which a session riding a stolen token could have made. Their ids.
   */
  async function endAllSessions(
    userId: string,
    ending: { kind: 'reset' } | { kind: 'everywhere'; caller?: SessionProof },
  ): Promise<number[]> {
    const nowMs = clock.nowMs();
    const keepUntil = clock.nowSeconds() + deps.refreshTokenValiditySeconds + deps.accessTokenValiditySeconds;
    await accounts.endAllSessions(userId, nowMs, keepUntil);
    const since = keysSuspectSince(
      ending,
      await deps.proofs.signIns(userId),
      nowMs,
      deps.refreshTokenValiditySeconds * 1000,
    );
    return deps.disableSuspectKeys(userId, since, nowMs);
  }

  async function logoutEverywhere(caller: { userId: string; tokenId?: string }) {
    const proof = caller.tokenId ? await deps.proofs.sessionProof(caller.userId, caller.tokenId) : undefined;
    const disabled = await endAllSessions(caller.userId, {
      kind: 'everywhere',
      ...(proof ? { caller: proof } : {}),
    });
    return { ok: true as const, disabled_api_keys: disabled };
  }

  /**
   * Proves the password again in a signed-in session, for sensitive changes in the next 10
   * minutes. Tries count against a per-account window like sign-in's per-client one, so a stolen
   * session cannot guess the password here; a wrong one answers 400 (not 401: the session is fine).
   */
  async function confirmPassword(
    caller: { userId: string; tokenId?: string },
    password: string,
    client: string,
  ) {
    if (!caller.tokenId) throw new AppError('session_invalid');
    const subject = `confirm-password:${caller.userId}`;
    await takeAll([[subject, loginAttemptsPerClientAndEmail]], clock.nowSeconds(), 'login_throttled');
    const profile = await accounts.getProfile(caller.userId);
    if (!profile) throw new AppError('session_invalid');
    let tokens: IssuedTokens;
    try {
      tokens = await identity.signIn(profile.email, password, client);
    } catch (error) {
      if (error instanceof InvalidCredentialsError)
        throw new AppError('password_incorrect', { field: 'password' });
      throw error;
    }
    // The pool can only check a password by signing in: the session it opened is not used.
    await identity.revokeRefreshToken(tokens.refreshToken);
    await limits.clear(subject);
    const nowMs = clock.nowMs();
    await deps.proofs.recordConfirmation(
      caller.userId,
      caller.tokenId,
      nowMs,
      clock.nowSeconds() + deps.refreshTokenValiditySeconds,
    );
    return { ok: true as const, confirmed_until: rfc3339(provenUntilMs({ confirmedAtMs: nowMs })) };
  }

  /** The mail consumer's part for a sensitive change: tells the owner. */
  async function deliverSecurityNotice(notice: SecurityNotice): Promise<void> {
    await sendMail({ to: notice.email, ...securityNoticeMail(notice) });
  }

  /** `deviceToken`: the device cookie's token, if any; the device is known to the account after. */
  async function resetPassword(
    input: { email: string; verify_code: string; password: string },
    client: string,
    deviceToken?: string,
  ) {
    await redeemCode(input.email, 'reset', input.verify_code);
    // A code for an unknown e-mail was never sent, so it cannot match; this is belt and braces.
    const userId = await accounts.emailOwner(input.email);
    if (!userId) {
      throw new AppError('verification_code_invalid', { field: 'verify_code' });
    }
    await identity.setPassword(input.email, input.password);
    // Whoever knew the old password may hold sessions: a reset ends all of them, on every device.
    const disabled = await endAllSessions(userId, { kind: 'reset' });
    // The owner proved the mailbox: sign-in from here and across clients is open again, and this
    // device is known from now on (after the cut-off just set), so refilling the e-mail's window
    // cannot refuse it.
    await Promise.all(clearedByOwnership(input.email, client).map((subject) => limits.clear(subject)));
    const device = await knownDevices.remember(input.email, userId, deviceToken);
    return { ok: true as const, device, disabled_api_keys: disabled };
  }

  async function getUser(userId: string) {
    const profile = await accounts.getProfile(userId);
    if (!profile) throw new AppError('not_found');
    return { user_id: profile.userId, email: profile.email };
  }

  /** The plan with any due periodic credits granted first (written once per period). */
  const currentPlan = createCurrentPlan({ accounts, clock });

  async function getUserPackage(userId: string): Promise<UserPackage> {
    const plan = await currentPlan(userId);
    return {
      package_type: plan.packageType,
      begin_at: rfc3339FromSeconds(plan.beginAt),
      end_at: plan.endAt === null ? null : rfc3339FromSeconds(plan.endAt),
      query_quota: plan.queryQuota,
      used_query_quota: plan.usedQueryQuota,
      monitor_address_count: plan.monitorAddressCount,
    };
  }

  return {
    sendVerificationCode,
    deliverVerificationMail,
    register,
    login,
    refresh: families.refresh,
    logout,
    logoutEverywhere,
    confirmPassword,
    deliverSecurityNotice,
    resetPassword,
    getUser,
    getUserPackage,
    currentPlan,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
