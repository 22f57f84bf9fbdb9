import { sha256 } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';

/**
 * Ending sessions, against the local stack: a password reset and "log out everywhere" end every
 * session of the account — the access tokens of every device, their refresh tokens, and with them
 * the right to spend credits — while a sign-in afterwards works.
 */
const { api } = localStack();
const newPassword = sha256('N3wPassw0rd!');

type Tokens = { access_token: string; refresh_token: string };

/** Access tokens carry whole seconds; the cut-off refuses its own second, so step past it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));

async function login(email: string, password: string): Promise<Tokens> {
  const answer = await api.call<Tokens>('POST', '/api/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every way an old session could still act: read, refresh, spend a credit. */
async function stillWorks(session: Tokens) {
  const user = await api.call('GET', '/api/user', { token: session.access_token });
  const refreshed = await api.call('POST', '/api/refresh-token', {
    body: { refresh_token: session.refresh_token },
  });
  const spend = await api.call('POST', '/api/v1/query/create', {
    token: session.access_token,
    body: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', chain: 'tron', token: 'usdt' },
  });
  return { user: user.status, refresh: refreshed.status, spend: spend.status };
}

describe('ending every session', () => {
  it('a password reset ends the sessions of every device, refresh tokens included', async () => {
    const user = await api.newUser('reset-sessions');
    const secondDevice = await login(user.email, user.password);
    await nextSecond();

    const mailsBefore = await api.mailCount(user.email);
    expect((await api.call('POST', '/api/forgot-password', { body: { email: user.email } })).status).toBe(
      200,
    );
    const verify_code = await api.nextCode(user.email, mailsBefore);
    const reset = await api.call('POST', '/api/reset-password', {
      body: { email: user.email, verify_code, password: newPassword, confirm_password: newPassword },
    });
    expect(reset.status).toBe(200);

    for (const session of [user, secondDevice])
      expect(await stillWorks(session)).toEqual({ user: 401, refresh: 401, spend: 401 });

    await nextSecond();
    const fresh = await login(user.email, newPassword);
    expect((await api.call('GET', '/api/user', { token: fresh.access_token })).status).toBe(200);
    expect(
      (await api.call('POST', '/api/refresh-token', { body: { refresh_token: fresh.refresh_token } })).status,
    ).toBe(200);
  });

  it('"log out everywhere" ends every session, the calling one too', async () => {
    const user = await api.newUser('everywhere');
    const secondDevice = await login(user.email, user.password);
    await nextSecond();

    const out = await api.call('POST', '/api/logout-everywhere', { token: secondDevice.access_token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(out.headers.get('cache-control')).toBe('no-store');

    for (const session of [user, secondDevice])
      expect(await stillWorks(session)).toEqual({ user: 401, refresh: 401, spend: 401 });
    await nextSecond();
    const again = await login(user.email, user.password);
    expect((await api.call('GET', '/api/user', { token: again.access_token })).status).toBe(200);
  });

  it('a logged-out refresh token no longer refreshes', async () => {
    const user = await api.newUser('logout-refresh');
    expect(
      (
        await api.call('POST', '/api/logout', {
          token: user.access_token,
          body: { refresh_token: user.refresh_token },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.call('POST', '/api/refresh-token', { body: { refresh_token: user.refresh_token } })).status,
    ).toBe(401);
  });
});

describe('refresh token rotation', () => {
  const refresh = (refreshToken: string) =>
    api.call<Tokens>('POST', '/api/refresh-token', { body: { refresh_token: refreshToken } });

  it('answers a new refresh token each time, and a replayed one ends the whole session', async () => {
    const user = await api.newUser('rotation');
    const first = await refresh(user.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(user.refresh_token);
    expect((await api.call('GET', '/api/user', { token: first.body.access_token })).status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);

    // A copy of the first token comes back: refused, and the owner's current token with it.
    expect((await refresh(user.refresh_token)).status).toBe(401);
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    // Another sign-in is a new family, untouched.
    const again = await login(user.email, user.password);
    expect((await refresh(again.refresh_token)).status).toBe(200);
  });

  it('answers the token just replaced once more, within its grace window, with the same successor', async () => {
    const user = await api.newUser('grace');
    // The browser navigated away mid-refresh: the server rotated, the answer never arrived.
    const lost = await refresh(user.refresh_token);
    expect(lost.status).toBe(200);
    const again = await refresh(user.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(lost.body.refresh_token);
    expect((await api.call('GET', '/api/user', { token: again.body.access_token })).status).toBe(200);
    // The grace is used up: a third use of the first token is reuse, and ends the family.
    expect((await refresh(user.refresh_token)).status).toBe(401);
    expect((await refresh(again.body.refresh_token)).status).toBe(401);
  });
});
