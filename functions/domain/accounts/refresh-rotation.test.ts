import { fakeAccountWorld } from '../../testing/account-fakes';
import { AppError } from '../app-error';
import { type AccountServiceDeps, createAccountService } from './account.service';
import { parseRefreshToken } from './session-family';

const pw = 'b'.repeat(64);
const email = 'rotating@example.com';
const client = '203.0.113.9';

async function signedIn(overrides: Partial<AccountServiceDeps> = {}) {
  const world = fakeAccountWorld();
  const service = createAccountService({ ...world.deps, ...overrides });
  world.deliverWith(service.deliverVerificationMail);
  await service.sendVerificationCode(email, 'register', 'en-US', client);
  await service.register({ email, verify_code: world.lastCode(email)!, password: pw });
  const session = await service.login({ email, password: pw }, client);
  return { world, service, session };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

describe('refresh token rotation', () => {
  it('answers a token of ours, never the pool’s, and a new one on each refresh', async () => {
    const { world, service, session } = await signedIn();
    expect(session.refresh_token).not.toContain('refresh-');
    expect(parseRefreshToken(session.refresh_token)?.generation).toBe(0);
    const first = await service.refresh(session.refresh_token);
    const second = await service.refresh(first.refresh_token);
    expect(parseRefreshToken(second.refresh_token)).toEqual({
      familyId: parseRefreshToken(session.refresh_token)!.familyId,
      generation: 2,
    });
    // Only hashes are kept: no token of ours is in the table.
    const stored = JSON.stringify([...world.families.values()]);
    for (const token of [session.refresh_token, first.refresh_token, second.refresh_token])
      expect(stored).not.toContain(token);
  });

  it('ends the whole family when an already-used token comes back', async () => {
    const { world, service, session } = await signedIn();
    const next = await service.refresh(session.refresh_token);
    // The thief replays the old token: refused, and the owner's current token dies with it.
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('session_invalid');
    expect(world.families.size).toBe(0);
    expect(world.revokedProviderTokens).toEqual([`refresh-${email}`]);
  });

  it('lets only one of two refreshes with the same token win, and calls the other reuse', async () => {
    const { service, session } = await signedIn();
    const results = await Promise.all([
      codeOf(service.refresh(session.refresh_token)),
      codeOf(service.refresh(session.refresh_token)),
    ]);
    expect(results.sort()).toEqual(['ok', 'session_invalid']);
  });

  it('ends a session left idle for the configured time', async () => {
    const { world, service, session } = await signedIn({ sessionIdleSeconds: 600 });
    world.advance(599);
    const next = await service.refresh(session.refresh_token);
    world.advance(600);
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('session_invalid');
  });

  it('keeps a token working for a retry when the pool fails for another reason', async () => {
    const { world, service, session } = await signedIn();
    const refresh = world.deps.identity.refresh;
    world.deps.identity.refresh = async () => {
      throw new Error('ServiceUnavailable');
    };
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('Error: ServiceUnavailable');
    world.deps.identity.refresh = refresh;
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('ok');
  });

  it('shortens the access tokens our side accepts when configured', async () => {
    const { world, service, session } = await signedIn({ accessTokenMaxAgeSeconds: 5 });
    expect(session.expires_at).toBe(world.deps.clock.nowSeconds() + 5);
    expect((await service.refresh(session.refresh_token)).expires_at).toBe(world.deps.clock.nowSeconds() + 5);
  });

  it('ends the family on logout, whichever of its tokens is presented', async () => {
    const { world, service, session } = await signedIn();
    const next = await service.refresh(session.refresh_token);
    await service.logout({ tokenId: 'jti-9', tokenExpiresAt: 1 }, session.refresh_token);
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('session_invalid');
    expect(world.revokedProviderTokens).toEqual([`refresh-${email}`]);
  });
});
