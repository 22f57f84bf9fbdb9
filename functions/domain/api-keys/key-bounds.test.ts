import { describe, expect, it } from 'vitest';
import { type KeyGrant, reachBeyond } from './key-bounds';

const grant = (o: Partial<KeyGrant>): KeyGrant => ({
  permissions: ['read', 'write'],
  allowedIps: [],
  expiresAt: 0,
  ...o,
});

describe('does a key reach beyond another', () => {
  it('stays within on fewer permissions, a narrower IP list and an earlier expiry', () => {
    const bound = grant({
      permissions: ['read', 'write', 'admin'],
      allowedIps: ['10.0.0.0/8'],
      expiresAt: 2000,
    });
    expect(reachBeyond(bound, grant({ allowedIps: ['10.1.0.0/16', '10.2.3.4'], expiresAt: 1000 }))).toEqual(
      [],
    );
    expect(reachBeyond(grant({}), grant({ permissions: ['read'] }))).toEqual([]);
  });

  it('names a permission the bound lacks', () => {
    expect(reachBeyond(grant({}), grant({ permissions: ['read', 'admin'] }))).toEqual(['permissions']);
  });

  it('names a lifted or wider IP list', () => {
    const bound = grant({ allowedIps: ['203.0.113.0/24'] });
    expect(reachBeyond(bound, grant({ allowedIps: [] }))).toEqual(['allowed_ips']);
    expect(reachBeyond(bound, grant({ allowedIps: ['203.0.0.0/16'] }))).toEqual(['allowed_ips']);
    expect(reachBeyond(bound, grant({ allowedIps: ['203.0.113.9', '198.51.100.1'] }))).toEqual([
      'allowed_ips',
    ]);
    expect(reachBeyond(bound, grant({ allowedIps: ['not an ip'] }))).toEqual(['allowed_ips']);
  });

  it('names a later expiry, and "never" under one that expires', () => {
    const bound = grant({ expiresAt: 5000 });
    expect(reachBeyond(bound, grant({ expiresAt: 6000 }))).toEqual(['expires_at']);
    expect(reachBeyond(bound, grant({ expiresAt: 0 }))).toEqual(['expires_at']);
    expect(reachBeyond(grant({}), grant({ expiresAt: 6000 }))).toEqual([]);
  });

  it('names every field that reaches further', () => {
    const bound = grant({ permissions: ['read'], allowedIps: ['10.0.0.1'], expiresAt: 1 });
    expect(reachBeyond(bound, grant({}))).toEqual(['permissions', 'allowed_ips', 'expires_at']);
  });
});
