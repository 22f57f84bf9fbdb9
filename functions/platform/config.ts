import { z } from 'zod';
import { MONITOR_POLL_PERIOD_SECONDS } from '../../shared/constants/monitor-cadence';
import { chains } from '../../shared/rules/chain-rules';

/**
 * Runtime configuration, read from the environment once and checked here so a missing or bad
 * value stops the process at start-up instead of failing a request later.
 */
const optionalUrl = z.url().optional();

export const configSchema = z.object({
  /**
   * `local` runs against the local stack (npm start, tests); `aws` against real services. No
   * default: a Lambda that lost it must not quietly take the local stack's loopback webhooks,
   * placeholder credentials and simulated ledger, so every caller names its stage.
   */
  STAGE: z.enum(['local', 'aws']),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /**
   * The app client is confidential, so no one can sign in with Cognito directly and skip our
   * sign-in limits: our sign-in, refresh and logout send its
   * SECRET_HASH / secret. Locally the seed hands it over here; on AWS the accounts routes get
   * USER_POOL_CLIENT_SECRET_ID instead and read it from Secrets Manager at cold start
   * (platform/cold-start-secrets.ts), so it never sits in the environment.
   */
  USER_POOL_CLIENT_SECRET: z.string().min(1).optional(),
  USER_POOL_CLIENT_SECRET_ID: z.string().min(1).optional(),
  /** Sender of verification-code and alert e-mails (an SES-verified identity on AWS). */
  MAIL_FROM: z.email().default('no-reply@wallet-risk.local'),
  /**
   * The operator's sales inbox, where the contact-sales form's messages are mailed (the mail
   * consumer, which requires it). Locally the mail inbox of `npm start` shows them.
   */
  SALES_INBOX: z.email().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `json` (Powertools, for CloudWatch) or `lines` (readable); unset: json on AWS, lines locally. */
  LOG_FORMAT: z.enum(['json', 'lines']).optional(),
  /**
   * What the scheduled label refresh does: `download` the public feeds (AWS), or `off`. Unset:
   * download on AWS, off locally, where the seed imports the files in ../shared/data/labels and
   * the feeds' hosts are out of reach.
   */
  LABEL_REFRESH: z.enum(['download', 'off']).optional(),
  /**
   * Origins other than the console's own that a browser may call the APIs from, comma-separated
   * (shared/api/header-policy.ts); empty: none, the console is same-origin behind CloudFront.
   */
  CORS_ALLOW_ORIGIN: z.string().default(''),
  /**
   * Live chain data. Without a key or URL the chain is analysed on the simulated
   * ledger, the offline default; reports say which source they came from.
   */
  TRONGRID_API_KEY: z.string().min(1).optional(),
  /**
   * On AWS: the Secrets Manager secret (name or ARN) holding the chain API keys as JSON
   * (`{"TRONGRID_API_KEY": "…", "ETHERSCAN_API_KEY": "…"}`), read once at cold start
   * (platform/cold-start-secrets.ts) so no key sits in the template or the function's environment.
   * Ignored on the local stack, which keeps the two variables above.
   */
  CHAIN_KEYS_SECRET_ID: z.string().min(1).optional(),
  TRONGRID_URL: z.url().default('https://api.trongrid.io'),
  ETHERSCAN_API_KEY: z.string().min(1).optional(),
  ETHERSCAN_URL: z.url().default('https://api.etherscan.io/v2/api'),
  /** JSON-RPC endpoints for eth_getLogs, used when no Etherscan key is set. */
  ETHEREUM_RPC_URL: z.url().optional(),
  BSC_RPC_URL: z.url().optional(),
  /**
   * Where query/create puts new queries. Optional here because only some functions need it:
   * those declare it (lambda-entries.ts) and stop at cold start without it.
   */
  QUERY_QUEUE_URL: z.url().optional(),
  /** Monitoring: where the poller puts new alerts, and the poll's per-shard queue. */
  ALERT_QUEUE_URL: z.url().optional(),
  MONITOR_POLL_QUEUE_URL: z.url().optional(),
  /** Where a label import or refresh puts the addresses that gained a risk label (re-screening). */
  RESCREEN_QUEUE_URL: z.url().optional(),
  /**
   * The chains the monitor fan-out sends a block-scan message for, comma-separated (e.g.
   * `tron,ethereum`). The stack sets it on the fan-out from the chain-source settings, since the
   * fan-out may not read the keys secret; unset, it follows this config's own live sources.
   */
  MONITOR_SCAN_CHAINS: z
    .string()
    .optional()
    .transform((text) =>
      text === undefined
        ? undefined
        : text
            .split(',')
            .map((c) => c.trim())
            .filter((c) => c !== ''),
    )
    .pipe(z.array(z.enum(chains)).optional()),
  /**
   * How often the monitor poll's schedule runs, in seconds: on AWS the stack sets the rule's
   * period (60); the local stack runs its own schedule at this period (default: the block scan's
   * 10 s). The fan-out spreads its block-scan messages over it, one every 10 s.
   */
  MONITOR_POLL_SECONDS: z.coerce.number().positive().default(MONITOR_POLL_PERIOD_SECONDS),
  /** The console's origin, for the link in alert e-mails (AWS: the CloudFront URL). */
  CONSOLE_URL: z.url().default('http://localhost:3000'),
  /**
   * Divides the webhook retry delays (5 s … 8 h, about a day in all); 1 on AWS. The local
   * integration stack runs them many times faster so a retry is seen within a second.
   */
  WEBHOOK_RETRY_SPEEDUP: z.coerce.number().min(1).default(1),
  /**
   * How long the home page's figures are kept before they are read again, in seconds (default
   * 300). The integration stack reads them fresh: a test that analyses and then reads them must
   * not see what another test's earlier read kept.
   */
  PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** The "alert delivery" state machine the alert queue's consumer starts. */
  ALERT_DELIVERY_STATE_MACHINE_ARN: z.string().startsWith('arn:').optional(),
  /**
   * A console session that has not refreshed its tokens for this long has ended, in seconds
   * (default 12 h: a working day's pause, e.g. a night, needs a new sign-in;
   * domain/accounts/session-family.ts). The refresh token's own lifetime (30 days) bounds it too.
   */
  SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  /**
   * When set, our side accepts an access token for at most this many seconds from its issue,
   * whatever the pool's validity (60 min), and tells the browser so in `expires_at`. Unset on AWS;
   * the browser tests set a few seconds to see sessions outlive their access tokens.
   */
  ACCESS_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().positive().optional(),
  /** Where send-verification-code and forgot-password put the mail to send (the accounts group). */
  MAIL_QUEUE_URL: z.url().optional(),
  /**
   * Verification codes are sealed for the account mail consumer alone
   * (adapters/crypto/mail-code-seal.ts). The accounts routes take the public key (base64 of the
   * 32 raw bytes; on AWS the consumer hands it to CloudFormation at deploy time). The consumer
   * takes the seed its private key is derived from: on AWS only the id of the Secrets Manager
   * secret holding it (MAIL_CODE_PRIVATE_KEY_SECRET_ID, read at cold start by
   * platform/cold-start-secrets.ts, granted to the consumer alone); locally the stack generates
   * both halves at each start.
   */
  MAIL_CODE_PUBLIC_KEY: z.base64().length(44).optional(),
  MAIL_CODE_PRIVATE_KEY: z.string().min(32).optional(),
  MAIL_CODE_PRIVATE_KEY_SECRET_ID: z.string().min(1).optional(),
  /** The analysis state machine the query starter runs (declared like QUERY_QUEUE_URL). */
  ANALYSIS_STATE_MACHINE_ARN: z.string().startsWith('arn:').optional(),
  /**
   * The public API's usage plans are named `<prefix><tier>` (infra); when set, the API-key
   * authorizer adds each key to its tier's plan through API Gateway (STAGE aws only: locally the
   * gateway meters keys itself).
   */
  USAGE_PLAN_NAME_PREFIX: z.string().min(1).optional(),
  /** Endpoint overrides for the local stack; unset on AWS. */
  DYNAMODB_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  SFN_ENDPOINT: optionalUrl,
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  // The default sender only exists on the local stack; SES on AWS sends from a verified identity.
  if (parsed.data.STAGE === 'aws' && !env.MAIL_FROM) {
    throw new ConfigError('Invalid configuration: MAIL_FROM: required on AWS (an SES-verified sender)');
  }
  return parsed.data;
}

/**
 * The settings of this schema that an environment sets, and nothing else of it: what a process
 * running the handlers itself (the local stack) passes on from the shell that started it.
 */
export function configSettingsOf(env: Record<string, string | undefined>): Record<string, string> {
  const names = new Set<string>(configSchema.keyof().options);
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => names.has(e[0]) && e[1] !== undefined),
  );
}

/** The settings the schema leaves optional: what a Lambda entry may declare it requires. */
export type OptionalSetting = {
  [K in keyof Config]-?: undefined extends Config[K] ? K : never;
}[keyof Config];

/** A configuration in which the named optional settings are known to be set. */
export type ConfigWith<K extends OptionalSetting> = Config & { readonly [P in K]-?: NonNullable<Config[P]> };

/** Checks that every named setting is set; the error names all that are missing and who needs them. */
export function requireSettings<K extends OptionalSetting>(
  config: Config,
  names: readonly K[],
  neededBy: string,
): ConfigWith<K> {
  const missing = names.filter((name) => config[name] === undefined || config[name] === '');
  if (missing.length > 0) throw new ConfigError(`${neededBy} needs ${missing.join(', ')}, which is not set`);
  return config as ConfigWith<K>;
}

/** The log format in effect: LOG_FORMAT, else JSON on AWS and readable lines locally. */
export const logFormatOf = (config: Config): 'json' | 'lines' =>
  config.LOG_FORMAT ?? (config.STAGE === 'aws' ? 'json' : 'lines');

/** Whether the scheduled label refresh downloads the feeds: LABEL_REFRESH, else only on AWS. */
export const labelRefreshEnabled = (config: Config): boolean =>
  (config.LABEL_REFRESH ?? (config.STAGE === 'aws' ? 'download' : 'off')) === 'download';

/**
 * The issuer of the pool's tokens. Cognito's is https://cognito-idp.<region>.amazonaws.com/<pool>;
 * cognito-local issues http://localhost:<port>/<pool>, the same URL as its endpoint.
 */
export const cognitoIssuer = (config: Config): string =>
  config.COGNITO_ENDPOINT
    ? `${config.COGNITO_ENDPOINT.replace(/\/$/, '')}/${config.USER_POOL_ID}`
    : `https://cognito-idp.${config.AWS_REGION}.amazonaws.com/${config.USER_POOL_ID}`;

let memo: Config | undefined;

/** The process's configuration, parsed on first use. */
export const getConfig = (): Config => {
  memo ??= parseConfig(process.env);
  return memo;
};
