import { DAY_SECONDS } from './time';
/**
 * Monitoring rules shared by the monitor screens and the server (spec 02 §3, §4, §5, §9).
 */

/** spec 02 §3: the three detections a monitored address can run. */
export const monitorTypes = ['normal_transaction', 'known_risk', 'similar_address'] as const;
export type MonitorType = (typeof monitorTypes)[number];

/**
 * The gravest first. One transfer makes one alert: its `monitor_type` is the gravest type the
 * transfer matched and `monitor_types` lists every type it matched in this order.
 */
export const monitorTypesByGravity: readonly MonitorType[] = [
  'known_risk',
  'similar_address',
  'normal_transaction',
];

/** The matched types in gravity order (duplicates dropped). */
export const byGravity = (types: Iterable<MonitorType>): MonitorType[] => {
  const set = new Set(types);
  return monitorTypesByGravity.filter((t) => set.has(t));
};

/**
 * spec 02 §3: 1 active, anything else inactive. 2 is set by the server when pushes pause for
 * lack of credits (spec 01 §9), so the screen can show "paused"; clients may only send 0 or 1.
 */
export const MONITOR_STATUS = { inactive: 0, active: 1, paused: 2 } as const;

export const alertStatuses = ['pending', 'processed', 'ignored'] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** spec 02 §4: known_risk high, similar_address medium, else low. */
export const alertSeverityOf = (monitorType: string): 'high' | 'medium' | 'low' =>
  monitorType === 'known_risk' ? 'high' : monitorType === 'similar_address' ? 'medium' : 'low';

/** Bounds the spec leaves open, so one config item stays small (decided here). */
export const MONITOR_MAX_WEBHOOK_URLS = 10;
export const MONITOR_MAX_EMAIL_RECIPIENTS = 20;
/**
 * Longest webhook URL and recipient address accepted: 2,048 characters is what browsers and
 * proxies reliably carry, 254 the longest address SMTP can deliver (RFC 5321). With the counts
 * above, a whole config stays under 30 KB, far from DynamoDB's 400 KB item limit.
 */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const RECIPIENT_EMAIL_MAX_LENGTH = 254;
export const WEBHOOK_TIMEOUT_SECONDS_DEFAULT = 10;
export const WEBHOOK_TIMEOUT_SECONDS_MAX = 30;

/** spec 02 §5: a webhook URL must parse as a URL; only http(s) can be called. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** spec 02 §5: "a simple e-mail pattern". */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isRecipientEmail = (value: string): boolean => simpleEmailPattern.test(value);

/** spec 02 §5: duplicates are ignored; entries are trimmed and blanks dropped. */
export const uniqueEntries = (entries: readonly string[]): string[] => [
  ...new Set(entries.map((e) => e.trim()).filter((e) => e !== '')),
];

/**
 * Most alerts one monitored address raises per UTC day (the user's setting, `limits.daily_alert_cap`).
 * Every alert is one push and one push costs 3 credits (spec 01 §9), so the cap bounds what one
 * address can cost a day: 50 alerts is 150 credits. Beyond it the address raises nothing more
 * until the next UTC day (decided here: the spec sets no limit; a busy exchange wallet with
 * Transaction detection on makes thousands of transfers a day).
 */
export const DAILY_ALERT_CAP_DEFAULT = 50;
export const DAILY_ALERT_CAP_MIN = 1;
export const DAILY_ALERT_CAP_MAX = 10_000;

/**
 * The minimum amount of Transaction detection (`detection.normal_transaction_min_amount`), in
 * token units as a decimal string: at most 6 decimals (USDT's on TRON and Ethereum; BSC's 18 are
 * finer than anyone sets a threshold) and below a trillion.
 */
export const MIN_AMOUNT_MAX_DECIMALS = 6;
export const minAmountPattern = /^\d{1,12}(\.\d{1,6})?$/;

/** The cost estimate reads this many days of the address's recent transfers. */
export const ESTIMATE_DAYS = 7;

/** spec 02 §3: the global configuration of a new user. Known-risk detection is always on. */
export const defaultMonitorConfig = {
  detection: { normal_transaction: false, known_risk: true, similar_address: false },
  notification: {
    webhook: { enabled: false, urls: [] as string[], format: 'json' as const, timeout_seconds: 10 },
    email: { enabled: true, recipients: [] as string[], template: 'default' },
  },
  limits: { daily_alert_cap: DAILY_ALERT_CAP_DEFAULT },
};

/** The shape of a monitoring configuration this module needs: its two notification channels. */
interface NotifyingConfig {
  readonly notification: { readonly webhook: object; readonly email: object };
}

/** `config` with some settings of its notification channels changed; everything else as it was. */
export function withNotification<C extends NotifyingConfig>(
  config: C,
  changes: {
    readonly webhook?: Partial<C['notification']['webhook']>;
    readonly email?: Partial<C['notification']['email']>;
  },
): C {
  const { webhook, email } = config.notification;
  return {
    ...config,
    notification: {
      ...config.notification,
      webhook: { ...webhook, ...changes.webhook },
      email: { ...email, ...changes.email },
    },
  };
}

/** The daily cap a configuration sets; one saved before the cap existed has the default. */
export const dailyAlertCapOf = (config: {
  readonly limits?: { readonly daily_alert_cap?: number };
}): number => config.limits?.daily_alert_cap ?? DAILY_ALERT_CAP_DEFAULT;

/** What an alert's notification of one channel is doing (spec 02 §3 notification_status, widened). */
export const notificationStates = [
  'pending',
  'sent',
  'retrying',
  'failed',
  'disabled',
  'no_recipients',
  'no_credits',
] as const;
export type NotificationState = (typeof notificationStates)[number];

/** Webhook retries after the first attempt, in seconds from the alert's first try (about a day in all). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800] as const;

/** After a secret rotation both signatures are sent for this long, so receivers can switch over. */
export const WEBHOOK_SECRET_OVERLAP_SECONDS = DAY_SECONDS;
