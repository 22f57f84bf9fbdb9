import { z } from 'zod';
import {
  alertStatuses,
  defaultMonitorConfig,
  isRecipientEmail,
  isWebhookUrl,
  MONITOR_MAX_EMAIL_RECIPIENTS,
  MONITOR_MAX_WEBHOOK_URLS,
  MONITOR_STATUS,
  monitorTypes,
  uniqueEntries,
  WEBHOOK_TIMEOUT_SECONDS_DEFAULT,
  WEBHOOK_TIMEOUT_SECONDS_MAX,
} from '../rules/monitor-rules';
import { MONITOR_PAGE_SIZE_DEFAULT } from '../rules/query-rules';
import {
  addressFieldSchema,
  chainSchema,
  decimalAmountSchema,
  ignoredUserIdSchema,
  isoTimestampSchema,
  pageParamSchema,
  pageSizeParamSchema,
  queryInt,
  refineAddress,
  riskLevelSchema,
  tokenSchema,
  tokenWithDefaultSchema,
} from './common.schema';

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

/** The configuration as the server stores and answers it: every field present, known_risk on. */
export const monitorConfigSchema = z
  .object({
    detection: z.object({
      normal_transaction: z.boolean(),
      known_risk: z.literal(true).meta({ description: 'Always on (spec 02 §3)' }),
      similar_address: z.boolean(),
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
  })
  .meta({ id: 'MonitorConfig', example: defaultMonitorConfig });

export type MonitorConfig = z.infer<typeof monitorConfigSchema>;

const detectionInputSchema = z.object({
  normal_transaction: z.boolean().default(defaultMonitorConfig.detection.normal_transaction),
  known_risk: z.boolean().optional().meta({ description: 'Ignored: known-risk detection is always on' }),
  similar_address: z.boolean().default(defaultMonitorConfig.detection.similar_address),
});

const webhookInputSchema = z.object({
  enabled: z.boolean().default(false),
  urls: z
    .array(z.string().trim().refine(isWebhookUrl, 'Each webhook URL must be an http(s) URL'))
    .max(MONITOR_MAX_WEBHOOK_URLS, `At most ${MONITOR_MAX_WEBHOOK_URLS} webhook URLs`)
    .default([])
    .transform(uniqueEntries),
  format: z.literal('json').default('json'),
  timeout_seconds: z.int().min(1).max(WEBHOOK_TIMEOUT_SECONDS_MAX).default(WEBHOOK_TIMEOUT_SECONDS_DEFAULT),
});

const emailInputSchema = z.object({
  enabled: z.boolean().default(true),
  recipients: z
    .array(z.string().trim().refine(isRecipientEmail, 'Each recipient must be an e-mail address'))
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
  })
  .transform((v): MonitorConfig => {
    const d = v.detection ?? v.detection_rules;
    return {
      detection: {
        normal_transaction: d?.normal_transaction ?? defaultMonitorConfig.detection.normal_transaction,
        known_risk: true,
        similar_address: d?.similar_address ?? defaultMonitorConfig.detection.similar_address,
      },
      notification: v.notification,
    };
  })
  .meta({
    id: 'MonitorConfigInput',
    example: {
      detection: { normal_transaction: true, known_risk: true, similar_address: false },
      notification: {
        webhook: { enabled: true, urls: ['https://hooks.example.com/risk'] },
        email: { enabled: true, recipients: ['risk-team@example.com'] },
      },
    },
  });

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
      description: 'If the address is already monitored, update its config instead of answering 400',
    }),
  })
  .superRefine(refineAddress)
  .meta({ id: 'AddMonitorAddressRequest' });

export const addMonitorAddressResponseSchema = z
  .object({
    id: z.string().meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }),
    credits_charged: z.int().min(0).meta({
      description: '0 within the free allowance, else 20 (7 for package_type 1001), spec 01 §9',
      example: 0,
    }),
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
    address_id: z
      .string({ error: 'The address id is required' })
      .trim()
      .min(1, 'The address id is required')
      .meta({ example: '01JD3N2F4G5H6J7K8M9N0P1Q2R' }),
    config: monitorConfigParamSchema.nullable().meta({ description: 'null: use the global configuration' }),
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
    status: z.int().min(0).meta({ description: '1 active, 0 inactive, 2 paused (no credits)', example: 1 }),
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
});

const pageInfo = {
  total: z.int().min(0).meta({ example: 1 }),
  page: z.int().min(1).meta({ example: 1 }),
  page_size: z.int().min(1).meta({ example: MONITOR_PAGE_SIZE_DEFAULT }),
};

export const listMonitorAddressesResponseSchema = z
  .object({ addresses: z.array(monitoredAddressSchema), ...pageInfo })
  .meta({ id: 'MonitoredAddressList' });

// ---- alerts -------------------------------------------------------------------------------------

export const alertStatusSchema = z.enum(alertStatuses).meta({ id: 'AlertStatus' });

const deliverySchema = z.object({ sent: z.boolean(), sent_at: isoTimestampSchema.nullable() });

export const alertSchema = z
  .object({
    id: z.string().meta({ example: '01JD3P8S2T3V4W5X6Y7Z8A9B0C' }),
    monitoring_address_id: z.string(),
    monitoring_address: z.string(),
    counterparty_address: z.string(),
    chain: chainSchema,
    token: tokenSchema,
    amount: decimalAmountSchema,
    tx_hash: z.string(),
    monitor_type: monitorTypeSchema,
    status: alertStatusSchema,
    details: z.object({
      risk_type: z.string().optional().meta({ example: 'sanction' }),
      risk_level: riskLevelSchema.optional(),
      description: z.string().optional(),
    }),
    notification_status: z.object({ email: deliverySchema, webhook: deliverySchema }),
    created_at: isoTimestampSchema,
  })
  .meta({ id: 'Alert' });

export const listMonitorAlertsQuerySchema = z
  .object({
    user_id: ignoredUserIdSchema,
    monitor_type: monitorTypeSchema.optional(),
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
  })
  .refine((v) => v.start_time === undefined || v.end_time === undefined || v.end_time >= v.start_time, {
    message: 'The end time must not be before the start time',
    path: ['end_time'],
  });

export const listMonitorAlertsResponseSchema = z
  .object({ alerts: z.array(alertSchema), ...pageInfo })
  .meta({ id: 'AlertList' });

export const updateAlertStatusRequestSchema = z
  .object({
    user_id: ignoredUserIdSchema,
    id: z.string({ error: 'The alert id is required' }).trim().min(1, 'The alert id is required'),
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
