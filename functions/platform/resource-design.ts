/**
 * The shape of the stateful AWS resources, written once: the CDK stateful stack creates them
 * from this, and the local stack's seed creates the same table, queues and user pool from it.
 * Pure data (no SDK, no CDK) so both sides can import it.
 */
import { type IndexDesign, tableIndexList } from '../adapters/dynamodb/table-indexes';

/** The table's indexes are named where the repositories query them. */
export type { IndexDesign } from '../adapters/dynamodb/table-indexes';

export const tableDesign = {
  /** Logical name; the deployed name comes from CDK, the local one from config. */
  name: 'wallet-risk',
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  /** Keys are strings (functions/adapters/dynamodb/table-indexes.ts says what each index is for). */
  indexes: tableIndexList,
} as const satisfies { indexes: readonly IndexDesign[]; [key: string]: unknown };

export interface QueueDesign {
  readonly name: string;
  /** Seconds a received message stays hidden; above the consumer's time-out. */
  readonly visibilityTimeoutSeconds: number;
  /** Receives before a message moves to the dead-letter queue. */
  readonly maxReceiveCount: number;
  readonly retentionSeconds: number;
  readonly deadLetterRetentionSeconds: number;
}

const fourteenDays = 14 * 24 * 3600;

export const queueDesigns = {
  /** query/create → starter → Step Functions "analysis". */
  query: {
    name: 'wallet-risk-query',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 3,
    retentionSeconds: 4 * 24 * 3600,
    deadLetterRetentionSeconds: fourteenDays,
  },
  /** scheduled monitor poll → one message per shard of monitored addresses → the shard poller. */
  monitorPoll: {
    name: 'wallet-risk-monitor-poll',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 3,
    // A shard's poll is worth nothing a few minutes later: the next minute's message replaces it.
    retentionSeconds: 10 * 60,
    deadLetterRetentionSeconds: fourteenDays,
  },
  /**
   * send-verification-code / forgot-password → account mail consumer → SES (so the
   * routes answer before any mail is looked at, and their timing says nothing about accounts). A code lives 10 minutes, so does a message.
   */
  mail: {
    name: 'wallet-risk-mail',
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 3,
    retentionSeconds: 600,
    deadLetterRetentionSeconds: 4 * 24 * 3600,
  },
  /** monitor poller → alert items → Step Functions "alert delivery". */
  alert: {
    name: 'wallet-risk-alert',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    retentionSeconds: 4 * 24 * 3600,
    deadLetterRetentionSeconds: fourteenDays,
  },
  /**
   * label import / refresh → the addresses that gained a risk label → the re-screen consumer →
   * known_risk alerts of the monitored addresses that dealt with them. A message waits days if
   * need be: a late warning is still worth giving.
   */
  rescreen: {
    name: 'wallet-risk-rescreen',
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: 5,
    retentionSeconds: 4 * 24 * 3600,
    deadLetterRetentionSeconds: fourteenDays,
  },
} as const satisfies Record<string, QueueDesign>;

export const deadLetterQueueName = (queue: QueueDesign): string => `${queue.name}-dlq`;

export const userPoolDesign = {
  name: 'wallet-risk-users',
  clientName: 'wallet-risk-web',
  /**
   * The client sends SHA-256 hex of the password (spec 01 §5), so the real password rules are
   * checked in the browser; Cognito sees 64 lower-case hex characters and only checks length.
   */
  passwordMinLength: 8,
  accessTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
} as const;

/**
 * Log events that an alarm watches (a metric filter on the `event` field of the JSON log line):
 * the worker writes the name, infra filters on it, so both read it from here.
 */
export const alarmedLogEvents = {
  /** The label refresh refused a downloaded feed (label-feed-guards.ts); its old labels stay. */
  labelFeedRefused: 'label_feed_refused',
} as const;

/** Namespace of the metrics those log events become. */
export const alarmMetricNamespace = 'wallet-risk';

/**
 * The custom resource through which the account mail consumer tells CloudFormation the public
 * half of its mail code key (functions/workers/account-mail/mail-code-public-key.resource.ts),
 * and the attribute that holds it.
 */
export const mailCodePublicKeyResource = {
  type: 'Custom::MailCodePublicKey',
  attribute: 'PublicKey',
} as const;
