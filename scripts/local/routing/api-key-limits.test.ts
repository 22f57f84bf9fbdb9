import { createApiKeyLimiter } from './api-key-limits';

const limits = { advanced: { throttle: { rateLimit: 2, burstLimit: 3 }, requestsPerDay: 5 } };
const t0 = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('local usage-plan limits', () => {
  it('allows a burst, then refuses with Retry-After until the bucket refills', () => {
    const limiter = createApiKeyLimiter(limits);
    for (let i = 0; i < 3; i++) expect(limiter.take('k', 'advanced', t0).allowed).toBe(true);
    const refused = limiter.take('k', 'advanced', t0);
    expect(refused).toMatchObject({ allowed: false, code: 'rate_limited', headers: { 'Retry-After': '1' } });
    // Half a second refills one token at 2 a second.
    expect(limiter.take('k', 'advanced', t0 + 500).allowed).toBe(true);
  });

  it('counts the daily quota per key and resets it at 00:00 UTC', () => {
    const limiter = createApiKeyLimiter(limits);
    for (let i = 0; i < 5; i++) {
      const ok = limiter.take('k', 'advanced', t0 + i * 1000);
      expect(ok).toMatchObject({ allowed: true, headers: { 'X-RateLimit-Remaining': String(4 - i) } });
    }
    const over = limiter.take('k', 'advanced', t0 + 10_000);
    expect(over).toMatchObject({
      allowed: false,
      code: 'quota_exceeded',
      headers: { 'Retry-After': String(12 * 3600 - 10) },
    });
    expect(over.headers['X-RateLimit-Reset']).toBe(String(Date.UTC(2026, 10, 24) / 1000));
    // Another key has its own quota; the next UTC day starts afresh.
    expect(limiter.take('other', 'advanced', t0 + 10_000).allowed).toBe(true);
    expect(limiter.take('k', 'advanced', Date.UTC(2026, 10, 24, 0, 0, 1)).allowed).toBe(true);
  });

  it('uses the constants of the AWS usage plans by default', () => {
    const limiter = createApiKeyLimiter();
    const first = limiter.take('k', 'professional', t0);
    expect(first).toMatchObject({ allowed: true, headers: { 'X-RateLimit-Limit': '50000' } });
  });
});
