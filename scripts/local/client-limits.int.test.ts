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
 * does not lock the owner out elsewhere; guessing from many clients is still slowed, but never
 * refuses the owner on a device that signed in (or reset the password) before.
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

const post = (from: string, path: string, body: unknown, i: number, cookie?: string) =>
  requestFrom(from, `${urls.gateway}${path}`, {
    method: 'POST',
    headers: { ...spoofed(i), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The `name=value` of the device cookie an answer sets (the local stack's name, without Secure). */
const deviceCookieOf = (answer: { headers: Headers }): string => {
  const set = answer.headers.get('set-cookie') ?? '';
  expect(set).toMatch(/^device=[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  return set.split(';')[0]!;
};

/** Five attacker clients, five wrong passwords each: the e-mail's window is full after four. */
async function guessFromFiveClients(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let client = 0; client < 5; client++) {
    const from = nextLoopbackAddress();
    for (let i = 0; i < loginAttemptsPerClientAndEmail.max; i++)
      statuses.push((await post(from, '/api/login', { email, password: wrong }, i)).status);
  }
  return statuses;
}

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

  it('slows guessing on one e-mail from many clients, but never refuses the owner on a device that signed in before', async () => {
    const owner = await localApi(urls.gateway, urls.mailInbox).newUser('distributed');
    const credentials = { email: owner.email, password: owner.password };
    const signedIn = await post(nextLoopbackAddress(), '/api/login', credentials, 0);
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);

    const statuses = await guessFromFiveClients(owner.email);
    // 20 tries across clients in 15 minutes, then 429 for every client…
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect((await post(nextLoopbackAddress(), '/api/login', credentials, 0)).status).toBe(429);
    const madeUp = await post(
      nextLoopbackAddress(),
      '/api/login',
      credentials,
      0,
      'device=made-up-token-123',
    );
    expect(madeUp.status).toBe(429);
    // …except the owner's known device, from wherever it is now; it keeps its token.
    const known = await post(nextLoopbackAddress(), '/api/login', credentials, 0, `theme=dark; ${device}`);
    expect(known.status).toBe(200);
    expect(deviceCookieOf(known)).toBe(device);
  });

  it('a password reset with a mailed code opens sign-in again and makes its device known', async () => {
    const api = localApi(urls.gateway, urls.mailInbox);
    const owner = await api.newUser('reset-unlocks');
    expect((await guessFromFiveClients(owner.email)).at(-1)).toBe(429);

    const ownerAt = nextLoopbackAddress();
    const mailsBefore = await api.mailCount(owner.email);
    expect((await post(ownerAt, '/api/forgot-password', { email: owner.email }, 0)).status).toBe(200);
    const password = sha256('N3w-passw0rd');
    const verify_code = await api.nextCode(owner.email, mailsBefore);
    const reset = await post(
      ownerAt,
      '/api/reset-password',
      { email: owner.email, verify_code, password, confirm_password: password },
      0,
    );
    expect(reset.status).toBe(200);
    const device = deviceCookieOf(reset);
    const credentials = { email: owner.email, password };
    // The reset cleared the e-mail's window for every client…
    expect((await post(nextLoopbackAddress(), '/api/login', credentials, 0)).status).toBe(200);

    // …and when the attacker fills it again, the resetting device is not refused.
    expect((await guessFromFiveClients(owner.email)).at(-1)).toBe(429);
    expect((await post(nextLoopbackAddress(), '/api/login', credentials, 0)).status).toBe(429);
    expect((await post(nextLoopbackAddress(), '/api/login', credentials, 0, device)).status).toBe(200);
  });
});
