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
  accounts: { entry: 'functions/http/accounts/accounts.lambda.ts', requires: ['MAIL_QUEUE_URL'] },
  /** The account mail queue's consumer: mails verification and reset codes. */
  accountMail: { entry: 'functions/workers/account-mail/account-mail.lambda.ts', requires: [] },
  /** Route group `queries`: query/create puts new queries on the query queue. */
  queries: { entry: 'functions/http/queries/queries.lambda.ts', requires: ['QUERY_QUEUE_URL'] },
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
  /** Scheduled: downloads the public label feeds. */
  labelRefresh: { entry: 'functions/workers/label-refresh.lambda.ts', requires: [] },
} as const satisfies Record<string, LambdaEntry>;

export type LambdaEntryName = keyof typeof lambdaEntries;
