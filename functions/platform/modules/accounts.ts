import { createAccessTokenVerifier } from '../../adapters/cognito/access-token-verifier';
import { createIdentityProvider } from '../../adapters/cognito/identity-provider';
import { createMailCodeKey, createMailCodeSealer } from '../../adapters/crypto/mail-code-seal';
import { createProviderTokenSeal } from '../../adapters/crypto/provider-token-seal';
import { createAccountRepository } from '../../adapters/dynamodb/account.repository';
import { createKnownDeviceRepository } from '../../adapters/dynamodb/known-device.repository';
import { createPasswordProofRepository } from '../../adapters/dynamodb/password-proof.repository';
import { createRateLimiter } from '../../adapters/dynamodb/rate-limiter';
import { createSalesInquiryRepository } from '../../adapters/dynamodb/sales-inquiry.repository';
import { createSessionFamilyRepository } from '../../adapters/dynamodb/session-family.repository';
import { createVerificationCodeRepository } from '../../adapters/dynamodb/verification-code.repository';
import { createSesMailer } from '../../adapters/ses/mailer';
import {
  createAccountMailQueue,
  createSalesInquiryMailQueue,
  createSecurityNoticeQueue,
} from '../../adapters/sqs/account-mail-queue';
import type {
  AccessTokenVerifier,
  AccountMailQueue,
  AccountRepository,
  IdentityProvider,
  KnownDeviceRepository,
  MailCodeKey,
  Mailer,
  PasswordProofRepository,
  ProviderTokenSeal,
  SecurityNoticeQueue,
  SessionFamilyRepository,
  VerificationCodeRepository,
} from '../../domain/accounts/account.ports';
import { type AccountService, createAccountService } from '../../domain/accounts/account.service';
import { type CurrentPlan, createCurrentPlan } from '../../domain/accounts/current-plan';
import { createPlanAdminService } from '../../domain/accounts/plan-admin.service';
import { createSensitiveChanges, type SensitiveChanges } from '../../domain/accounts/sensitive-changes';
import { createSuspectKeyDisabler } from '../../domain/api-keys/suspect-keys';
import type { RateLimiter } from '../../domain/ports/rate-limiter';
import type { SalesInquiryMailQueue, SalesInquiryRepository } from '../../domain/sales/sales.ports';
import {
  createSalesInquiryService,
  type SalesInquiryService,
} from '../../domain/sales/sales-inquiry.service';
import { ConfigError, cognitoIssuer } from '../config';
import { builtOnFirstCall, lazyMembers } from '../lazy';
import type { PortBuilders, Ports } from '../ports';
import { userPoolDesign } from '../resource-design';
import { whenSet } from './optional-setting';

/** What the account use cases reach outside: the table, the user pool, mail. */
export interface AccountPorts {
  readonly accounts: AccountRepository;
  readonly verificationCodes: VerificationCodeRepository;
  /** Devices that have signed in to an account (the device cookie's token, hashed). */
  readonly knownDevices: KnownDeviceRepository;
  readonly identity: IdentityProvider;
  readonly sendMail: Mailer;
  readonly queueMail: AccountMailQueue;
  /** Notices of sensitive changes to the owner, on the same mail queue. */
  readonly queueNotice: SecurityNoticeQueue;
  /** The mail consumer's key for the codes queued sealed (MAIL_CODE_PRIVATE_KEY). */
  readonly mailCodeKey: MailCodeKey;
  /** Password proofs of each session ("sudo mode") and the account's latest sign-ins. */
  readonly passwordProofs: PasswordProofRepository;
  /** Per-client and per-user windows (sign-in throttling, deliveries, test events). */
  readonly rateLimiter: RateLimiter;
  readonly verifyAccessToken: AccessTokenVerifier;
  /** Refresh-token families: our rotating refresh tokens over the pool's. */
  readonly sessionFamilies: SessionFamilyRepository;
  /** Contact-sales messages, and their mails to the sales inbox on the same mail queue. */
  readonly salesInquiries: SalesInquiryRepository;
  readonly queueSalesInquiry: SalesInquiryMailQueue;
  /** Seals the pool's refresh token in its family under the current token's secret. */
  readonly providerTokenSeal: ProviderTokenSeal;
}

export const accountPorts: PortBuilders<AccountPorts> = ({ config, clients }, ports) => ({
  accounts: () => createAccountRepository(clients.ddb, config.TABLE_NAME, ports().ledger),
  verificationCodes: () => createVerificationCodeRepository(clients.ddb, config.TABLE_NAME),
  knownDevices: () => createKnownDeviceRepository(clients.ddb, config.TABLE_NAME),
  identity: () =>
    createIdentityProvider(clients.cognito, config.USER_POOL_ID, {
      clientId: config.USER_POOL_CLIENT_ID,
      clientSecret: config.USER_POOL_CLIENT_SECRET,
      serverName: new URL(config.CONSOLE_URL).hostname,
    }),
  sendMail: () => builtOnFirstCall(() => createSesMailer(clients.ses, config.MAIL_FROM)),
  queueMail: () =>
    builtOnFirstCall(() =>
      whenSet(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', (url) =>
        whenSet(config.MAIL_CODE_PUBLIC_KEY, 'MAIL_CODE_PUBLIC_KEY', (publicKey) =>
          createAccountMailQueue(clients.sqs, url, createMailCodeSealer(publicKey)),
        ),
      ),
    ),
  queueNotice: () =>
    builtOnFirstCall(() =>
      whenSet(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', (url) => createSecurityNoticeQueue(clients.sqs, url)),
    ),
  mailCodeKey: () => {
    const seed = config.MAIL_CODE_PRIVATE_KEY;
    if (seed) return createMailCodeKey(seed);
    const missing = (): never => {
      throw new ConfigError('MAIL_CODE_PRIVATE_KEY is not set');
    };
    return { open: missing, publicKey: missing };
  },
  passwordProofs: () => createPasswordProofRepository(clients.ddb, config.TABLE_NAME),
  rateLimiter: () => createRateLimiter(clients.ddb, config.TABLE_NAME),
  verifyAccessToken: () =>
    createAccessTokenVerifier(
      cognitoIssuer(config),
      config.USER_POOL_CLIENT_ID,
      config.ACCESS_TOKEN_MAX_AGE_SECONDS,
    ),
  sessionFamilies: () => createSessionFamilyRepository(clients.ddb, config.TABLE_NAME),
  salesInquiries: () => createSalesInquiryRepository(clients.ddb, config.TABLE_NAME),
  queueSalesInquiry: () =>
    builtOnFirstCall(() =>
      whenSet(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', (url) =>
        createSalesInquiryMailQueue(clients.sqs, url),
      ),
    ),
  providerTokenSeal: () => createProviderTokenSeal(),
});

export interface AccountsModule {
  /** Sign-up, sign-in, sessions, password reset, the plan read-out, the account mails. */
  readonly service: AccountService;
  /** The caller's plan with due credits granted: what every charging use case reads first. */
  readonly currentPlan: CurrentPlan;
  /** The operator's use cases (npm run plan:set). */
  readonly planAdmin: ReturnType<typeof createPlanAdminService>;
  /** The password-proof gate and owner notices of sensitive changes (keys, alert destinations). */
  readonly sensitiveChanges: SensitiveChanges;
  /** The contact-sales form: stored, then mailed to the sales inbox. */
  readonly sales: SalesInquiryService;
}

/**
 * The settings of the configuration this module reads: the session limits (SESSION_IDLE_SECONDS,
 * ACCESS_TOKEN_MAX_AGE_SECONDS) and SALES_INBOX, which only the mail consumer needs.
 */
export interface AccountSettings {
  readonly sessionIdleSeconds: number;
  readonly accessTokenMaxAgeSeconds?: number | undefined;
  readonly salesInbox: string | undefined;
}

export const accountsModule = (ports: Ports, settings: AccountSettings): AccountsModule =>
  lazyMembers<AccountsModule>({
    service: () =>
      createAccountService({
        codes: ports.verificationCodes,
        accounts: ports.accounts,
        identity: ports.identity,
        sendMail: ports.sendMail,
        queueMail: ports.queueMail,
        limits: ports.rateLimiter,
        devices: ports.knownDevices,
        clock: ports.clock,
        entropy: ports.entropy,
        accessTokenValiditySeconds: userPoolDesign.accessTokenValidityMinutes * 60,
        refreshTokenValiditySeconds: userPoolDesign.refreshTokenValidityDays * 86_400,
        proofs: ports.passwordProofs,
        disableSuspectKeys: createSuspectKeyDisabler(ports.apiKeys),
        sessions: ports.sessionFamilies,
        providerTokens: ports.providerTokenSeal,
        sessionIdleSeconds: settings.sessionIdleSeconds,
        ...(settings.accessTokenMaxAgeSeconds === undefined
          ? {}
          : { accessTokenMaxAgeSeconds: settings.accessTokenMaxAgeSeconds }),
      }),
    currentPlan: () =>
      builtOnFirstCall(() => createCurrentPlan({ accounts: ports.accounts, clock: ports.clock })),
    planAdmin: () => createPlanAdminService({ accounts: ports.accounts, clock: ports.clock }),
    sensitiveChanges: () =>
      createSensitiveChanges({
        proofs: ports.passwordProofs,
        accounts: ports.accounts,
        queueNotice: ports.queueNotice,
        clock: ports.clock,
        log: ports.log,
      }),
    sales: () =>
      createSalesInquiryService({
        inquiries: ports.salesInquiries,
        queueMail: ports.queueSalesInquiry,
        mailSalesTeam: whenSet(
          settings.salesInbox,
          'SALES_INBOX',
          (to) => (mail) => ports.sendMail({ ...mail, to }),
        ),
        limits: ports.rateLimiter,
        clock: ports.clock,
        entropy: ports.entropy,
      }),
  });
