import type { MonitorConfig } from '../../../shared/contract/monitoring.schema';
import type { Language } from '../../../shared/i18n/languages';
import type { Chain, Token } from '../../../shared/rules/chain-rules';
import type { AlertStatus, MonitorType, NotificationState } from '../../../shared/rules/monitor-rules';

/** Ports of the monitoring area: what the monitoring use cases need from the stores. */

export interface MonitorRecord {
  readonly id: string;
  readonly userId: string;
  /** Normalised like transfers (EVM lower-case). */
  readonly address: string;
  readonly chain: Chain;
  readonly token: Token;
  /** 1 active, 0 inactive (what the user set; "paused" is derived from the settings). */
  readonly status: 0 | 1;
  /** null: the user's global configuration applies. */
  readonly config: MonitorConfig | null;
  /** Epoch ms. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Epoch seconds: transfers from this time on are still to be read (inclusive; ids dedupe). */
  readonly cursor: number;
  /** Credits paid to add it (0 within the free allowance). */
  readonly creditsCharged: number;
  /** What the user calls it; absent when none (monitor-label-rules.ts). */
  readonly name?: string;
  /** The customer it belongs to in the user's own systems; absent when none. */
  readonly customerRef?: string;
}

/** A change of an address's labels: undefined leaves one as it is, null clears it. */
export interface MonitorLabelPatch {
  readonly name?: string | null;
  readonly customerRef?: string | null;
}

/** Where an alert sits in the user's list, newest last: its creation time, then its id. */
export interface AlertPosition {
  /** Epoch ms. */
  readonly createdAt: number;
  readonly id: string;
}

export interface ChannelStatus {
  readonly sent: boolean;
  /** Epoch ms. */
  readonly sentAt: number | null;
  readonly state: NotificationState;
  readonly attempts: number;
  readonly error?: string;
  /** Epoch ms: when the next webhook retry is due, while the channel is retrying. */
  readonly nextAttemptAt?: number;
}

export interface AlertDetailsRecord {
  readonly direction: 'in' | 'out';
  readonly description: string;
  readonly log_index: number;
  readonly risk_type?: string;
  readonly risk_level?: number;
  readonly label_source?: string;
  /** The entity the label names (an exchange, a sanctioned group, a scam's name), when it names one. */
  readonly label_name?: string;
  readonly imitated_address?: string;
  readonly leading_match?: number;
  readonly trailing_match?: number;
}

export interface AlertRecord {
  readonly id: string;
  readonly userId: string;
  readonly monitorId: string;
  readonly monitoringAddress: string;
  readonly counterparty: string;
  readonly chain: Chain;
  readonly token: Token;
  /** Token units, decimal string. */
  readonly amount: string;
  readonly txHash: string;
  /** The gravest type the transfer matched. */
  readonly monitorType: MonitorType;
  /**
   * Every type the transfer matched, gravest first (one transfer is one alert). Absent on alerts
   * made before: they matched `monitorType` alone.
   */
  readonly monitorTypes?: readonly MonitorType[];
  readonly status: AlertStatus;
  readonly details: AlertDetailsRecord;
  readonly notification: { readonly email: ChannelStatus; readonly webhook: ChannelStatus };
  readonly creditsCharged: number;
  /** Epoch ms. */
  readonly createdAt: number;
}

export interface DeliveryAttemptRecord {
  readonly alertId: string;
  readonly channel: 'webhook' | 'email';
  readonly target: string;
  readonly trigger: 'alert' | 'retry' | 'redeliver' | 'test';
  readonly attempt: number;
  /** Epoch ms. */
  readonly at: number;
  readonly ok: boolean;
  readonly statusCode?: number;
  readonly latencyMs?: number;
  readonly error?: string;
}

export interface MonitorSettings {
  readonly config: MonitorConfig | null;
  readonly secret?: string;
  readonly previousSecret?: string;
  /** Epoch ms. */
  readonly previousSecretExpiresAt?: number;
  /** A push was refused for lack of credits, and none was paid since. */
  readonly paused: boolean;
  /** The language of the user's last monitoring change: alert e-mails are written in it. */
  readonly language?: Language;
}

export interface PageQuery {
  readonly size: number;
  readonly number: number;
  readonly cursor?: string;
}

export interface PageOf<T> {
  readonly items: T[];
  readonly total: number;
  readonly nextCursor?: string;
}

export interface MonitorFilter {
  readonly chain?: Chain;
  readonly token?: Token;
  readonly status?: 0 | 1;
}

export interface AlertFilter {
  readonly monitorType?: MonitorType;
  readonly status?: AlertStatus;
  /** Epoch ms, inclusive. */
  readonly fromMs?: number;
  readonly toMs?: number;
}

export interface MonitorRepository {
  findByAddress(
    userId: string,
    chain: Chain,
    token: Token,
    address: string,
  ): Promise<MonitorRecord | undefined>;
  get(userId: string, monitorId: string): Promise<MonitorRecord | undefined>;
  update(
    userId: string,
    monitorId: string,
    patch: { status?: 0 | 1; config?: MonitorConfig | null } & MonitorLabelPatch,
    nowMs: number,
  ): Promise<boolean>;
  list(userId: string, filter: MonitorFilter, page: PageQuery): Promise<PageOf<MonitorRecord>>;
  /** The active monitors of one shard (the poller). */
  activeInShard(shard: number): Promise<MonitorRecord[]>;
  advanceCursor(record: MonitorRecord, cursor: number): Promise<void>;
  /**
   * Claims the poll of a shard scheduled at `scheduledAtMs`: false when a poll scheduled at or
   * after it has already been claimed (a backlog of older messages for the shard is then skipped).
   */
  claimShardPoll(shard: number, scheduledAtMs: number): Promise<boolean>;

  getSettings(userId: string): Promise<MonitorSettings>;
  setDefaultConfig(userId: string, config: MonitorConfig): Promise<void>;
  /** Stores a secret if none exists yet; answers the stored settings. */
  ensureSecret(userId: string, secret: string): Promise<MonitorSettings>;
  /**
   * Makes `secret` current and `previous` the old one until `previousExpiresAt`, only if
   * `previous` is still current: false when another rotation got there first.
   */
  rotateSecret(userId: string, secret: string, previous: string, previousExpiresAt: number): Promise<boolean>;
  /** Forgets the old secret now, only if `current` is still current: false otherwise. */
  revokePreviousSecret(userId: string, current: string): Promise<boolean>;
  setPaused(userId: string, paused: boolean): Promise<void>;
  setLanguage(userId: string, language: Language): Promise<void>;
  /**
   * Charges one push through the Ledger (monitor-credits.ts decides it: 3 credits, once per
   * alert), marking the alert paid in the same commit; 'refused' without the credits.
   */
  chargePush(alert: AlertRecord, nowMs: number): Promise<'applied' | 'already_applied' | 'refused'>;

  getAlert(alertId: string): Promise<AlertRecord | undefined>;
  listAlerts(userId: string, filter: AlertFilter, page: PageQuery): Promise<PageOf<AlertRecord>>;
  setAlertStatus(alertId: string, status: AlertStatus): Promise<void>;
  setNotification(
    alertId: string,
    channel: 'email' | 'webhook',
    status: ChannelStatus,
    creditsCharged?: number,
  ): Promise<void>;
  addDelivery(attempt: DeliveryAttemptRecord): Promise<void>;
  deliveries(alertId: string): Promise<DeliveryAttemptRecord[]>;

  /**
   * Puts a new alert and counts it against its address's cap for the UTC day of its createdAt,
   * in one transaction: 'new' when put; 'exists' when its id was put before (a re-read transfer;
   * nothing counted again); 'capped' when the address already raised `dailyCap` alerts that day
   * (nothing put). Concurrent polls cannot pass the cap: the counter's condition decides.
   */
  putAlertWithinCap(alert: AlertRecord, dailyCap: number): Promise<'new' | 'exists' | 'capped'>;
  /** The newest of the user's alerts, if any. */
  newestAlert(userId: string): Promise<AlertPosition | undefined>;
  /** The newest alert the user marked seen; undefined until they first did. */
  alertsSeenUpTo(userId: string): Promise<AlertPosition | undefined>;
  /** Moves the seen marker to `position`, never back: a later marker already stored stays. */
  markAlertsSeen(userId: string, position: AlertPosition, nowMs: number): Promise<void>;
  /** The user's alerts after `after` (all without it), counted up to `max`. */
  countAlertsAfter(userId: string, after: AlertPosition | undefined, max: number): Promise<number>;
  /** Alerts each of the user's addresses raised on a UTC day (YYYY-MM-DD), by monitor id. */
  dailyAlertCounts(userId: string, day: string): Promise<Map<string, number>>;
  /** The user's alerts created in [fromMs, toMs] and the credits charged for their pushes. */
  alertSummary(userId: string, fromMs: number, toMs: number): Promise<{ alerts: number; credits: number }>;
}
