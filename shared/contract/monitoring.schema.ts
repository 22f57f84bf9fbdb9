import { z } from 'zod';
import { CREDITS_PER_PUSH } from '../constants/plans';
import { REDELIVERIES_PER_ALERT } from '../rules/alert-delivery-rules';
import { LOOKALIKE_LEADING_CHARS, LOOKALIKE_TRAILING_CHARS } from '../rules/lookalike-rules';
import {
  CUSTOMER_REF_MAX_LENGTH,
  MONITOR_NAME_MAX_LENGTH,
  monitorLabelProblem,
  UNREAD_ALERTS_MAX,
} from '../rules/monitor-label-rules';
import {
  alertStatuses,
  DAILY_ALERT_CAP_DEFAULT,
  DAILY_ALERT_CAP_MAX,
  DAILY_ALERT_CAP_MIN,
  defaultMonitorConfig,
  ESTIMATE_DAYS,
  isRecipientEmail,
  isWebhookUrl,
  MIN_AMOUNT_MAX_DECIMALS,
  MONITOR_MAX_EMAIL_RECIPIENTS,
  MONITOR_MAX_WEBHOOK_URLS,
  MONITOR_STATUS,
  minAmountPattern,
  monitorTypes,
  monitorTypesByGravity,
  notificationStates,
  RECIPIENT_EMAIL_MAX_LENGTH,
  uniqueEntries,
  WEBHOOK_TIMEOUT_SECONDS_DEFAULT,
  WEBHOOK_TIMEOUT_SECONDS_MAX,
  WEBHOOK_URL_MAX_LENGTH,
} from '../rules/monitor-rules';
import { MONITOR_PAGE_SIZE_DEFAULT } from '../rules/query-rules';
import {
  addressFieldSchema,
  chainSchema,
  creditCountSchema,
  cursorParamSchema,
  decimalAmountSchema,
  ignoredUserIdSchema,
  isoTimestampSchema,
  nextCursorField,
  pageParamSchema,
  pageSizeParamSchema,
  queryInt,
  refineAddress,
  requestIdSchema,
  riskLevelSchema,
  tokenSchema,
  tokenWithDefaultSchema,
  walletFields,
} from './common.schema';
import { exampleMonitorConfigInput } from './examples';

/**
 * Monitored addresses, their configuration and alerts (spec 02 §3, §4, §5, §7).
 *
 * Every request accepts the `user_id` the app's own screens send (spec 02 §7) and ignores it: the
 * server always acts for the authenticated caller, so one user can never act for another.
 *
 * Where spec 02 §3 stores `config`, `details` and `notification_status` as JSON text, this API
 * answers with objects; requests may still send `config` as JSON text.
 */

// ---- configuration ------------------------------------------------------------------------------

export const monitorTypeSchema = z.enum(monitorTypes).meta({ id: 'MonitorType' });

const minAmountDescription = `Transaction detection (normal_transaction) raises nothing for a transfer below this amount, in USDT as a decimal string (at most ${MIN_AMOUNT_MAX_DECIMALS} decimals); absent: no minimum. known_risk and similar_address ignore it.`;
const dailyCapDescription = `Most alerts one monitored address raises per UTC day, ${DAILY_ALERT_CAP_MIN}-${DAILY_ALERT_CAP_MAX} (default ${DAILY_ALERT_CAP_DEFAULT}). Beyond it the address raises no alert, so costs nothing, until 00:00 UTC; the address list shows paused_reason daily_cap.`;

/** `limits`: what bounds an address's alerts (and so its push credits) per day. */
const limitsSchema = z.object({
  daily_alert_cap: z.int().min(DAILY_ALERT_CAP_MIN).max(DAILY_ALERT_CAP_MAX).meta({
    description: dailyCapDescription,
    example: DAILY_ALERT_CAP_DEFAULT,
  }),
});

/**
 * The configuration as the server stores and answers it: known_risk on. Answers always carry
 * `limits`; a configuration stored before the minimum amount and the cap existed is still valid
 * (no minimum, the default cap).
 */
export const monitorConfigSchema = z
  .object({
    detection: z.object({
      normal_transaction: z.boolean(),
      known_risk: z.literal(true).meta({ description: 'Always on (spec 02 §3)' }),
      similar_address: z.boolean(),
      normal_transaction_min_amount: z
        .string()
        .regex(minAmountPattern)
        .optional()
        .meta({ description: minAmountDescription, example: '1000' }),
    }),
    notification: z.object({
      webhook: z.object({
        enabled: z.boolean(),
        urls: z.array(z.string()),
        format: z.literal('json'),
        timeout_seconds: z.int().min(1).max(WEBHOOK_TIMEOUT_SECONDS_MAX),
      }),
      email: z.object({ enabled: z.boolean(), recipients: z.array(z.string()), template: z.string() }),
    }),
    limits: limitsSchema
      .optional()
      .meta({ description: 'Always answered; absent in a stored config: the default cap' }),
  })
  .meta({ id: 'MonitorConfig', example: defaultMonitorConfig });

export type MonitorConfig = z.infer<typeof monitorConfigSchema>;

/** A minimum amount written as a USDT decimal, as the configuration and the estimate take it. */
const minAmountTextSchema = z
  .string()
  .trim()
  .regex(
    minAmountPattern,
    `The minimum amount is a USDT amount like 100 or 0.5 (at most ${MIN_AMOUNT_MAX_DECIMALS} decimals)`,
  );

/**
 * A minimum amount as sent: a decimal string (a JSON number is taken too), "" or null for none.
 * Stored without redundant zeros ("100.50" → "100.5"); a minimum of 0 is none.
 */
const minAmountInputSchema = z
  .preprocess(
    (value) =>
      typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'string' && value.trim() === ''
          ? null
          : value,
    minAmountTextSchema.nullish(),
  )
  .transform((v) => (v == null ? undefined : canonicalAmount(v)))
  .meta({ description: minAmountDescription, example: '1000' });

/** "0100.500" → "100.5"; "0" and "0.0" → undefined (no minimum). */
function canonicalAmount(value: string): string | undefined {
  const [whole = '0', fraction = ''] = value.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  if (/^0*$/.test(w) && f === '') return undefined;
  return f ? `${w}.${f}` : w;
}

const detectionInputSchema = z.object({
  normal_transaction: z.boolean().default(defaultMonitorConfig.detection.normal_transaction),
  known_risk: z.boolean().optional().meta({ description: 'Ignored: known-risk detection is always on' }),
  similar_address: z.boolean().default(defaultMonitorConfig.detection.similar_address),
  normal_transaction_min_amount: minAmountInputSchema.optional(),
});

const limitsInputSchema = z.object({
  daily_alert_cap: z
    .int(`The daily alert cap is a whole number from ${DAILY_ALERT_CAP_MIN} to ${DAILY_ALERT_CAP_MAX}`)
    .min(DAILY_ALERT_CAP_MIN, `The daily alert cap is at least ${DAILY_ALERT_CAP_MIN}`)
    .max(DAILY_ALERT_CAP_MAX, `The daily alert cap is at most ${DAILY_ALERT_CAP_MAX}`)
    .default(DAILY_ALERT_CAP_DEFAULT)
    .meta({ description: dailyCapDescription }),
});

const webhookInputSchema = z.object({
  enabled: z.boolean().default(false),
  urls: z
    .array(
      z
        .string()
        .trim()
        .max(WEBHOOK_URL_MAX_LENGTH, `A webhook URL is at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
        .refine(isWebhookUrl, 'Each webhook URL must be an http(s) URL'),
    )
    .max(MONITOR_MAX_WEBHOOK_URLS, `At most ${MONITOR_MAX_WEBHOOK_URLS} webhook URLs`)
    .default([])
    .transform(uniqueEntries),
  format: z.literal('json').default('json'),
  timeout_seconds: z.int().min(1).max(WEBHOOK_TIMEOUT_SECONDS_MAX).default(WEBHOOK_TIMEOUT_SECONDS_DEFAULT),
});

const emailInputSchema = z.object({
  enabled: z.boolean().default(true),
  recipients: z
    .array(
      z
        .string()
        .trim()
        .max(RECIPIENT_EMAIL_MAX_LENGTH, `A recipient is at most ${RECIPIENT_EMAIL_MAX_LENGTH} characters`)
        .refine(isRecipientEmail, 'Each recipient must be an e-mail address'),
    )
    .max(MONITOR_MAX_EMAIL_RECIPIENTS, `At most ${MONITOR_MAX_EMAIL_RECIPIENTS} e-mail recipients`)
    .default([])
    .transform(uniqueEntries),
  template: z.string().trim().min(1).max(64).default('default'),
});

/**
 * A configuration as clients send it: any part may be left out (defaults of spec 02 §3 apply),
 * `detection_rules` is accepted for `detection`, and known_risk is forced on.
 */
export const monitorConfigInputSchema = z
  .object({
    detection: detectionInputSchema.optional(),
    detection_rules: detectionInputSchema.optional().meta({ description: 'Alternative name of detection' }),
    notification: z
      .object({ webhook: webhookInputSchema.prefault({}), email: emailInputSchema.prefault({}) })
      .prefault({}),
    limits: limitsInputSchema.prefault({}),
  })
  .transform((v): MonitorConfig => {
    const d = v.detection ?? v.detection_rules;
    const minAmount = d?.normal_transaction_min_amount;
    return {
      detection: {
        normal_transaction: d?.normal_transaction ?? defaultMonitorConfig.detection.normal_transaction,
        known_risk: true,
        similar_address: d?.similar_address ?? defaultMonitorConfig.detection.similar_address,
        ...(minAmount === undefined ? {} : { normal_transaction_min_amount: minAmount }),
      },
      notification: v.notification,
      limits: v.limits,
    };
  })
  .meta({ id: 'MonitorConfigInput', example: exampleMonitorConfigInput });

/**
 * A config in a request: an object, or null (= use the global configuration). spec 02 §3 keeps
 * config as JSON text, so JSON text is accepted too ("" means null). A preprocess rather than a
 * union, so that a bad field is reported on its own path instead of as "Invalid input".
 */
export const monitorConfigParamSchema = z
  .preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The config is not valid JSON', input: value });
      return z.NEVER;
    }
  }, monitorConfigInputSchema.nullable())
  .meta({ description: 'A configuration object (or the same as JSON text); null: the global one' });

// ---- monitored addresses ------------------------------------------------------------------------

/**
 * A name or customer reference as sent (beyond spec): trimmed, at most `max` characters, no
 * control characters; "" or null clears it. Left out, it is left as it is.
 */
const monitorLabelInputSchema = (what: string, max: number, example: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} is at most ${max} characters`)
    .refine(
      (value) => monitorLabelProblem(value, max) !== 'control',
      `The ${what} may not contain control characters`,
    )
    .nullish()
    .meta({
      description: `Beyond spec: the address's ${what}, at most ${max} characters; "" or null clears it, left out it stays as it is. Shown in the address list and carried on each of its alerts, webhooks and e-mails.`,
      example,
    });

/** The labels a monitored address may carry, as requests send them. */
const monitorLabelInputs = {
  name: monitorLabelInputSchema('name', MONITOR_NAME_MAX_LENGTH, 'Treasury hot wallet'),
  customer_ref: monitorLabelInputSchema('customer reference', CUSTOMER_REF_MAX_LENGTH, 'CUST-10042'),
};

/** The labels as answered: null when the address has none. */
const monitorLabelOutputs = {
  name: z.string().nullable().meta({
    description: 'Beyond spec: the name given to the address; null when none',
    example: 'Treasury hot wallet',
  }),
  customer_ref: z.string().nullable().meta({
    description: 'Beyond spec: the customer reference given to the address; null when none',
    example: 'CUST-10042',
  }),
};

const addressKey = {
  user_id: ignoredUserIdSchema,
  address: addressFieldSchema,
  chain: chainSchema,
  token: tokenWithDefaultSchema,
};

export const addMonitorAddressRequestSchema = z
  .object({
    ...addressKey,
    config: monitorConfigParamSchema
      .nullish()
      .meta({ description: 'This address’s own configuration; omit or null to use the global one' }),
    query_once: z
      .boolean()
      .default(false)
      .meta({ description: 'Also run one risk query now (costs credits like any query)' }),
    override: z.boolean().default(false).meta({
      description:
        'If the address is already monitored, update its config (and the name and customer reference sent) instead of answering 400',
    }),
    ...monitorLabelInputs,
  })
  .superRefine(refineAddress)
  .meta({ id: 'AddMonitorAddressRequest' });

export const addMonitorAddressResponseSchema = z
  .object({
    id: z.string().meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }),
    credits_charged: creditCountSchema(
      '0 within the free allowance, else 20 (7 for package_type 1001), spec 01 §9',
      0,
    ),
    query_hash: z.string().optional().meta({ description: 'The query started by query_once' }),
  })
  .meta({ id: 'AddMonitorAddressResponse' });

export const removeMonitorAddressRequestSchema = z
  .object(addressKey)
  .superRefine(refineAddress)
  .meta({ id: 'RemoveMonitorAddressRequest' });

export const monitorStatusInputSchema = z
  .union([z.literal(MONITOR_STATUS.inactive), z.literal(MONITOR_STATUS.active)], {
    error: 'The status is 0 (disabled) or 1 (enabled)',
  })
  .meta({ description: '1 enable, 0 disable', example: 0 });

export const updateMonitorAddressStatusRequestSchema = z
  .object({ ...addressKey, status: monitorStatusInputSchema })
  .superRefine(refineAddress)
  .meta({ id: 'UpdateMonitorAddressStatusRequest' });

export const updateMonitorConfigRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    address_id: requestIdSchema('address id').meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }),
    config: monitorConfigParamSchema.nullable().meta({ description: 'null: use the global configuration' }),
    ...monitorLabelInputs,
  })
  .meta({ id: 'UpdateMonitorConfigRequest' });

/** Answers of add/remove/status/config changes: the monitored address's id (spec 02 §7). */
export const monitorIdResponseSchema = z
  .object({ id: z.string().meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }) })
  .meta({ id: 'MonitorIdResponse' });

export const monitoredAddressSchema = z
  .object({
    id: z.string().meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }),
    address: z.string(),
    chain: chainSchema,
    token: tokenSchema,
    ...monitorLabelOutputs,
    status: z.int().min(0).meta({
      description:
        '1 active, 0 inactive, 2 paused: active, but pushes are paused because an alert could not be paid (3 credits) and the balance is still below 3',
      example: 1,
    }),
    paused: z.boolean().meta({
      description: 'Pushes paused for lack of credits (status 2); they resume once the balance is 3 or more',
      example: false,
    }),
    paused_reason: z.enum(['daily_cap', 'no_credits']).nullable().meta({
      description:
        'Why the address is paused now: daily_cap, it raised its daily_alert_cap alerts today (UTC) and raises no more, so costs nothing more, until paused_until; no_credits, pushes are paused for lack of credits (paused). daily_cap is answered first when both hold; null when neither does (beyond spec)',
      example: null,
    }),
    paused_until: isoTimestampSchema.nullable().meta({
      description:
        'With daily_cap: the next 00:00 UTC, when the address raises alerts again by itself; else null',
      example: null,
    }),
    alerts_today: z.int().min(0).meta({
      description: 'Alerts the address raised today (UTC day), counted against daily_alert_cap',
      example: 4,
    }),
    daily_alert_cap: z.int().min(DAILY_ALERT_CAP_MIN).meta({
      description: 'The cap that applies to it: its own configuration’s, else the global one’s',
      example: DAILY_ALERT_CAP_DEFAULT,
    }),
    config: monitorConfigSchema.nullable().meta({ description: 'null: the global configuration applies' }),
    created_at: isoTimestampSchema,
    updated_at: isoTimestampSchema,
  })
  .meta({ id: 'MonitoredAddress' });

export const listMonitorAddressesQuerySchema = z.object({
  user_id: ignoredUserIdSchema,
  chain: chainSchema.optional(),
  token: tokenSchema.optional(),
  status: queryInt()
    .min(0)
    .max(2)
    .optional()
    .meta({ description: 'Only addresses in this status', example: 1 }),
  page: pageParamSchema,
  page_size: pageSizeParamSchema(MONITOR_PAGE_SIZE_DEFAULT),
  cursor: cursorParamSchema,
});

const pageInfo = {
  total: z.int().min(0).meta({ example: 1 }),
  page: z.int().min(1).meta({ example: 1 }),
  page_size: z.int().min(1).meta({ example: MONITOR_PAGE_SIZE_DEFAULT }),
};

export const listMonitorAddressesResponseSchema = z
  .object({ addresses: z.array(monitoredAddressSchema), ...pageInfo, ...nextCursorField })
  .meta({ id: 'MonitoredAddressList' });

// ---- alerts -------------------------------------------------------------------------------------

export const alertStatusSchema = z.enum(alertStatuses).meta({ id: 'AlertStatus' });

export const notificationStateSchema = z.enum(notificationStates).meta({
  id: 'NotificationState',
  description:
    'pending: not tried yet; sent: delivered (webhook: every URL answered 2xx; e-mail: accepted by SES); retrying: a webhook URL failed and is retried with backoff; failed: out of retries; disabled: the channel is off in the config; no_recipients: on, but no URL or e-mail; no_credits: not pushed because the 3 credits could not be charged',
});

/** spec 02 §3 {sent, sent_at}, widened with what the channel is doing and why. */
const deliverySchema = z.object({
  sent: z.boolean(),
  sent_at: isoTimestampSchema.nullable(),
  state: notificationStateSchema,
  attempts: z.int().min(0).meta({ description: 'Delivery attempts so far (all targets of the channel)' }),
  error: z.string().optional().meta({ description: 'The last failure, when there was one' }),
  next_attempt_at: isoTimestampSchema
    .optional()
    .meta({ description: 'When the next webhook retry is due, while the channel is retrying' }),
});

/**
 * What each alert type puts in `details` (spec 02 §3 keeps it as JSON text; answered as an object).
 * One transfer makes one alert, whose details hold the fields of every type it matched:
 * - every type: `direction` (in: the monitored address received; out: it sent), `description`
 *   (a sentence in English, of the gravest type), `log_index` (position of the transfer in its
 *   transaction);
 * - known_risk: `risk_type` (the counterparty's category, e.g. sanction), `risk_level` (0-4),
 *   `label_source` (which list labelled it), `label_name` (the entity the list names, if any);
 * - similar_address: `imitated_address` (the address this one has paid before that the sender
 *   imitates), `leading_match` / `trailing_match` (how many characters match after 0x or T),
 *   `risk_type` 'address_poisoning';
 * - normal_transaction: no more.
 */
export const alertDetailsSchema = z
  .object({
    direction: z.enum(['in', 'out']).optional().meta({ example: 'in' }),
    description: z.string().optional(),
    log_index: z.int().min(0).optional(),
    risk_type: z.string().optional().meta({ example: 'sanction' }),
    risk_level: riskLevelSchema.optional(),
    label_source: z.string().optional().meta({ example: 'ofac' }),
    label_name: z
      .string()
      .optional()
      .meta({ description: 'The entity the label names, when it names one', example: 'Lazarus Group' }),
    imitated_address: z.string().optional(),
    leading_match: z
      .int()
      .min(0)
      .optional()
      .meta({
        description: `Characters matching at the start after 0x/T (at least ${LOOKALIKE_LEADING_CHARS})`,
      }),
    trailing_match: z
      .int()
      .min(0)
      .optional()
      .meta({
        description: `Characters matching at the end (at least ${LOOKALIKE_TRAILING_CHARS})`,
      }),
  })
  .meta({ id: 'AlertDetails' });

export const alertSchema = z
  .object({
    id: z.string().meta({ example: '01JD3P8S2T3V4W5X6Y7Z8A9B0C' }),
    monitoring_address_id: z.string(),
    monitoring_address: z.string(),
    monitoring_address_name: z.string().nullable().meta({
      description:
        'Beyond spec: the name of the monitored address as it is now (null when it has none or was removed)',
      example: 'Treasury hot wallet',
    }),
    customer_ref: monitorLabelOutputs.customer_ref.meta({
      description:
        'Beyond spec: the customer reference of the monitored address as it is now (null when it has none or was removed)',
    }),
    counterparty_address: z.string(),
    chain: chainSchema,
    token: tokenSchema,
    amount: decimalAmountSchema,
    tx_hash: z.string(),
    monitor_type: monitorTypeSchema.meta({
      description: `The gravest type the transfer matched (${monitorTypesByGravity.join(' > ')})`,
    }),
    monitor_types: z
      .array(monitorTypeSchema)
      .min(1)
      .meta({
        description:
          'Every type the transfer matched, gravest first (monitor_type leads). One transfer is one alert and one push, whatever it matched (beyond spec)',
        example: ['known_risk', 'normal_transaction'],
      }),
    status: alertStatusSchema,
    details: alertDetailsSchema,
    notification_status: z.object({ email: deliverySchema, webhook: deliverySchema }),
    credits_charged: creditCountSchema(
      `${CREDITS_PER_PUSH} once the push was paid (whatever the channels and retries), else 0`,
      CREDITS_PER_PUSH,
    ),
    created_at: isoTimestampSchema,
  })
  .meta({ id: 'Alert' });

export const listMonitorAlertsQuerySchema = z
  .object({
    user_id: ignoredUserIdSchema,
    monitor_type: monitorTypeSchema.optional().meta({
      description: 'Alerts that matched this type, whether it leads (monitor_type) or not (monitor_types)',
    }),
    status: alertStatusSchema.optional(),
    start_time: queryInt()
      .min(0)
      .optional()
      .meta({ description: 'Alerts from, epoch seconds', example: 1793577600 }),
    end_time: queryInt()
      .min(0)
      .optional()
      .meta({ description: 'Alerts until, epoch seconds', example: 1796169599 }),
    page: pageParamSchema,
    page_size: pageSizeParamSchema(MONITOR_PAGE_SIZE_DEFAULT),
    cursor: cursorParamSchema,
  })
  .refine((v) => v.start_time === undefined || v.end_time === undefined || v.end_time >= v.start_time, {
    message: 'The end time must not be before the start time',
    path: ['end_time'],
  });

export const listMonitorAlertsResponseSchema = z
  .object({ alerts: z.array(alertSchema), ...pageInfo, ...nextCursorField })
  .meta({ id: 'AlertList' });

export const updateAlertStatusRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    id: requestIdSchema('alert id'),
    status: z.enum(['processed', 'ignored'], { error: 'The status is processed or ignored' }),
  })
  .meta({ id: 'UpdateAlertStatusRequest' });

export const updateAlertStatusResponseSchema = z
  .object({ id: z.string(), status: alertStatusSchema })
  .meta({ id: 'UpdateAlertStatusResponse' });

// ---- global (default) configuration -------------------------------------------------------------

export const getDefaultMonitorConfigQuerySchema = z.object({ user_id: ignoredUserIdSchema });

export const setDefaultMonitorConfigRequestSchema = z
  .object({ user_id: ignoredUserIdSchema, config: monitorConfigParamSchema })
  .refine((v) => v.config !== null, { message: 'The config is required', path: ['config'] })
  .meta({ id: 'SetDefaultMonitorConfigRequest' });

export const monitorConfigResponseSchema = z
  .object({ config: monitorConfigSchema })
  .meta({ id: 'MonitorConfigResponse' });

// ---- what monitoring costs (beyond spec) ---------------------------------------------------------

export const estimateMonitorAlertsQuerySchema = z
  .object({
    user_id: ignoredUserIdSchema,
    ...walletFields,
    min_amount: minAmountTextSchema.optional().meta({
      description:
        'Estimate with this minimum amount (USDT; 0: none) instead of the configuration’s: the address’s own if it is monitored with one, else the global one',
      example: '1000',
    }),
    daily_alert_cap: queryInt()
      .min(DAILY_ALERT_CAP_MIN, `The daily alert cap is at least ${DAILY_ALERT_CAP_MIN}`)
      .max(DAILY_ALERT_CAP_MAX, `The daily alert cap is at most ${DAILY_ALERT_CAP_MAX}`)
      .optional()
      .meta({ description: 'Estimate with this cap instead of the configuration’s', example: 50 }),
  })
  .superRefine(refineAddress);

export const monitorAlertEstimateSchema = z
  .object({
    chain: chainSchema,
    token: tokenSchema,
    address: z.string(),
    days: z.int().meta({ description: 'The days of recent activity read', example: ESTIMATE_DAYS }),
    transfers_read: z.int().min(0).meta({
      description:
        'Transfers read; with truncated, the newest ones of the days and the rates are drawn from the time they span',
      example: 280,
    }),
    truncated: z.boolean().meta({ example: false }),
    transfers_per_day: z.number().min(0).meta({ description: 'USDT transfers in or out a day', example: 40 }),
    alerts_per_day: z.number().min(0).meta({
      description:
        'Alerts a day that Transaction detection would raise: the transfers that are not zero-value and reach the minimum amount (before the cap)',
      example: 40,
    }),
    min_amount: z
      .string()
      .nullable()
      .meta({ description: 'The minimum amount applied; null: none', example: null }),
    daily_alert_cap: z.int().min(DAILY_ALERT_CAP_MIN).meta({ example: DAILY_ALERT_CAP_DEFAULT }),
    credits_per_day: z
      .number()
      .min(0)
      .meta({
        description: `Push credits a day: ${CREDITS_PER_PUSH} an alert, alerts_per_day up to daily_alert_cap`,
        example: 120,
      }),
    capped: z.boolean().meta({
      description: 'alerts_per_day is above the cap: the address would pause most days',
      example: false,
    }),
    simulated: z
      .boolean()
      .meta({ description: 'Read from the simulated ledger (offline stack)', example: false }),
  })
  .meta({ id: 'MonitorAlertEstimate' });

export const monitorAlertSummaryQuerySchema = z
  .object({
    user_id: ignoredUserIdSchema,
    start_time: queryInt().min(0).meta({ description: 'From, epoch seconds', example: 1795132800 }),
    end_time: queryInt()
      .min(0)
      .optional()
      .meta({ description: 'Until, epoch seconds; default now', example: 1795219199 }),
  })
  .refine((v) => v.end_time === undefined || v.end_time >= v.start_time, {
    message: 'The end time must not be before the start time',
    path: ['end_time'],
  });

export const monitorAlertSummarySchema = z
  .object({
    alerts: z.int().min(0).meta({ description: 'Alerts raised in the period', example: 12 }),
    credits_charged: creditCountSchema(
      `Credits charged for the pushes of those alerts (${CREDITS_PER_PUSH} each once paid)`,
      36,
    ),
    start_time: z.int().min(0),
    end_time: z.int().min(0),
  })
  .meta({ id: 'MonitorAlertSummary' });

// ---- unread alerts (beyond spec) ----------------------------------------------------------------

export const unreadAlertsSchema = z
  .object({
    unread: z
      .int()
      .min(0)
      .max(UNREAD_ALERTS_MAX)
      .meta({
        description: `Alerts raised after the newest one marked seen, at most ${UNREAD_ALERTS_MAX} (see capped)`,
        example: 3,
      }),
    capped: z.boolean().meta({
      description: `More than ${UNREAD_ALERTS_MAX} are unread (the console shows ${UNREAD_ALERTS_MAX}+)`,
      example: false,
    }),
    seen_up_to: isoTimestampSchema.nullable().meta({
      description: 'When the newest alert marked seen was raised; null when none was ever marked',
    }),
  })
  .meta({ id: 'UnreadAlerts' });

export const markAlertsSeenRequestSchema = z
  .object({ user_id: ignoredUserIdSchema })
  .meta({ id: 'MarkAlertsSeenRequest' });

// ---- deliveries ---------------------------------------------------------------------------------

export const alertIdParamsSchema = z.object({
  id: requestIdSchema('alert id').meta({ example: 'al_3f0c9a1e5b7d2c4e6f8a0b1c' }),
});

export const deliveryAttemptSchema = z
  .object({
    channel: z.enum(['webhook', 'email']),
    target: z.string().meta({ description: 'The webhook URL or the e-mail recipient' }),
    trigger: z.enum(['alert', 'retry', 'redeliver', 'test']).meta({
      description:
        'alert: first push; retry: a scheduled retry; redeliver: asked by the user; test: a test event',
    }),
    attempt: z.int().min(1).meta({ description: 'Attempt number for this target, from 1' }),
    at: isoTimestampSchema,
    ok: z.boolean(),
    status_code: z.int().optional().meta({ description: 'HTTP status the webhook answered', example: 200 }),
    latency_ms: z.int().min(0).optional(),
    error: z.string().optional().meta({ example: 'timed out after 10 s' }),
  })
  .meta({ id: 'DeliveryAttempt' });

/** What the next redelivery of an alert may cost and how many it has left (alert-delivery-rules.ts). */
const redeliveryAllowance = {
  redeliveries_left: z
    .int()
    .min(0)
    .meta({
      description: `Redeliveries this alert has left (${REDELIVERIES_PER_ALERT} in all)`,
      example: REDELIVERIES_PER_ALERT - 1,
    }),
  redelivery_cost: creditCountSchema(
    `Credits the next redelivery costs: ${CREDITS_PER_PUSH} while the alert is unpaid (it was not pushed for lack of credits), else 0`,
    0,
  ),
};

export const listAlertDeliveriesResponseSchema = z
  .object({
    alert_id: z.string(),
    deliveries: z.array(deliveryAttemptSchema).meta({ description: 'Oldest first; at most 200' }),
    ...redeliveryAllowance,
    next_attempt_at: isoTimestampSchema
      .optional()
      .meta({ description: 'When the next webhook retry is due, while one is scheduled' }),
  })
  .meta({ id: 'AlertDeliveries' });

export const redeliverAlertRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    channels: z
      .array(z.enum(['webhook', 'email']))
      .min(1)
      .max(2)
      .default(['webhook', 'email'])
      .transform(uniqueEntries)
      .meta({ description: 'Which channels to send again (default both, as the config enables them)' }),
  })
  .meta({ id: 'RedeliverAlertRequest' });

export const redeliverAlertResponseSchema = z
  .object({
    alert_id: z.string(),
    deliveries: z
      .array(deliveryAttemptSchema)
      .meta({ description: 'The attempts this call made (one per target)' }),
    credits_charged: creditCountSchema(
      `Credits this call took: ${CREDITS_PER_PUSH} when it paid for an alert that had not been pushed for lack of credits, else 0`,
      0,
    ),
    ...redeliveryAllowance,
  })
  .meta({ id: 'RedeliverAlertResponse' });

export const sendTestWebhookRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    url: z
      .string()
      .trim()
      .max(WEBHOOK_URL_MAX_LENGTH, `The webhook URL is at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
      .refine(isWebhookUrl, 'The webhook URL must be an http(s) URL')
      .optional()
      .meta({ description: 'Send to this URL; default: every URL of the global configuration' }),
  })
  .meta({ id: 'SendTestWebhookRequest' });

export const sendTestWebhookResponseSchema = z
  .object({
    webhook_id: z.string().meta({ example: 'test_01JD3P8S2T3V4W5X6Y7Z8A9B0C' }),
    deliveries: z.array(deliveryAttemptSchema),
  })
  .meta({ id: 'SendTestWebhookResponse' });

export const webhookSecretResponseSchema = z
  .object({
    secret: z.string().meta({
      description: 'Standard Webhooks secret: whsec_ + base64',
      example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    }),
    previous_secret_expires_at: isoTimestampSchema.nullable().meta({
      description: 'After a rotation the old secret also signs until then (24 h); null when none',
    }),
  })
  .meta({ id: 'WebhookSecret' });

export const rotateWebhookSecretRequestSchema = z
  .object({ user_id: ignoredUserIdSchema })
  .meta({ id: 'RotateWebhookSecretRequest' });

export const revokePreviousWebhookSecretRequestSchema = z
  .object({
    revoke_previous: z.literal(true).meta({ description: 'Stop signing with the previous secret now' }),
    user_id: ignoredUserIdSchema,
  })
  .meta({ id: 'RevokePreviousWebhookSecretRequest' });

export type AlertDetails = z.infer<typeof alertDetailsSchema>;
export type UnreadAlerts = z.infer<typeof unreadAlertsSchema>;
export type EstimateMonitorAlertsQuery = z.infer<typeof estimateMonitorAlertsQuerySchema>;
export type MonitorAlertEstimate = z.infer<typeof monitorAlertEstimateSchema>;
export type MonitorAlertSummaryQuery = z.infer<typeof monitorAlertSummaryQuerySchema>;
export type MonitorAlertSummary = z.infer<typeof monitorAlertSummarySchema>;
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export type ListAlertDeliveriesResponse = z.infer<typeof listAlertDeliveriesResponseSchema>;
export type RedeliverAlertRequest = z.infer<typeof redeliverAlertRequestSchema>;
export type RedeliverAlertResponse = z.infer<typeof redeliverAlertResponseSchema>;
export type SendTestWebhookRequest = z.infer<typeof sendTestWebhookRequestSchema>;
export type SendTestWebhookResponse = z.infer<typeof sendTestWebhookResponseSchema>;
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;
export type MonitorConfigInput = z.input<typeof monitorConfigInputSchema>;
export type AddMonitorAddressRequest = z.infer<typeof addMonitorAddressRequestSchema>;
export type AddMonitorAddressResponse = z.infer<typeof addMonitorAddressResponseSchema>;
export type RemoveMonitorAddressRequest = z.infer<typeof removeMonitorAddressRequestSchema>;
export type UpdateMonitorAddressStatusRequest = z.infer<typeof updateMonitorAddressStatusRequestSchema>;
export type UpdateMonitorConfigRequest = z.infer<typeof updateMonitorConfigRequestSchema>;
export type MonitorIdResponse = z.infer<typeof monitorIdResponseSchema>;
export type MonitoredAddress = z.infer<typeof monitoredAddressSchema>;
export type ListMonitorAddressesQuery = z.infer<typeof listMonitorAddressesQuerySchema>;
export type ListMonitorAddressesResponse = z.infer<typeof listMonitorAddressesResponseSchema>;
export type Alert = z.infer<typeof alertSchema>;
export type ListMonitorAlertsQuery = z.infer<typeof listMonitorAlertsQuerySchema>;
export type ListMonitorAlertsResponse = z.infer<typeof listMonitorAlertsResponseSchema>;
export type UpdateAlertStatusRequest = z.infer<typeof updateAlertStatusRequestSchema>;
export type UpdateAlertStatusResponse = z.infer<typeof updateAlertStatusResponseSchema>;
export type SetDefaultMonitorConfigRequest = z.infer<typeof setDefaultMonitorConfigRequestSchema>;
export type MonitorConfigResponse = z.infer<typeof monitorConfigResponseSchema>;
