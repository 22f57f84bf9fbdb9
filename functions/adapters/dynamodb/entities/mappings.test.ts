import { describe, expect, it } from 'vitest';
import type { AlertRecord, DeliveryAttemptRecord } from '../../../domain/monitoring/monitoring.ports';
import { monitorRecord } from '../../../testing/monitor-records';
import { pendingQuery } from '../../../testing/query-records';
import { alertFromItem, deliveryFromItem, toAlertItem, toDeliveryItem } from './alert';
import { apiKeyFromItem, toApiKeyItem } from './api-key';
import { knownDeviceFromItem, toKnownDeviceItem } from './known-device';
import { labelFromItem, toLabelItem } from './label';
import { monitorFromItem, toMonitorItem } from './monitor';
import { queryFromItem, toQueryItem } from './query';
import { salesInquiryFromItem, toSalesInquiryItem } from './sales-inquiry';
import { sessionFamilyFromItem, toSessionFamilyItem } from './session-family';
import { toVerificationCodeItem, verificationCodeFromItem } from './verification-code';

/**
 * Each entity writes a record and reads it back through its item schema: what comes back is the
 * record written, and the item holds the attributes under their stored (snake-case) names.
 */
const alert: AlertRecord = {
  id: 'alt_9Qw2Er7Ty',
  userId: 'u1',
  monitorId: 'mon_4fT9xQ2kLm',
  monitoringAddress: '0xabc',
  counterparty: '0xdef',
  chain: 'ethereum',
  token: 'usdt',
  amount: '30000000',
  txHash: '0x01',
  monitorType: 'known_risk',
  monitorTypes: ['known_risk', 'similar_address'],
  status: 'pending',
  details: { riskLevel: 4 } as unknown as AlertRecord['details'],
  notification: {
    email: { status: 'sent' },
    webhook: { status: 'none' },
  } as unknown as AlertRecord['notification'],
  creditsCharged: 3,
  createdAt: 1_790_000_000_000,
};

describe('entity item mappings', () => {
  it('store a query under snake-case names and read it back whole', () => {
    const query = { ...pendingQuery('u1'), startAt: 1_700_000_000, maxCredits: 5, riskLevel: 2 };
    const item = toQueryItem(query);

    expect(item).toMatchObject({
      user_id: 'u1',
      max_credits: 5,
      risk_level: 2,
      status_text: query.statusText,
    });
    expect(queryFromItem(item)).toEqual(query);
  });

  it('read defaults for what older query items lack', () => {
    const older: Record<string, unknown> = toQueryItem(pendingQuery('u1'));
    for (const name of ['api_key_id', 'reserved_credits', 'cost_quota', 'risk_level', 'transfers_analysed'])
      delete older[name];

    expect(queryFromItem(older)).toMatchObject({
      apiKeyId: 0,
      reservedCredits: 0,
      costQuota: 0,
      riskLevel: null,
      transfersAnalysed: null,
    });
  });

  it('round-trip monitors, alerts and delivery attempts', () => {
    const monitor = monitorRecord('mon_4fT9xQ2kLm', '0xabc', { config: null, cursor: 1_790_000_000 });
    const attempt: DeliveryAttemptRecord = {
      alertId: alert.id,
      channel: 'webhook',
      target: 'https://hooks.example.com',
      trigger: 'alert',
      attempt: 1,
      at: 1_790_000_000_000,
      ok: false,
      statusCode: 500,
    };

    expect(monitorFromItem(toMonitorItem(monitor))).toEqual(monitor);
    expect(toAlertItem(alert)).toMatchObject({ tx_hash: '0x01', monitor_types: alert.monitorTypes });
    expect(alertFromItem(toAlertItem(alert))).toEqual(alert);
    expect(toDeliveryItem(attempt, 'webhook#1#a1')).toMatchObject({ alert_id: alert.id, status_code: 500 });
    expect(deliveryFromItem(toDeliveryItem(attempt, 'webhook#1#a1'))).toEqual(attempt);
  });

  it('round-trip API keys (the id stored as key_id), labels and verification codes', () => {
    const key = {
      userId: 'u1',
      id: 3,
      name: 'ci',
      description: '',
      keyHash: 'h',
      keyPrefix: 'wr_',
      keySuffix: 'abcd',
      status: 1 as const,
      permissions: ['read' as never],
      expiresAt: 0,
      allowedIps: [],
      createdAt: 1,
      updatedAt: 2,
      lastUsedAt: null,
      usagePlanTier: null,
      disabledReason: null,
      usagePlanKeyId: null,
    };
    const label = {
      chain: 'tron' as const,
      address: 'TAddr',
      source: 'ofac',
      sourceDate: '2026-11-01',
      category: 'sanctions' as never,
    };
    const code = {
      email: 'ana@example.com',
      purpose: 'register' as const,
      codeHash: 'h',
      salt: 's',
      sentAt: 1,
      expiresAt: 2,
      attempts: 0,
    };

    expect(toApiKeyItem(key)).toMatchObject({ key_id: 3, key_hash: 'h', allowed_ips: [] });
    expect(apiKeyFromItem(toApiKeyItem(key))).toEqual(key);
    expect(labelFromItem(toLabelItem(label))).toEqual(label);
    expect(verificationCodeFromItem(toVerificationCodeItem(code))).toEqual(code);
  });

  it('store a known device without its hash, its expiry as the TTL, and read it back whole', () => {
    const device = {
      email: 'ana@example.com',
      deviceHash: '9f86d081884c7d65',
      userId: 'u1',
      knownSinceMs: 1_790_000_000_000,
      expiresAt: 1_792_592_000,
    };

    expect(toKnownDeviceItem(device)).toEqual({
      PK: 'EMAIL#ana@example.com',
      SK: 'DEVICE#9f86d081884c7d65',
      type: 'KnownDevice',
      email: 'ana@example.com',
      user_id: 'u1',
      known_since_ms: 1_790_000_000_000,
      ttl: 1_792_592_000,
    });
    expect(knownDeviceFromItem(device.deviceHash, toKnownDeviceItem(device))).toEqual(device);
  });
  it('round-trip sales inquiries and session families, a replaced generation as three attributes', () => {
    const inquiry = {
      id: 'k3Jq9xV0bW2mT7sLc4NfPa',
      reference: 'SI-7K2M9Q4X',
      name: 'Ana',
      email: 'ana@example.com',
      company: '',
      plan: 'enterprise',
      message: 'Volume pricing?',
      language: 'zh-TW',
      receivedAtMs: 1_790_000_000_000,
      mailedAtMs: 1_790_000_005_000,
    } as const;
    const family = {
      familyId: 'f1',
      userId: 'u1',
      generation: 2,
      tokenHash: 'h2',
      sealedProviderToken: 'sealed-2',
      signedInAtMs: 1_790_000_000_000,
      lastUsedMs: 1_790_000_600_000,
      expiresAt: 1_792_592_000,
    };
    const refreshed = {
      ...family,
      replaced: { tokenHash: 'h1', sealedGrace: 'grace-1', replacedAtMs: 1_790_000_600_000 },
    };

    expect(salesInquiryFromItem(inquiry.id, toSalesInquiryItem(inquiry))).toEqual(inquiry);
    expect(sessionFamilyFromItem('f1', toSessionFamilyItem(family))).toEqual(family);
    expect(sessionFamilyFromItem('f1', toSessionFamilyItem(refreshed))).toEqual(refreshed);
    expect(toSessionFamilyItem(refreshed)).toMatchObject({
      PK: 'REFRESH#f1',
      ttl: 1_792_592_000,
      replaced_token_hash: 'h1',
      replaced_sealed: 'grace-1',
      replaced_at_ms: 1_790_000_600_000,
    });
  });
});
