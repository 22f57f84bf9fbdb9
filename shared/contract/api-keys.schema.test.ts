import { describe, expect, it } from 'vitest';
import {
  createApiKeyRequestSchema,
  deleteApiKeyRequestSchema,
  updateApiKeyIpsRequestSchema,
  updateApiKeyRequestSchema,
  updateApiKeyStatusRequestSchema,
} from './api-keys.schema';
import { issuesOf } from './schema-issues';

describe('createApiKeyRequestSchema (spec 01 §3, §5)', () => {
  it('accepts a name alone: no IP restriction, never expires, read and write', () => {
    expect(createApiKeyRequestSchema.parse({ name: ' 生产-key_1 ' })).toEqual({
      name: '生产-key_1',
      permissions: ['read', 'write'],
    });
  });

  it('accepts a full payload', () => {
    const body = {
      name: 'prod-screening',
      description: 'x'.repeat(200),
      allowed_ips: ['203.0.113.7', '198.51.100.0/24', '0.0.0.0/0'],
      expires_at: 1_798_761_600_000,
      permissions: ['admin'],
    };
    expect(createApiKeyRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    [{}, 'name: The name is required'],
    [{ name: '' }, 'name: The name is required'],
    [{ name: 'a'.repeat(51) }, 'name: The name must be at most 50 characters'],
    [
      { name: 'prod key' },
      'name: The name may contain only letters, digits, Chinese characters, underscores and hyphens',
    ],
    [
      { name: 'k', description: 'x'.repeat(201) },
      'description: The description must be at most 200 characters',
    ],
    [
      { name: 'k', allowed_ips: ['1.2.3.4', '1.2.3.4/33'] },
      'allowed_ips.1: Each entry must be an IPv4 address or an IPv4 CIDR (prefix 0-32)',
    ],
    [
      { name: 'k', allowed_ips: Array.from({ length: 101 }, (_, i) => `10.0.${i}.1`) },
      'allowed_ips: At most 100 IP entries are allowed',
    ],
    [{ name: 'k', permissions: [] }, 'permissions: Choose at least one permission'],
    [{ name: 'k', expires_at: 0 }, 'expires_at: The expiry must be epoch milliseconds'],
    [{ name: 'k', expires_at: 1.5 }, 'expires_at: The expiry must be epoch milliseconds'],
  ])('rejects %j', (input, issue) => {
    expect(issuesOf(createApiKeyRequestSchema, input)).toEqual([issue]);
  });

  it('rejects unknown permissions on the permissions field', () => {
    expect(issuesOf(createApiKeyRequestSchema, { name: 'k', permissions: ['root'] })[0]).toMatch(
      /^permissions\.0: /,
    );
  });
});

describe('updateApiKeyRequestSchema (spec 01 §3)', () => {
  it('accepts 0 as never expires and an empty IP list as no restriction', () => {
    expect(updateApiKeyRequestSchema.parse({ id: 3, name: 'k', allowed_ips: [], expires_at: 0 })).toEqual({
      id: 3,
      name: 'k',
      allowed_ips: [],
      expires_at: 0,
    });
  });

  it.each([0, -1, 1.5, '3', null, undefined])('rejects id %j with "Invalid API key ID"', (id) => {
    expect(issuesOf(updateApiKeyRequestSchema, { id, name: 'k' })).toEqual(['id: Invalid API key ID']);
  });

  it('rejects a negative expiry', () => {
    expect(issuesOf(updateApiKeyRequestSchema, { id: 3, expires_at: -1 })).toEqual([
      'expires_at: The expiry must be epoch milliseconds',
    ]);
  });
});

describe('delete, status and IP updates', () => {
  it('take a positive id', () => {
    expect(deleteApiKeyRequestSchema.parse({ id: 7 })).toEqual({ id: 7 });
    expect(issuesOf(deleteApiKeyRequestSchema, { id: 'x' })).toEqual(['id: Invalid API key ID']);
  });

  it('take status 0 or 1', () => {
    expect(updateApiKeyStatusRequestSchema.parse({ id: 7, status: 1 })).toEqual({ id: 7, status: 1 });
    expect(issuesOf(updateApiKeyStatusRequestSchema, { id: 7, status: 2 })).toEqual([
      'status: The status is 0 (inactive) or 1 (active)',
    ]);
  });

  it('take a list of IPv4 entries', () => {
    expect(updateApiKeyIpsRequestSchema.parse({ id: 7, allowed_ips: [' 10.0.0.0/8 '] })).toEqual({
      id: 7,
      allowed_ips: ['10.0.0.0/8'],
    });
    expect(issuesOf(updateApiKeyIpsRequestSchema, { id: 7 })[0]).toMatch(/^allowed_ips: /);
  });
});
