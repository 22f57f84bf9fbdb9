import { answerApi, apiFailure, exampleAnswer } from '../test/api-server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { currentSession, saveSession } from './session';
import { createSessionRefresher, type SessionRefresherDeps } from './session-refresh';

/** The client as lib/api.ts wires it, with the refresh call counted. */
function clientWithRefresh(
  withLock?: SessionRefresherDeps['withLock'],
  rotations?: SessionRefresherDeps['rotations'],
) {
  const refreshes: string[] = [];
  let unauthorized = 0;
  const refreshClient = createApiClient({ language: () => 'en-US', onUnauthorized: () => {} });
  const refreshSession = createSessionRefresher({
    requestRefresh: async (refreshToken) => {
      refreshes.push(refreshToken);
      try {
        const t = await refreshClient('refreshToken', { body: { refresh_token: refreshToken } });
        return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: t.expires_at };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    ...(withLock ? { withLock } : {}),
    ...(rotations ? { rotations } : {}),
  });
  const api = createApiClient({
    language: () => 'en-US',
    onUnauthorized: () => {
      unauthorized += 1;
    },
    refreshSession,
  });
  return { api, refreshes, unauthorized: () => unauthorized };
}

const signedIn = (expiresInSeconds: number) =>
  saveSession({ accessToken: 'old', refreshToken: 'r0', expiresAt: Date.now() / 1000 + expiresInSeconds });

/** The server's refresh: answers the next tokens, once per refresh token. */
function rotatingServer() {
  let generation = 0;
  return answerApi('refreshToken', ({ body }) => {
    const presented = (body as { refresh_token: string }).refresh_token;
    if (presented !== `r${generation}`) return apiFailure(401);
    generation += 1;
    return {
      access_token: `new-${generation}`,
      refresh_token: `r${generation}`,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    };
  });
}

/** A user route that takes only the renewed tokens. */
const userAcceptingNewTokens = () =>
  answerApi('getUser', ({ headers }) =>
    headers.get('Authorization')?.startsWith('Bearer new-') ? exampleAnswer('getUser') : apiFailure(401),
  );

describe('session refresh', () => {
  it('renews once for two calls refused at the same time, and sends each call once more', async () => {
    signedIn(3600);
    rotatingServer();
    const calls = userAcceptingNewTokens();
    const { api, refreshes, unauthorized } = clientWithRefresh();
    await Promise.all([api('getUser'), api('getUser')]);
    expect(refreshes).toEqual(['r0']);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer old',
      'Bearer old',
      'Bearer new-1',
      'Bearer new-1',
    ]);
    expect(currentSession()).toMatchObject({ accessToken: 'new-1', refreshToken: 'r1' });
    expect(unauthorized()).toBe(0);
  });

  it('retries a call once only: a second 401 ends the session', async () => {
    signedIn(3600);
    rotatingServer();
    const calls = answerApi('getUser', apiFailure(401));
    const { api, refreshes, unauthorized } = clientWithRefresh();
    await expect(api('getUser')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(refreshes).toHaveLength(1);
    expect(unauthorized()).toBe(1);
  });

  it('renews an access token about to expire before the call, keeping the session scope', async () => {
    const before = signedIn(30);
    rotatingServer();
    const calls = userAcceptingNewTokens();
    const { api, unauthorized } = clientWithRefresh();
    await api('getUser');
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer new-1']);
    expect(currentSession()?.scope).toBe(before.scope);
    expect(unauthorized()).toBe(0);
  });

  it('renews a short-lived token only in the last quarter of its life', async () => {
    // An access token of 8 s (a test stack's): the lead is 2 s, not the minute that is its whole life.
    const iat = Math.floor(Date.now() / 1000);
    // A JWT's shape whose header part also passes the test route's `Bearer new-` check.
    const jwtOf = (claims: object) => `new-h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
    saveSession({ accessToken: jwtOf({ iat }), refreshToken: 'r0', expiresAt: iat + 8 });
    rotatingServer();
    userAcceptingNewTokens();
    const { api, refreshes } = clientWithRefresh();
    await api('getUser');
    expect(refreshes).toEqual([]);
    saveSession({ accessToken: jwtOf({ iat: iat - 7 }), refreshToken: 'r0', expiresAt: iat + 1 });
    await api('getUser');
    expect(refreshes).toEqual(['r0']);
  });

  it('ends the session when the refresh is refused', async () => {
    signedIn(3600);
    answerApi('refreshToken', apiFailure(401));
    answerApi('getUser', apiFailure(401));
    const { api, unauthorized } = clientWithRefresh();
    await expect(api('getUser')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized()).toBe(1);
  });

  it('takes tokens another tab renewed under the lock instead of refreshing again', async () => {
    signedIn(3600);
    const server = rotatingServer();
    userAcceptingNewTokens();
    // The other tab holds the lock first and renews; this tab's turn comes after.
    const withLock = async <T>(task: () => Promise<T>) => {
      saveSession({ accessToken: 'new-other', refreshToken: 'r-other', expiresAt: Date.now() / 1000 + 3600 });
      return task();
    };
    const { api, refreshes } = clientWithRefresh(withLock);
    await api('getUser');
    expect(refreshes).toEqual([]);
    expect(server).toHaveLength(0);
  });

  it('waits for the tokens another tab has just renewed rather than presenting the replaced one', async () => {
    signedIn(3600);
    const server = rotatingServer();
    // The other tab renewed and said so; its write reaches this tab's storage a moment later.
    const rotations = { announce: async () => {}, announced: async (token: string) => token === 'r0' };
    setTimeout(
      () =>
        saveSession({
          accessToken: 'new-other',
          refreshToken: 'r-other',
          expiresAt: Date.now() / 1000 + 3600,
        }),
      60,
    );
    const { api, refreshes } = clientWithRefresh(undefined, rotations);
    answerApi('getUser', ({ headers }) =>
      headers.get('Authorization') === 'Bearer new-other' ? exampleAnswer('getUser') : apiFailure(401),
    );
    await api('getUser');
    expect(refreshes).toEqual([]);
    expect(server).toHaveLength(0);
  });

  it('says which refresh token it replaced, after storing its successor', async () => {
    signedIn(3600);
    rotatingServer();
    userAcceptingNewTokens();
    const announced: string[] = [];
    const rotations = {
      announce: async (token: string) => {
        expect(currentSession()?.refreshToken).toBe('r1');
        announced.push(token);
      },
      announced: async () => false,
    };
    const { api, refreshes } = clientWithRefresh(undefined, rotations);
    await api('getUser');
    expect(refreshes).toEqual(['r0']);
    expect(announced).toEqual(['r0']);
  });
});
