import { describe, expect, it } from 'vitest';
import {
  API_KEY_MIN_EXPIRY_LEAD_MS,
  apiKeyExpiryProblem,
  apiKeyNameProblem,
  daysUntilExpiry,
  expiryFromQuickOption,
  ipCounterTone,
  ipListProblem,
  isAllowedIpEntry,
  isApiKeyExpired,
  maskApiKey,
  nameCounterTone,
  splitIpList,
} from './api-key-rules';
import { DAY_MS } from './time';

const now = Date.UTC(2026, 10, 21, 8, 0, 0);

describe('API key name (spec 01 §5)', () => {
  it.each(['prod', 'prod-screening_2', '生产密钥', '风控-API_1', 'a'.repeat(50), '密'.repeat(50)])(
    'accepts %s',
    (name) => expect(apiKeyNameProblem(name)).toBeUndefined(),
  );
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(51), 'too_long'],
    ['密'.repeat(51), 'too_long'],
    ['prod key', 'invalid_characters'],
    ['prod.key', 'invalid_characters'],
    ['prod@key', 'invalid_characters'],
    ['キー', 'invalid_characters'],
  ] as const)('rejects %j as %s', (name, problem) => expect(apiKeyNameProblem(name)).toBe(problem));

  it('colours the counter orange above 40 and red above 50', () => {
    expect(nameCounterTone('a'.repeat(40))).toBe('normal');
    expect(nameCounterTone('a'.repeat(41))).toBe('warning');
    expect(nameCounterTone('a'.repeat(51))).toBe('error');
  });
});

describe('IP restriction (spec 01 §5)', () => {
  it.each(['192.168.1.1', '0.0.0.0', '255.255.255.255', '10.0.0.0/8', '0.0.0.0/0', '203.0.113.7/32'])(
    'accepts %s',
    (entry) => expect(isAllowedIpEntry(entry)).toBe(true),
  );
  it.each([
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0.0/-1',
    '01.2.3.4',
    '::1',
    'example.com',
    '',
  ])('rejects %j', (entry) => expect(isAllowedIpEntry(entry)).toBe(false));

  it('splits on commas and line breaks and drops blanks', () => {
    expect(splitIpList('1.1.1.1, 2.2.2.2\n3.3.3.0/24\r\n\n, ')).toEqual(['1.1.1.1', '2.2.2.2', '3.3.3.0/24']);
  });

  it('needs at least one entry when on, at most 100, all valid', () => {
    expect(ipListProblem([], true)).toBe('required');
    expect(ipListProblem([], false)).toBeUndefined();
    expect(ipListProblem(['1.1.1.1'])).toBeUndefined();
    expect(ipListProblem(Array.from({ length: 100 }, (_, i) => `10.0.0.${i}`))).toBeUndefined();
    expect(ipListProblem(Array.from({ length: 101 }, (_, i) => `10.0.${i}.1`))).toBe('too_many');
    expect(ipListProblem(['1.1.1.1', 'nope'])).toBe('invalid_entry');
  });

  it('colours the counter orange above 80 and red above 100', () => {
    expect([80, 81, 100, 101].map(ipCounterTone)).toEqual(['normal', 'warning', 'warning', 'error']);
  });
});

describe('API key expiry (spec 01 §5)', () => {
  it('accepts never (omitted or 0), 5 minutes ahead and 3650 days ahead', () => {
    expect(apiKeyExpiryProblem(undefined, now)).toBeUndefined();
    expect(apiKeyExpiryProblem(0, now)).toBeUndefined();
    expect(apiKeyExpiryProblem(now + API_KEY_MIN_EXPIRY_LEAD_MS, now)).toBeUndefined();
    expect(apiKeyExpiryProblem(now + 3650 * DAY_MS, now)).toBeUndefined();
  });

  it('rejects less than 5 minutes ahead, the past, and beyond 3650 days', () => {
    expect(apiKeyExpiryProblem(now + API_KEY_MIN_EXPIRY_LEAD_MS - 1, now)).toBe('too_soon');
    expect(apiKeyExpiryProblem(now - DAY_MS, now)).toBe('too_soon');
    expect(apiKeyExpiryProblem(now + 3650 * DAY_MS + 1, now)).toBe('too_far');
  });

  it('derives expired and days left', () => {
    expect(isApiKeyExpired(0, now)).toBe(false);
    expect(isApiKeyExpired(now, now)).toBe(true);
    expect(isApiKeyExpired(now + 1, now)).toBe(false);
    expect(daysUntilExpiry(0, now)).toBeUndefined();
    expect(daysUntilExpiry(now + 7 * DAY_MS, now)).toBe(7);
    expect(daysUntilExpiry(now + 6.5 * DAY_MS, now)).toBe(7);
    expect(daysUntilExpiry(now - 2 * DAY_MS, now)).toBe(-2);
  });

  it('computes quick options from now', () => {
    expect(expiryFromQuickOption('7d', now)).toBe(now + 7 * DAY_MS);
    expect(expiryFromQuickOption('1y', now)).toBe(now + 365 * DAY_MS);
  });
});

describe('key mask (spec 01 §9)', () => {
  it('shows the first 6 and last 4 characters around 8 asterisks', () => {
    expect(maskApiKey('wrk_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q9QzT')).toBe('wrk_a1********9QzT');
    expect(maskApiKey('short')).toBe('********');
  });
});
