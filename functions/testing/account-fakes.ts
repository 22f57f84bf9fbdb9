import { createHash } from 'node:crypto';
import { createProviderTokenSeal } from '../adapters/crypto/provider-token-seal';
import { EmailTakenError, InvalidCredentialsError } from '../domain/accounts/account.errors';
import type {
  AccountMailJob,
  AccountRepository,
  IdentityProvider,
  KnownDeviceRepository,
  Mail,
  PasswordProofRepository,
  Profile,
  SessionFamilyRepository,
  VerificationCodeRepository,
} from '../domain/accounts/account.ports';
import type { KnownDevice } from '../domain/accounts/known-device';
import type { SessionProof } from '../domain/accounts/password-proof';
import type { PlanState } from '../domain/accounts/plan-credits';
import { endedBy } from '../domain/accounts/session-cut-off';
import type { SessionFamily } from '../domain/accounts/session-family';
import type { StoredVerificationCode } from '../domain/accounts/verification-code';
import type { Clock } from '../domain/ports/clock';
import type { Entropy } from '../domain/ports/entropy';
import { inMemoryRateLimiter } from './in-memory-rate-limiter';

/**
 * In-memory stand-ins for the account ports, for unit tests of the account service. They keep
 * the same conditional semantics as the DynamoDB and Cognito adapters (which the integration
 * tests exercise against the real local servers).
 */
export function fakeAccountWorld() {
  let now = 1_800_000_000;
  let nextCode = 123456;
  const clock: Clock = { nowSeconds: () => now, nowMs: () => now * 1000 };
  const entropy: Entropy = {
    verificationCode: () => String(nextCode++).padStart(6, '0'),
    salt: () => 'salt',
    id: () => `id-${nextCode++}`,
    sha256Hex: (t) => createHash('sha256').update(t).digest('hex'),
  };
  const codes = new Map<string, StoredVerificationCode>();
  const sentPerDay = new Map<string, number>();
  const owners = new Map<string, string>();
  const profiles = new Map<string, Profile>();
  const plans = new Map<string, PlanState>();
  const revoked = new Set<string>();
  const cutOffs = new Map<string, number>();
  const families = new Map<string, SessionFamily>();
  /** The pool's refresh tokens revoked so far, in order. */
  const revokedProviderTokens: string[] = [];
  const users = new Map<string, { sub: string; password: string }>();
  const outbox: Mail[] = [];
  const queuedMail: AccountMailJob[] = [];
  let deliver: ((job: AccountMailJob) => Promise<unknown>) | undefined;
  const codeKey = (email: string, purpose: string) => `${email}#${purpose}`;
  const sessionProofs = new Map<string, SessionProof>();
  const signIns = new Map<string, { lastMs?: number; previousMs?: number }>();
  /** The account's API keys as the disabler sees them: creation time (ms) and whether active. */
  const keys: { userId: string; id: number; createdAt: number; active: boolean }[] = [];
  let sessionCount = 0;

  const proofs: PasswordProofRepository = {
    async recordSignIn(userId, sessionId, atMs) {
      const prior = signIns.get(userId)?.lastMs;
      signIns.set(userId, { lastMs: atMs, ...(prior !== undefined ? { previousMs: prior } : {}) });
      sessionProofs.set(`${userId}#${sessionId}`, {
        signedInAtMs: atMs,
        ...(prior !== undefined ? { priorSignInMs: prior } : {}),
      });
    },
    async recordConfirmation(userId, sessionId, atMs) {
      const key = `${userId}#${sessionId}`;
      sessionProofs.set(key, { ...sessionProofs.get(key), confirmedAtMs: atMs });
    },
    async sessionProof(userId, sessionId) {
      return sessionProofs.get(`${userId}#${sessionId}`);
    },
    async signIns(userId) {
      return signIns.get(userId) ?? {};
    },
  };

  const codeRepository: VerificationCodeRepository = {
    async putUnlessLimited(code, cutoff, daily) {
      const existing = codes.get(codeKey(code.email, code.purpose));
      if (existing && existing.sentAt > cutoff) return 'cooldown';
      if (daily) {
        const dayKey = `${code.email}#${code.purpose}#${daily.day}`;
        const sent = sentPerDay.get(dayKey) ?? 0;
        if (sent >= daily.max) return 'daily_limit';
        sentPerDay.set(dayKey, sent + 1);
      }
      codes.set(codeKey(code.email, code.purpose), code);
      return 'stored';
    },
    async get(email, purpose) {
      return codes.get(codeKey(email, purpose));
    },
    async reserveTry(email, purpose, nowSeconds, maxAttempts) {
      const key = codeKey(email, purpose);
      const current = codes.get(key);
      if (!current || current.attempts >= maxAttempts || current.expiresAt <= nowSeconds) return undefined;
      const counted = { ...current, attempts: current.attempts + 1 };
      codes.set(key, counted);
      return counted;
    },
    async consume(code) {
      const key = codeKey(code.email, code.purpose);
      const current = codes.get(key);
      if (current?.codeHash !== code.codeHash) return false;
      codes.delete(key);
      return true;
    },
  };

  const limits = inMemoryRateLimiter();

  const accountRepository: AccountRepository = {
    async emailOwner(email) {
      return owners.get(email);
    },
    async createAccount(profile, plan) {
      if (owners.has(profile.email)) return 'email_taken';
      owners.set(profile.email, profile.userId);
      profiles.set(profile.userId, profile);
      plans.set(profile.userId, plan);
      return 'created';
    },
    async getProfile(userId) {
      return profiles.get(userId);
    },
    async getPlan(userId) {
      return plans.get(userId);
    },
    async saveRefill(userId, next, previous) {
      const stored = plans.get(userId);
      if (
        stored?.creditPeriod !== previous.creditPeriod ||
        stored.queryQuota !== previous.queryQuota ||
        stored.usedQueryQuota !== previous.usedQueryQuota
      )
        return false;
      plans.set(userId, next);
      return true;
    },
    async changePlan(userId, plan) {
      if (!plans.has(userId)) return false;
      plans.set(userId, plan);
      return true;
    },
    async revokeToken(tokenId) {
      revoked.add(tokenId);
    },
    async isTokenRevoked(token) {
      const notBefore = cutOffs.get(token.sub);
      return revoked.has(token.jti) || (notBefore !== undefined && endedBy(token.issuedAt, notBefore));
    },
    async endAllSessions(userId, notBeforeMs) {
      cutOffs.set(userId, Math.max(cutOffs.get(userId) ?? 0, notBeforeMs));
    },
  };

  const sessionFamilies: SessionFamilyRepository = {
    async open(family) {
      families.set(family.familyId, family);
    },
    async find(familyId) {
      const family = families.get(familyId);
      return family && { family, sessionsCutOffMs: cutOffs.get(family.userId) };
    },
    async rotate(familyId, from, next) {
      const family = families.get(familyId);
      if (family?.generation !== from.generation || family.tokenHash !== from.tokenHash) return false;
      families.set(familyId, { ...family, ...next });
      return true;
    },
    async spendGrace(familyId, at, lastUsedMs) {
      const family = families.get(familyId);
      if (family?.generation !== at.generation || family.replaced?.tokenHash !== at.replacedTokenHash)
        return false;
      const { replaced: _spent, ...rest } = family;
      families.set(familyId, { ...rest, lastUsedMs });
      return true;
    },
    async end(familyId) {
      families.delete(familyId);
    },
  };

  const knownDevices = new Map<string, KnownDevice>();
  const deviceRepository: KnownDeviceRepository = {
    async find(email, deviceHash) {
      const device = knownDevices.get(`${email}#${deviceHash}`);
      return device && { device, sessionsCutOffMs: cutOffs.get(device.userId) };
    },
    async remember(device) {
      knownDevices.set(`${device.email}#${device.deviceHash}`, device);
    },
  };

  const identity: IdentityProvider = {
    async createUser(email, password) {
      if (users.has(email)) throw new EmailTakenError(email);
      const sub = `sub-${users.size + 1}`;
      users.set(email, { sub, password });
      return sub;
    },
    async deleteUser(email) {
      users.delete(email);
    },
    async setPassword(email, password) {
      const user = users.get(email);
      if (!user) throw new Error('UserNotFoundException');
      user.password = password;
    },
    async signIn(email, password) {
      if (users.get(email)?.password !== password)
        throw new InvalidCredentialsError('NotAuthorizedException');
      sessionCount += 1;
      return {
        accessToken: `access-${email}`,
        refreshToken: `refresh-${email}`,
        expiresIn: 3600,
        sessionId: `session-${sessionCount}`,
      };
    },
    async refresh(refreshToken, userId) {
      // Cognito checks the SECRET_HASH over the user's name: a refresh for another user fails.
      if (users.get(refreshToken.replace(/^refresh-/, ''))?.sub !== userId)
        throw new InvalidCredentialsError('NotAuthorizedException');
      return { accessToken: 'access-again', expiresIn: 3600 };
    },
    async revokeRefreshToken(refreshToken) {
      revokedProviderTokens.push(refreshToken);
    },
  };

  return {
    deps: {
      codes: codeRepository,
      accounts: accountRepository,
      identity,
      limits,
      devices: deviceRepository,
      sendMail: async (mail: Mail) => {
        outbox.push(mail);
      },
      // The queue hands each job to the mail consumer at once (see deliverWith).
      queueMail: async (job: AccountMailJob) => {
        queuedMail.push(job);
        await deliver?.(job);
      },
      clock,
      entropy,
      accessTokenValiditySeconds: 3600,
      refreshTokenValiditySeconds: 30 * 86_400,
      proofs,
      sessions: sessionFamilies,
      // The real seal: pure node:crypto, so the tests see what a table reader would.
      providerTokens: createProviderTokenSeal(),
      sessionIdleSeconds: 12 * 3600,
      disableSuspectKeys: async (userId: string, sinceMs: number) => {
        const suspect = keys.filter((k) => k.userId === userId && k.active && k.createdAt >= sinceMs);
        for (const key of suspect) key.active = false;
        return suspect.map((k) => k.id);
      },
    },
    proofs,
    keys,
    families,
    revokedProviderTokens,
    /** The session id the fake pool gave the latest sign-in. */
    lastSessionId: () => `session-${sessionCount}`,
    outbox,
    queuedMail,
    /** The mail consumer the fake queue runs each job through (the service's deliverVerificationMail). */
    deliverWith: (consumer: (job: AccountMailJob) => Promise<unknown>) => {
      deliver = consumer;
    },
    users,
    plans,
    revoked,
    advance: (seconds: number) => {
      now += seconds;
    },
    /** The last code mailed to an address (the six digits in its text). */
    lastCode: (email: string) =>
      outbox
        .filter((m) => m.to === email)
        .at(-1)
        ?.text.match(/\d{6}/)?.[0],
  };
}
