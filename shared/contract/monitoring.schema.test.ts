import { describe, expect, it } from 'vitest';
import { defaultMonitorConfig } from '../rules/monitor-rules';
import { exampleEthereumAddress as evm, exampleTronAddress as tron } from './examples';
import {
  addMonitorAddressRequestSchema,
  alertSchema,
  estimateMonitorAlertsQuerySchema,
  listMonitorAddressesQuerySchema,
  listMonitorAlertsQuerySchema,
  monitorConfigParamSchema,
  monitorConfigSchema,
  setDefaultMonitorConfigRequestSchema,
  updateAlertStatusRequestSchema,
  updateMonitorAddressStatusRequestSchema,
  updateMonitorConfigRequestSchema,
} from './monitoring.schema';
import { issuesOf } from './schema-issues';

describe('monitor configuration (spec 02 §3, §5)', () => {
  it('fills an empty config with the defaults', () => {
    expect(monitorConfigParamSchema.parse({})).toEqual(defaultMonitorConfig);
    expect(monitorConfigSchema.parse(defaultMonitorConfig)).toEqual(defaultMonitorConfig);
  });

  it('accepts detection_rules for detection and keeps known_risk on', () => {
    const parsed = monitorConfigParamSchema.parse({
      detection_rules: { normal_transaction: true, known_risk: false },
    });
    expect(parsed?.detection).toEqual({ normal_transaction: true, known_risk: true, similar_address: false });
  });

  it('prefers detection over detection_rules', () => {
    const parsed = monitorConfigParamSchema.parse({
      detection: { similar_address: true },
      detection_rules: { normal_transaction: true },
    });
    expect(parsed?.detection).toEqual({ normal_transaction: false, known_risk: true, similar_address: true });
  });

  it('accepts JSON text, "" meaning none, and drops duplicate URLs and recipients', () => {
    const text = JSON.stringify({
      notification: {
        webhook: { enabled: true, urls: ['https://h.example.com/a', ' https://h.example.com/a'] },
        email: { recipients: ['a@example.com', 'a@example.com', 'b@example.com'] },
      },
    });
    const parsed = monitorConfigParamSchema.parse(text);
    expect(parsed?.notification.webhook.urls).toEqual(['https://h.example.com/a']);
    expect(parsed?.notification.email.recipients).toEqual(['a@example.com', 'b@example.com']);
    expect(monitorConfigParamSchema.parse('')).toBeNull();
  });

  it('rejects bad URLs, bad e-mails and bad JSON on their fields', () => {
    expect(
      issuesOf(updateMonitorConfigRequestSchema, {
        address_id: 'a1',
        config: { notification: { webhook: { urls: ['not a url'] } } },
      }),
    ).toEqual(['config.notification.webhook.urls.0: Each webhook URL must be an http(s) URL']);
    expect(
      issuesOf(updateMonitorConfigRequestSchema, {
        address_id: 'a1',
        config: { notification: { email: { recipients: ['nobody'] } } },
      }),
    ).toEqual(['config.notification.email.recipients.0: Each recipient must be an e-mail address']);
    expect(issuesOf(updateMonitorConfigRequestSchema, { address_id: 'a1', config: '{oops' })).toContain(
      'config: The config is not valid JSON',
    );
  });

  it('takes null as "use the global configuration" on one address, but not for the global one', () => {
    expect(updateMonitorConfigRequestSchema.parse({ user_id: 9, address_id: 'a1', config: null })).toEqual({
      user_id: 9,
      address_id: 'a1',
      config: null,
    });
    expect(issuesOf(updateMonitorConfigRequestSchema, { config: null })).toEqual([
      'address_id: The address id is required',
    ]);
    expect(issuesOf(setDefaultMonitorConfigRequestSchema, { config: '' })).toEqual([
      'config: The config is required',
    ]);
    expect(setDefaultMonitorConfigRequestSchema.parse({ user_id: 'u1', config: {} }).config).toEqual(
      defaultMonitorConfig,
    );
  });
});

describe('monitored addresses (spec 02 §5, §7)', () => {
  it('adds with token usdt, no own config and no query by default; user_id is accepted', () => {
    expect(addMonitorAddressRequestSchema.parse({ user_id: 'u1', address: evm, chain: 'ethereum' })).toEqual({
      user_id: 'u1',
      address: evm,
      chain: 'ethereum',
      token: 'usdt',
      query_once: false,
      override: false,
    });
  });

  it.each([
    [{ chain: 'ethereum' }, 'address: The address is required'],
    [{ chain: 'ethereum', address: tron }, 'address: Invalid EVM address'],
    [{ chain: 'tron', address: evm }, 'address: Invalid TRON address'],
  ])('rejects %j', (input, issue) => {
    expect(issuesOf(addMonitorAddressRequestSchema, input)).toEqual([issue]);
  });

  it('requires the chain', () => {
    expect(issuesOf(addMonitorAddressRequestSchema, { address: evm })[0]).toMatch(/^chain: /);
  });

  it('takes a trimmed name and customer reference, bounded and free of control characters', () => {
    const key = { address: evm, chain: 'ethereum' };
    expect(
      addMonitorAddressRequestSchema.parse({ ...key, name: '  Treasury  ', customer_ref: 'CUST-1' }),
    ).toMatchObject({ name: 'Treasury', customer_ref: 'CUST-1' });
    expect(issuesOf(addMonitorAddressRequestSchema, { ...key, name: 'x'.repeat(81) })).toEqual([
      'name: The name is at most 80 characters',
    ]);
    expect(issuesOf(addMonitorAddressRequestSchema, { ...key, customer_ref: 'a\nb' })).toEqual([
      'customer_ref: The customer reference may not contain control characters',
    ]);
    // On the address's own settings null clears a label and leaving it out keeps it.
    expect(
      updateMonitorConfigRequestSchema.parse({ address_id: 'mon_12345678', config: null, name: null }),
    ).toEqual({ address_id: 'mon_12345678', config: null, name: null });
  });

  it('updates status with 0 or 1 only', () => {
    expect(
      updateMonitorAddressStatusRequestSchema.parse({
        address: tron,
        chain: 'tron',
        token: 'USDT',
        status: 1,
      }),
    ).toMatchObject({ token: 'usdt', status: 1 });
    expect(
      issuesOf(updateMonitorAddressStatusRequestSchema, { address: tron, chain: 'tron', status: 2 }),
    ).toEqual(['status: The status is 0 (disabled) or 1 (enabled)']);
  });

  it('pages 20 at a time by default, at most 100', () => {
    expect(listMonitorAddressesQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(listMonitorAddressesQuerySchema.parse({ page: '2', page_size: '100', status: '1' })).toEqual({
      page: 2,
      page_size: 100,
      status: 1,
    });
    expect(issuesOf(listMonitorAddressesQuerySchema, { page_size: '101' })).toEqual([
      'page_size: The page size must be at most 100',
    ]);
    expect(issuesOf(listMonitorAddressesQuerySchema, { page: '0' })).toEqual(['page: The page starts at 1']);
  });
});

describe('alerts (spec 02 §4, §7)', () => {
  it('filters by monitor type and status', () => {
    expect(listMonitorAlertsQuerySchema.parse({ monitor_type: 'known_risk', status: 'pending' })).toEqual({
      monitor_type: 'known_risk',
      status: 'pending',
      page: 1,
      page_size: 20,
    });
    expect(issuesOf(listMonitorAlertsQuerySchema, { monitor_type: 'whale' })[0]).toMatch(/^monitor_type: /);
    expect(issuesOf(listMonitorAlertsQuerySchema, { start_time: '20', end_time: '10' })).toEqual([
      'end_time: The end time must not be before the start time',
    ]);
  });

  it('marks an alert processed or ignored, nothing else', () => {
    expect(updateAlertStatusRequestSchema.parse({ id: 'al1', status: 'ignored' })).toEqual({
      id: 'al1',
      status: 'ignored',
    });
    expect(issuesOf(updateAlertStatusRequestSchema, { id: 'al1', status: 'pending' })).toEqual([
      'status: The status is processed or ignored',
    ]);
    expect(issuesOf(updateAlertStatusRequestSchema, { status: 'processed' })).toEqual([
      'id: The alert id is required',
    ]);
  });
});

describe('what an alert flood may cost: the minimum amount and the daily cap', () => {
  const detection = (extra: Record<string, unknown>) =>
    monitorConfigParamSchema.parse({ detection: { normal_transaction: true, ...extra } });

  it('takes the minimum of Transaction detection as USDT text, stored without redundant zeros', () => {
    expect(detection({ normal_transaction_min_amount: '0100.500' })?.detection).toEqual({
      normal_transaction: true,
      known_risk: true,
      similar_address: false,
      normal_transaction_min_amount: '100.5',
    });
    expect(detection({ normal_transaction_min_amount: 2500 })?.detection.normal_transaction_min_amount).toBe(
      '2500',
    );
    // None: absent, blank, null or zero.
    for (const none of [undefined, '', ' ', null, '0', '0.000'])
      expect(detection({ normal_transaction_min_amount: none })?.detection).not.toHaveProperty(
        'normal_transaction_min_amount',
      );
    const refused = 'The minimum amount is a USDT amount like 100 or 0.5 (at most 6 decimals)';
    for (const bad of ['-1', '1e6', '1.1234567', 'ten', '1,000'])
      expect(
        issuesOf(monitorConfigParamSchema, { detection: { normal_transaction_min_amount: bad } }),
      ).toEqual([`detection.normal_transaction_min_amount: ${refused}`]);
  });

  it('caps each address at 50 alerts a UTC day unless told 1 to 10,000', () => {
    expect(monitorConfigParamSchema.parse({})?.limits).toEqual({ daily_alert_cap: 50 });
    expect(monitorConfigParamSchema.parse({ limits: { daily_alert_cap: 5 } })?.limits).toEqual({
      daily_alert_cap: 5,
    });
    expect(issuesOf(monitorConfigParamSchema, { limits: { daily_alert_cap: 0 } })).toEqual([
      'limits.daily_alert_cap: The daily alert cap is at least 1',
    ]);
    expect(issuesOf(monitorConfigParamSchema, { limits: { daily_alert_cap: 10_001 } })).toEqual([
      'limits.daily_alert_cap: The daily alert cap is at most 10000',
    ]);
    expect(issuesOf(monitorConfigParamSchema, { limits: { daily_alert_cap: 2.5 } })).toHaveLength(1);
  });

  it('keeps a configuration stored before the minimum and the cap valid', () => {
    const { limits: _, ...stored } = defaultMonitorConfig;
    expect(monitorConfigSchema.parse(stored)).toEqual(stored);
  });

  it('asks an estimate for an address on its chain, with an optional minimum and cap', () => {
    expect(
      estimateMonitorAlertsQuerySchema.parse({ chain: 'TRON', address: tron, daily_alert_cap: '20' }),
    ).toEqual({ chain: 'tron', token: 'usdt', address: tron, daily_alert_cap: 20 });
    expect(issuesOf(estimateMonitorAlertsQuerySchema, { chain: 'tron', address: evm })).toHaveLength(1);
    expect(
      issuesOf(estimateMonitorAlertsQuerySchema, { chain: 'ethereum', address: evm, min_amount: 'x' }),
    ).toEqual(['min_amount: The minimum amount is a USDT amount like 100 or 0.5 (at most 6 decimals)']);
  });

  it('lists every type an alert matched, at least one', () => {
    const alert = {
      id: 'al_1',
      monitoring_address_id: 'm1',
      monitoring_address: evm,
      monitoring_address_name: null,
      customer_ref: null,
      counterparty_address: evm,
      chain: 'ethereum',
      token: 'usdt',
      amount: '1',
      tx_hash: '0xab',
      monitor_type: 'known_risk',
      monitor_types: ['known_risk', 'normal_transaction'],
      status: 'pending',
      details: {},
      notification_status: {
        email: { sent: false, sent_at: null, state: 'pending', attempts: 0 },
        webhook: { sent: false, sent_at: null, state: 'pending', attempts: 0 },
      },
      credits_charged: 0,
      created_at: '2026-11-21T08:21:00Z',
    };
    expect(alertSchema.safeParse(alert).success).toBe(true);
    expect(alertSchema.safeParse({ ...alert, monitor_types: [] }).success).toBe(false);
  });
});
