import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { defaultMonitorConfig } from '../rules/monitor-rules';
import {
  addMonitorAddressRequestSchema,
  listMonitorAddressesQuerySchema,
  listMonitorAlertsQuerySchema,
  monitorConfigParamSchema,
  monitorConfigSchema,
  setDefaultMonitorConfigRequestSchema,
  updateAlertStatusRequestSchema,
  updateMonitorAddressStatusRequestSchema,
  updateMonitorConfigRequestSchema,
} from './monitoring.schema';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const evm = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
const tron = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

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
      issues(updateMonitorConfigRequestSchema, {
        address_id: 'a1',
        config: { notification: { webhook: { urls: ['not a url'] } } },
      }),
    ).toEqual(['config.notification.webhook.urls.0: Each webhook URL must be an http(s) URL']);
    expect(
      issues(updateMonitorConfigRequestSchema, {
        address_id: 'a1',
        config: { notification: { email: { recipients: ['nobody'] } } },
      }),
    ).toEqual(['config.notification.email.recipients.0: Each recipient must be an e-mail address']);
    expect(issues(updateMonitorConfigRequestSchema, { address_id: 'a1', config: '{oops' })).toContain(
      'config: The config is not valid JSON',
    );
  });

  it('takes null as "use the global configuration" on one address, but not for the global one', () => {
    expect(updateMonitorConfigRequestSchema.parse({ user_id: 9, address_id: 'a1', config: null })).toEqual({
      user_id: 9,
      address_id: 'a1',
      config: null,
    });
    expect(issues(updateMonitorConfigRequestSchema, { config: null })).toEqual([
      'address_id: The address id is required',
    ]);
    expect(issues(setDefaultMonitorConfigRequestSchema, { config: '' })).toEqual([
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
    expect(issues(addMonitorAddressRequestSchema, input)).toEqual([issue]);
  });

  it('requires the chain', () => {
    expect(issues(addMonitorAddressRequestSchema, { address: evm })[0]).toMatch(/^chain: /);
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
      issues(updateMonitorAddressStatusRequestSchema, { address: tron, chain: 'tron', status: 2 }),
    ).toEqual(['status: The status is 0 (disabled) or 1 (enabled)']);
  });

  it('pages 20 at a time by default, at most 100', () => {
    expect(listMonitorAddressesQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(listMonitorAddressesQuerySchema.parse({ page: '2', page_size: '100', status: '1' })).toEqual({
      page: 2,
      page_size: 100,
      status: 1,
    });
    expect(issues(listMonitorAddressesQuerySchema, { page_size: '101' })).toEqual([
      'page_size: The page size must be at most 100',
    ]);
    expect(issues(listMonitorAddressesQuerySchema, { page: '0' })).toEqual(['page: The page starts at 1']);
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
    expect(issues(listMonitorAlertsQuerySchema, { monitor_type: 'whale' })[0]).toMatch(/^monitor_type: /);
    expect(issues(listMonitorAlertsQuerySchema, { start_time: '20', end_time: '10' })).toEqual([
      'end_time: The end time must not be before the start time',
    ]);
  });

  it('marks an alert processed or ignored, nothing else', () => {
    expect(updateAlertStatusRequestSchema.parse({ id: 'al1', status: 'ignored' })).toEqual({
      id: 'al1',
      status: 'ignored',
    });
    expect(issues(updateAlertStatusRequestSchema, { id: 'al1', status: 'pending' })).toEqual([
      'status: The status is processed or ignored',
    ]);
    expect(issues(updateAlertStatusRequestSchema, { status: 'processed' })).toEqual([
      'id: The alert id is required',
    ]);
  });
});
