import type { OptionalSetting } from './config';

/**
 * Every Lambda entry (`*.lambda.ts`) with the optional settings it cannot run without. Pure data,
 * read from both sides: an entry passes its row to getDefaultContainer, which stops the cold
 * start when a setting is missing (instead of failing the first request that needs it), and CDK
 * points each function at the row's entry while the infra tests check that the function's
 * environment holds what the row requires. The settings every function needs (TABLE_NAME, the
 * pool ids) are required by the config schema itself.
 */
export interface LambdaEntry {
  /** Repo-relative path with `/` separators. */
  readonly entry: string;
  readonly requires: readonly OptionalSetting[];
}

export const lambdaEntries = {
  /** Route group `accounts` (shared/api/routes.ts). */
  accounts: {
    entry: 'functions/http/accounts/accounts.lambda.ts',
    requires: ['MAIL_QUEUE_URL', 'USER_POOL_CLIENT_SECRET', 'MAIL_CODE_PUBLIC_KEY'],
  },
  /**
   * The account mail queue's consumer: mails verification and reset codes, which only its key
   * opens, and contact-sales messages to the sales inbox; it also tells CloudFormation the key's
   * public half.
   */
  accountMail: {
    entry: 'functions/workers/account-mail/account-mail.lambda.ts',
    requires: ['MAIL_CODE_PRIVATE_KEY', 'SALES_INBOX'],
  },
  /** Route group `queries`: query/create puts new queries on the query queue. */
  queries: { entry: 'functions/http/queries/queries.lambda.ts', requires: ['QUERY_QUEUE_URL'] },
  /** Route group `api-keys`: the caller's own API keys; notices of new or widened keys go to the mail queue. */
  apiKeys: { entry: 'functions/http/api-keys/api-keys.lambda.ts', requires: ['MAIL_QUEUE_URL'] },
  /** Route group `usage`: the public API's usage statistics. */
  usage: { entry: 'functions/http/usage/usage.lambda.ts', requires: [] },
  /** Route group `credits`: the credit statement. */
  credits: { entry: 'functions/http/credits/credits.lambda.ts', requires: [] },
  /** The public API's REQUEST authorizer (API keys). */
  apiKeyAuthorizer: {
    entry: 'functions/http/authorizers/api-key.lambda.ts',
    requires: ['USAGE_PLAN_NAME_PREFIX'],
  },
  /**
   * Route group `monitoring`: query_once puts a query on the query queue; notices of new alert
   * destinations go to the mail queue.
   */
  monitoring: {
    entry: 'functions/http/monitoring/monitoring.lambda.ts',
    requires: ['QUERY_QUEUE_URL', 'MAIL_QUEUE_URL'],
  },
  /** The console API's REQUEST authorizer. */
  userTokenAuthorizer: { entry: 'functions/http/authorizers/user-token.lambda.ts', requires: [] },
  /** The analysis state machine's tasks (one module, an export per task). */
  analysisTasks: { entry: 'functions/workers/analysis/analysis.lambda.ts', requires: [] },
  /** The query queue's consumer: starts the analysis state machine. */
  queryStarter: {
    entry: 'functions/workers/query-starter/query-starter.lambda.ts',
    requires: ['ANALYSIS_STATE_MACHINE_ARN'],
  },
  /** The query dead-letter queue's consumer. */
  queryDeadLetter: { entry: 'functions/workers/query-dead-letter/query-dead-letter.lambda.ts', requires: [] },
  /** Scheduled: fails and refunds queries left open past their deadline. */
  querySweeper: { entry: 'functions/workers/query-sweeper/query-sweeper.lambda.ts', requires: [] },
  /** Scheduled (every minute): one poll message per shard of monitored addresses. */
  monitorPollFanOut: {
    entry: 'functions/workers/monitor-poll/monitor-poll.lambda.ts',
    requires: ['MONITOR_POLL_QUEUE_URL'],
  },
  /** The monitor poll queue's consumer: reads one shard's addresses and raises alerts. */
  monitorShardPoller: {
    entry: 'functions/workers/monitor-poll/monitor-shard.lambda.ts',
    requires: ['ALERT_QUEUE_URL'],
  },
  /** The alert queue's consumer: starts the "alert delivery" state machine. */
  alertStarter: {
    entry: 'functions/workers/alert-delivery/alert-starter.lambda.ts',
    requires: ['ALERT_DELIVERY_STATE_MACHINE_ARN'],
  },
  /** The "alert delivery" state machine's tasks (one module, an export per task). */
  alertDeliveryTasks: { entry: 'functions/workers/alert-delivery/alert-delivery.lambda.ts', requires: [] },
  /** The user pool's pre-token-generation trigger (V2): access tokens without the self-service scope. */
  preTokenGeneration: {
    entry: 'functions/workers/cognito-tokens/pre-token-generation.lambda.ts',
    requires: [],
  },
  /**
   * Scheduled: downloads the public label feeds (daily), and reads the USDT contracts' blacklist
   * events into `blocked` labels (every five minutes, its event's `job` is `tether-freeze`); puts
   * the addresses either made riskier on the re-screen queue.
   */
  labelRefresh: { entry: 'functions/workers/label-refresh.lambda.ts', requires: ['RESCREEN_QUEUE_URL'] },
  /** The re-screen queue's consumer: alerts the monitored addresses that dealt with a newly labelled one. */
  labelRescreen: {
    entry: 'functions/workers/label-rescreen/label-rescreen.lambda.ts',
    requires: ['ALERT_QUEUE_URL'],
  },
} as const satisfies Record<string, LambdaEntry>;

/** The constant input `{job}` of the label function's five-minute rule: run the Tether freeze feed. */
export const TETHER_FREEZE_JOB = 'tether-freeze';

export type LambdaEntryName = keyof typeof lambdaEntries;
