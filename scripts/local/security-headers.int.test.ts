import { uniqueEmail } from '../../functions/testing/local-api';
import { localStack } from '../../functions/testing/local-stack';
import { contentSecurityPolicy, localDevServerOrigin } from '../../shared/api/header-policy';
import { bootScriptHash } from '../../shared/site/boot-script';

/**
 * Security headers on the local stack: the console's pages carry the shared header policy (the
 * one CloudFront applies), API answers are never cached nor sniffed (tokens, e-mails), CORS
 * answers the vite dev server only, and no source map is served.
 */
const { urls, api } = localStack();

describe('security headers on the local stack', () => {
  it.each(['/', '/console', '/login', '/favicon.svg'])(
    '%s carries CSP, no framing, nosniff and a referrer policy',
    async (path) => {
      const answer = await fetch(`${urls.gateway}${path}`);
      expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(answer.headers.get('content-security-policy')).toContain(`script-src 'self' ${bootScriptHash};`);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('serves no source maps', async () => {
    const answer = await fetch(`${urls.gateway}/assets/index.js.map`);
    expect(answer.status).toBe(404);
  });

  it('answers tokens and personal data with no-store and nosniff, success or error', async () => {
    const user = await api.newUser('headers');
    const answers = await Promise.all([
      fetch(`${urls.gateway}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }),
      fetch(`${urls.gateway}/api/user`, { headers: { authorization: `Bearer ${user.access_token}` } }),
      fetch(`${urls.gateway}/api/user`),
      fetch(`${urls.gateway}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      fetch(`${urls.gateway}/api/no-such-route`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers CORS to the vite dev server only, never "*"', async () => {
    const from = (origin: string) =>
      fetch(`${urls.gateway}/api/send-verification-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: uniqueEmail('cors'), purpose: 'register' }),
      });
    const dev = await from(localDevServerOrigin);
    const other = await from('https://evil.example');
    expect(dev.headers.get('access-control-allow-origin')).toBe(localDevServerOrigin);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const denied = await fetch(`${urls.gateway}/api/user`, { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
