import {
  localApi,
  nextLoopbackAddress,
  requestFrom,
  sha256,
  uniqueEmail,
} from '../../functions/testing/local-api';
import { localStack } from '../../functions/testing/local-stack';
import { codesSentPerClient, loginAttemptsPerClientAndEmail } from '../../shared/rules/client-limits';

/**
 * Per-client limits on the local stack: limits count the client's socket address (each test
 * client speaks from its own loopback address), never a header it sets; guessing from one client
 * does not lock the owner out elsewhere; guessing from many clients is still slowed.
 */
const { urls } = localStack();
const wrong = sha256('not the password');

/** Headers a client might send to pose as someone else: ignored. */
const spoofed = (i: number) => ({
  'content-type': 'application/json',
  'x-forwarded-for': `203.0.113.${i}`,
  'cloudfront-viewer-address': `203.0.113.${i}:443`,
  'x-real-ip': `203.0.113.${i}`,
});

const post = (from: string, path: string, body: unknown, i: number) =>
  requestFrom(from, `${urls.gateway}${path}`, {
    method: 'POST',
    headers: spoofed(i),
    body: JSON.stringify(body),
  });

describe('per-client limits', () => {
  it(`mails at most ${codesSentPerClient.max} codes an hour to one client, whatever headers it sends`, async () => {
    const from = nextLoopbackAddress();
    const answers = [];
    for (let i = 0; i <= codesSentPerClient.max; i++)
      answers.push(
        await post(
          from,
          '/api/send-verification-code',
          { email: uniqueEmail('spray'), purpose: 'register' },
          i,
        ),
      );
    expect(answers.slice(0, codesSentPerClient.max).every((a) => a.status === 200)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // forgot-password draws on the same budget; another client is not affected.
    expect((await post(from, '/api/forgot-password', { email: uniqueEmail('spray') }, 99)).status).toBe(429);
    expect(
      (await post(nextLoopbackAddress(), '/api/forgot-password', { email: uniqueEmail('spray') }, 1)).status,
    ).toBe(200);
  });

  it('wrong passwords from one client do not lock the owner out from another', async () => {
    const owner = await localApi(urls.gateway, urls.mailInbox).newUser('owner');
    const attacker = nextLoopbackAddress();
    for (let i = 0; i < loginAttemptsPerClientAndEmail.max; i++)
      expect((await post(attacker, '/api/login', { email: owner.email, password: wrong }, i)).status).toBe(
        401,
      );
    const locked = await post(attacker, '/api/login', { email: owner.email, password: owner.password }, 50);
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.text)).toMatchObject({ error: { code: 'login_throttled' } });

    const elsewhere = await post(
      nextLoopbackAddress(),
      '/api/login',
      { email: owner.email, password: owner.password },
      0,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('slows guessing on one e-mail from many clients', async () => {
    const owner = await localApi(urls.gateway, urls.mailInbox).newUser('distributed');
    const statuses: number[] = [];
    for (let client = 0; client < 5; client++) {
      const from = nextLoopbackAddress();
      for (let i = 0; i < loginAttemptsPerClientAndEmail.max; i++)
        statuses.push((await post(from, '/api/login', { email: owner.email, password: wrong }, i)).status);
    }
    // 20 tries across clients in 15 minutes, then 429 for every client.
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});
