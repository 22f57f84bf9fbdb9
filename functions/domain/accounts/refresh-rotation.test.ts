import { fakeAccountWorld } from '../../testing/account-fakes';
import { codeOf } from '../../testing/error-codes';
import { type AccountServiceDeps, createAccountService } from './account.service';
import { formatGraceBox, parseRefreshToken, REFRESH_GRACE_MS } from './session-family';

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

describe('refresh token rotation', () => {
  it('answers a token of ours, never the pool’s, and a new one on each refresh', async () => {
    const { world, service, session } = await signedIn();
    expect(session.refresh_token).not.toContain('refresh-');
    expect(parseRefreshToken(session.refresh_token)?.generation).toBe(0);
    const first = await service.refresh(session.refresh_token);
    const second = await service.refresh(first.refresh_token);
    expect(parseRefreshToken(second.refresh_token)).toMatchObject({
      familyId: parseRefreshToken(session.refresh_token)!.familyId,
      generation: 2,
    });
    // Only hashes are kept: no token of ours, no secret of one, and not the pool's token in clear.
    const stored = JSON.stringify([...world.families.values()]);
    for (const token of [session.refresh_token, first.refresh_token, second.refresh_token]) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(parseRefreshToken(token)!.secret);
    }
    expect(stored).not.toContain(`refresh-${email}`);
  });

  it('seals the pool’s token again under each new token’s secret', async () => {
    const { world, service, session } = await signedIn();
    const seal = world.deps.providerTokens;
    const sealedOf = () => [...world.families.values()][0]!;
    const before = sealedOf();
    expect(
      seal.open(before.sealedProviderToken, parseRefreshToken(session.refresh_token)!.secret, before),
    ).toBe(`refresh-${email}`);
    const next = await service.refresh(session.refresh_token);
    const after = sealedOf();
    expect(after.sealedProviderToken).not.toBe(before.sealedProviderToken);
    // The presented secret no longer opens it; the new token's does.
    expect(
      seal.open(after.sealedProviderToken, parseRefreshToken(session.refresh_token)!.secret, after),
    ).toBe(undefined);
    expect(seal.open(after.sealedProviderToken, parseRefreshToken(next.refresh_token)!.secret, after)).toBe(
      `refresh-${email}`,
    );
  });

  it('ends the family when its stored token does not open with the current secret', async () => {
    const { world, service, session } = await signedIn();
    const family = [...world.families.values()][0]!;
    // A table writer swapping in a box sealed under a secret of their own gains nothing.
    world.families.set(family.familyId, {
      ...family,
      sealedProviderToken: world.deps.providerTokens.seal('refresh-mallory', 'their-secret', family),
    });
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(world.families.size).toBe(0);
  });

  it('ends the whole family when an already-used token comes back after its grace window', async () => {
    const { world, service, session } = await signedIn();
    const next = await service.refresh(session.refresh_token);
    world.advance(REFRESH_GRACE_MS / 1000);
    // The thief replays the old token: refused, and the owner's current token dies with it.
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('session_invalid');
    expect(world.families.size).toBe(0);
    // An old token cannot open the pool's (sealed under a later secret): it goes with the item,
    // and nobody can open it again.
    expect(world.revokedProviderTokens).toEqual([]);
  });

  it('lets only one of two refreshes with the same token win, and calls the other reuse', async () => {
    const { world, service, session } = await signedIn();
    const results = await Promise.all([
      codeOf(service.refresh(session.refresh_token)),
      codeOf(service.refresh(session.refresh_token)),
    ]);
    expect(results.sort()).toEqual(['ok', 'session_invalid']);
    // The loser held the current token when it read the family, so it could revoke the pool's.
    expect(world.revokedProviderTokens).toEqual([`refresh-${email}`]);
  });

  it('answers the token just replaced, once, with the successor already issued and a new access token', async () => {
    const { world, service, session } = await signedIn();
    // The answer to this refresh is lost on the way: the browser still holds the first token.
    const lost = await service.refresh(session.refresh_token);
    world.advance(REFRESH_GRACE_MS / 1000 - 1);
    const again = await service.refresh(session.refresh_token);
    expect(again.refresh_token).toBe(lost.refresh_token);
    expect(again.access_token).toBe('access-again');
    // The grace is used up: the same token once more is reuse, and ends the family.
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(await codeOf(service.refresh(lost.refresh_token))).toBe('session_invalid');
    expect(world.families.size).toBe(0);
  });

  it('keeps the family going after a grace answer: the successor rotates as usual', async () => {
    const { service, session } = await signedIn();
    await service.refresh(session.refresh_token);
    const again = await service.refresh(session.refresh_token);
    const next = await service.refresh(again.refresh_token);
    expect(parseRefreshToken(next.refresh_token)?.generation).toBe(2);
  });

  it('keeps in the table nothing of the grace that opens without the replaced token', async () => {
    const { world, service, session } = await signedIn();
    const lost = await service.refresh(session.refresh_token);
    const stored = JSON.stringify([...world.families.values()]);
    for (const token of [session.refresh_token, lost.refresh_token]) {
      expect(stored).not.toContain(token);
      expect(stored).not.toContain(parseRefreshToken(token)!.secret);
    }
    expect(stored).not.toContain(`refresh-${email}`);
  });

  it('ends the family when the grace box holds another successor than the current token', async () => {
    const { world, service, session } = await signedIn();
    const lost = await service.refresh(session.refresh_token);
    const family = [...world.families.values()][0]!;
    const presented = parseRefreshToken(session.refresh_token)!;
    // Even sealed under the right secret (which no table writer has), a successor that is not
    // the family's current token is not handed out.
    world.families.set(family.familyId, {
      ...family,
      replaced: {
        ...family.replaced!,
        sealedGrace: world.deps.providerTokens.seal(
          formatGraceBox({ providerToken: `refresh-${email}`, successor: `${lost.refresh_token}x` }),
          presented.secret,
          presented,
        ),
      },
    });
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(world.families.size).toBe(0);
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
    const first = await service.refresh(session.refresh_token);
    const next = await service.refresh(first.refresh_token);
    // Two generations back: no box of the family opens with it, so the pool's token goes with the item.
    await service.logout({ tokenId: 'jti-9', tokenExpiresAt: 1 }, session.refresh_token);
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('session_invalid');
    expect(world.revokedProviderTokens).toEqual([]);
  });

  it('revokes the pool’s token on a logout with the token just replaced, whose answer was lost', async () => {
    const { world, service, session } = await signedIn();
    await service.refresh(session.refresh_token);
    await service.logout({ tokenId: 'jti-9', tokenExpiresAt: 1 }, session.refresh_token);
    expect(world.families.size).toBe(0);
    expect(world.revokedProviderTokens).toEqual([`refresh-${email}`]);
  });

  it('revokes the pool’s token on a logout with the current token', async () => {
    const { world, service, session } = await signedIn();
    const next = await service.refresh(session.refresh_token);
    await service.logout({ tokenId: 'jti-9', tokenExpiresAt: 1 }, next.refresh_token);
    expect(world.families.size).toBe(0);
    expect(world.revokedProviderTokens).toEqual([`refresh-${email}`]);
  });
});
