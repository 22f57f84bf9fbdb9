import { fakeAccountWorld } from '../../testing/account-fakes';
import { codeOf } from '../../testing/error-codes';
import type { AppError } from '../app-error';
import { createAccountService } from './account.service';

const pw = 'b'.repeat(64);
const email = 'ann@example.com';
const client = '203.0.113.7';

async function setup() {
  const world = fakeAccountWorld();
  const service = createAccountService(world.deps);
  world.deliverWith(service.deliverVerificationMail);
  return { world, service };
}

async function registered() {
  const { world, service } = await setup();
  await service.sendVerificationCode(email, 'register', 'en-US', client);
  await service.register({ email, verify_code: world.lastCode(email)!, password: pw });
  return { world, service };
}

describe('account service', () => {
  it('registers with a mailed code and a Normal plan with 1 credit', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    expect(await service.getUser(userId)).toEqual({ user_id: userId, email });
    expect(await service.getUserPackage(userId)).toMatchObject({
      package_type: 0,
      query_quota: 1,
      used_query_quota: 0,
      end_at: null,
    });
  });

  it('mails the code in the requested language', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'zh-CN', client);
    expect(world.outbox[0]!.subject).toContain('验证码');
  });

  it('refuses a resend within 60 s and allows it after', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    world.advance(59);
    expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe(
      'verification_cooldown',
    );
    world.advance(1);
    expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe('ok');
  });

  it('takes the code back when the mail cannot be queued, so a retry is not blocked', async () => {
    const { world } = await setup();
    const service = createAccountService({
      ...world.deps,
      queueMail: async () => {
        throw new Error('SQS is down');
      },
    });
    await expect(service.sendVerificationCode(email, 'register', 'en-US', client)).rejects.toThrow(
      'SQS is down',
    );
    const working = createAccountService(world.deps);
    expect(await codeOf(working.sendVerificationCode(email, 'register', 'en-US', client))).toBe('ok');
  });

  it('burns the code after five wrong tries', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    const good = world.lastCode(email)!;
    for (let i = 0; i < 4; i++) {
      expect(await codeOf(service.register({ email, verify_code: '000000', password: pw }))).toBe(
        'verification_code_invalid',
      );
    }
    expect(await codeOf(service.register({ email, verify_code: '000000', password: pw }))).toBe(
      'verification_code_exhausted',
    );
    expect(await codeOf(service.register({ email, verify_code: good, password: pw }))).toBe(
      'verification_code_exhausted',
    );
    expect(world.users.size).toBe(0);
  });

  it('compares at most five tries however many arrive at once, and a right code past them reads as exhausted', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    const good = world.lastCode(email)!;
    const wrong = (i: number) => String((Number(good) + 1 + i) % 1_000_000).padStart(6, '0');
    // The right code arrives sixth among sixty parallel tries: it must not be told apart.
    const tries = Array.from({ length: 60 }, (_, i) => (i === 5 ? good : wrong(i)));
    const answers = await Promise.all(
      tries.map((verify_code) =>
        service.register({ email, verify_code, password: pw }).then(
          () => ({ code: 'ok', left: undefined }),
          (e: AppError) => ({
            code: e.code,
            left: (e.options.data as { attempts_left?: number })?.attempts_left,
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.left !== undefined)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 'verification_code_invalid')).toHaveLength(4);
    expect(answers[5]).toEqual({ code: 'verification_code_exhausted', left: undefined });
    expect(answers.slice(5).every((a) => a.code === 'verification_code_exhausted')).toBe(true);
    expect(world.users.size).toBe(0);
  });

  it('lets the right code win against wrong tries racing with it', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    const good = world.lastCode(email)!;
    const answers = await Promise.all(
      ['000000', '000001', good, '000002'].map((verify_code) =>
        codeOf(service.register({ email, verify_code, password: pw })),
      ),
    );
    expect(answers).toEqual([
      'verification_code_invalid',
      'verification_code_invalid',
      'ok',
      'verification_code_invalid',
    ]);
  });

  it('keeps the live code when the daily cap refuses a send', async () => {
    const { world, service } = await setup();
    for (let i = 0; i < 10; i++) {
      await service.sendVerificationCode(email, 'register', 'en-US', client);
      world.advance(61);
    }
    const live = world.lastCode(email)!;
    expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe(
      'verification_daily_limit',
    );
    expect(await codeOf(service.register({ email, verify_code: live, password: pw }))).toBe('ok');
  });

  it('caps the codes sent to one e-mail per UTC day, each purpose apart', async () => {
    const { world, service } = await setup();
    for (let i = 0; i < 10; i++) {
      expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe('ok');
      world.advance(61);
    }
    // Sign-up codes asked for someone's e-mail do not use up its reset codes.
    expect(await codeOf(service.sendVerificationCode(email, 'reset', 'en-US', client))).toBe('ok');
    const refused = await service
      .sendVerificationCode(email, 'register', 'en-US', client)
      .catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'verification_daily_limit' });
    const retryAfter = Number((refused as AppError).options.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    world.advance(retryAfter);
    expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe('ok');
    world.advance(61);
    expect(await codeOf(service.sendVerificationCode(email, 'register', 'en-US', client))).toBe('ok');
  });

  it('guessing from one client does not lock the owner out from another', async () => {
    const { service } = await registered();
    for (let i = 0; i < 5; i++)
      expect(await codeOf(service.login({ email, password: 'c'.repeat(64) }, '198.51.100.1'))).toBe(
        'login_failed',
      );
    expect(await codeOf(service.login({ email, password: pw }, '198.51.100.1'))).toBe('login_throttled');
    expect(await codeOf(service.login({ email, password: pw }, client))).toBe('ok');
  });

  it('slows distributed guessing on one e-mail: 20 tries in 15 minutes across clients', async () => {
    const { service } = await registered();
    for (let c = 0; c < 4; c++)
      for (let i = 0; i < 5; i++)
        await codeOf(service.login({ email, password: 'c'.repeat(64) }, `198.51.100.${c + 10}`));
    expect(await codeOf(service.login({ email, password: 'c'.repeat(64) }, '198.51.100.99'))).toBe(
      'login_throttled',
    );
  });

  describe('no lockout of the owner', () => {
    const wrongPw = 'c'.repeat(64);
    /** Four clients of the attacker's fill the e-mail's window (20 tries in 15 minutes). */
    const exhaustEmailWindow = async (service: Awaited<ReturnType<typeof setup>>['service']) => {
      for (let c = 0; c < 4; c++)
        for (let i = 0; i < 5; i++)
          await codeOf(service.login({ email, password: wrongPw }, `198.51.100.${c + 10}`));
    };

    it("signs in from a device that signed in before, while the e-mail's window refuses every other client", async () => {
      const { service } = await registered();
      const { device } = await service.login({ email, password: pw }, client);
      await exhaustEmailWindow(service);
      expect(await codeOf(service.login({ email, password: pw }, '198.51.100.99'))).toBe('login_throttled');
      expect(await codeOf(service.login({ email, password: pw }, '198.51.100.99', 'forged-token-1'))).toBe(
        'login_throttled',
      );
      const again = await service.login({ email, password: pw }, '198.51.100.99', device.token);
      expect(again.device.token).toBe(device.token);
      expect(device.lifetimeSeconds).toBe(30 * 86_400);
    });

    it("still counts a known device's own tries per client", async () => {
      const { service } = await registered();
      const { device } = await service.login({ email, password: pw }, client);
      for (let i = 0; i < 5; i++)
        expect(await codeOf(service.login({ email, password: wrongPw }, client, device.token))).toBe(
          'login_failed',
        );
      expect(await codeOf(service.login({ email, password: pw }, client, device.token))).toBe(
        'login_throttled',
      );
    });

    it('forgets the devices known before a reset, and knows the device that reset', async () => {
      const { world, service } = await registered();
      const thief = (await service.login({ email, password: pw }, '198.51.100.66')).device;
      world.advance(5);
      await service.sendVerificationCode(email, 'reset', 'en-US', client);
      const reset = await service.resetPassword(
        { email, verify_code: world.lastCode(email)!, password: 'd'.repeat(64) },
        client,
      );
      await exhaustEmailWindow(service);
      expect(
        await codeOf(service.login({ email, password: 'd'.repeat(64) }, '198.51.100.66', thief.token)),
      ).toBe('login_throttled');
      expect(
        await codeOf(service.login({ email, password: 'd'.repeat(64) }, '198.51.100.98', reset.device.token)),
      ).toBe('ok');
    });

    it("a reset clears the e-mail's window for every client", async () => {
      const { world, service } = await registered();
      await exhaustEmailWindow(service);
      await service.sendVerificationCode(email, 'reset', 'en-US', client);
      await service.resetPassword(
        { email, verify_code: world.lastCode(email)!, password: 'd'.repeat(64) },
        client,
      );
      expect(await codeOf(service.login({ email, password: 'd'.repeat(64) }, '198.51.100.97'))).toBe('ok');
    });

    it("mails reset codes to a known device past the e-mail's daily budget", async () => {
      const { world, service } = await registered();
      const { device } = await service.login({ email, password: pw }, client);
      for (let i = 0; i < 10; i++) {
        await service.sendVerificationCode(email, 'reset', 'en-US', '198.51.100.40');
        world.advance(61);
      }
      expect(await codeOf(service.sendVerificationCode(email, 'reset', 'en-US', '198.51.100.41'))).toBe(
        'verification_daily_limit',
      );
      expect(await codeOf(service.sendVerificationCode(email, 'reset', 'en-US', client, device.token))).toBe(
        'ok',
      );
      // The cooldown still holds for it.
      expect(await codeOf(service.sendVerificationCode(email, 'reset', 'en-US', client, device.token))).toBe(
        'verification_cooldown',
      );
    });
  });

  it('limits one client to 30 sign-in attempts and 20 mailed codes, whatever the e-mails', async () => {
    const { service } = await setup();
    for (let i = 0; i < 30; i++)
      await codeOf(service.login({ email: `spray-${i}@example.com`, password: pw }, '198.51.100.5'));
    expect(await codeOf(service.login({ email: 'one-more@example.com', password: pw }, '198.51.100.5'))).toBe(
      'login_throttled',
    );
    for (let i = 0; i < 20; i++)
      expect(
        await codeOf(
          service.sendVerificationCode(`mail-${i}@example.com`, 'register', 'en-US', '198.51.100.6'),
        ),
      ).toBe('ok');
    const refused = await service
      .sendVerificationCode('mail-21@example.com', 'register', 'en-US', '198.51.100.6')
      .catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'too_many_requests' });
    expect(Number((refused as AppError).options.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(
      await codeOf(service.sendVerificationCode('mail-21@example.com', 'register', 'en-US', client)),
    ).toBe('ok');
  });

  it('queues the same work for a registered and an unknown e-mail; only the consumer tells them apart', async () => {
    const { world, service } = await registered();
    world.queuedMail.length = 0;
    await service.sendVerificationCode(email, 'reset', 'en-US', client);
    await service.sendVerificationCode('nobody@example.com', 'reset', 'en-US', client);
    expect(world.queuedMail.map((job) => [job.email, job.purpose])).toEqual([
      [email, 'reset'],
      ['nobody@example.com', 'reset'],
    ]);
    expect(world.outbox.filter((m) => m.to === 'nobody@example.com')).toEqual([]);
    expect(world.outbox.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('mails nothing for a job whose code has expired', async () => {
    const { world, service } = await setup();
    const job = {
      email,
      purpose: 'register' as const,
      language: 'en-US' as const,
      code: '123456',
      expiresAt: 1,
    };
    expect(await service.deliverVerificationMail(job)).toBe('skipped');
    expect(world.outbox).toEqual([]);
  });

  it('refuses expired and reused codes', async () => {
    const { world, service } = await setup();
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    world.advance(600);
    expect(await codeOf(service.register({ email, verify_code: world.lastCode(email)!, password: pw }))).toBe(
      'verification_code_invalid',
    );
    world.advance(60);
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    const code = world.lastCode(email)!;
    await service.register({ email, verify_code: code, password: pw });
    expect(await codeOf(service.register({ email, verify_code: code, password: pw }))).toBe(
      'verification_code_invalid',
    );
  });

  it('refuses a second account for the same e-mail', async () => {
    const { world, service } = await registered();
    world.advance(60);
    await service.sendVerificationCode(email, 'register', 'en-US', client);
    expect(await codeOf(service.register({ email, verify_code: world.lastCode(email)!, password: pw }))).toBe(
      'email_taken',
    );
  });

  it('signs in, and throttles after five wrong passwords', async () => {
    const { world, service } = await registered();
    expect((await service.login({ email, password: pw }, client)).expires_at).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      expect(await codeOf(service.login({ email, password: 'c'.repeat(64) }, client))).toBe('login_failed');
    }
    expect(await codeOf(service.login({ email, password: pw }, client))).toBe('login_throttled');
    world.advance(15 * 60);
    expect(await codeOf(service.login({ email, password: pw }, client))).toBe('ok');
  });

  it('answers wrong passwords and unknown e-mails alike', async () => {
    const { service } = await registered();
    expect(await codeOf(service.login({ email: 'nobody@example.com', password: pw }, client))).toBe(
      'login_failed',
    );
    expect(await codeOf(service.login({ email, password: 'c'.repeat(64) }, client))).toBe('login_failed');
  });

  it('lets no more than five parallel wrong passwords reach the user pool', async () => {
    const { service } = await registered();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => codeOf(service.login({ email, password: 'c'.repeat(64) }, client))),
    );
    expect(outcomes.filter((o) => o === 'login_failed')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'login_throttled')).toHaveLength(7);
  });

  it('clears the count after a successful sign-in', async () => {
    const { service } = await registered();
    for (let i = 0; i < 4; i++) await codeOf(service.login({ email, password: 'c'.repeat(64) }, client));
    expect(await codeOf(service.login({ email, password: pw }, client))).toBe('ok');
    for (let i = 0; i < 4; i++) {
      expect(await codeOf(service.login({ email, password: 'c'.repeat(64) }, client))).toBe('login_failed');
    }
  });

  it('sends reset codes only to accounts, with the same answer', async () => {
    const { world, service } = await registered();
    const known = await service.sendVerificationCode(email, 'reset', 'en-US', client);
    const unknown = await service.sendVerificationCode('nobody@example.com', 'reset', 'en-US', client);
    expect(unknown).toEqual(known);
    expect(world.outbox.filter((m) => m.to === 'nobody@example.com')).toHaveLength(0);
  });

  it('resets the password with a reset code', async () => {
    const { world, service } = await registered();
    await service.sendVerificationCode(email, 'reset', 'en-US', client);
    const newPw = 'd'.repeat(64);
    await service.resetPassword({ email, verify_code: world.lastCode(email)!, password: newPw }, client);
    expect(await codeOf(service.login({ email, password: pw }, client))).toBe('login_failed');
    expect(await codeOf(service.login({ email, password: newPw }, client))).toBe('ok');
  });

  it('ends every session on a password reset: older access tokens and refresh tokens', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    const session = await service.login({ email, password: pw }, client);
    const issuedAt = 1_800_000_000;
    world.advance(5);
    await service.sendVerificationCode(email, 'reset', 'en-US', client);
    await service.resetPassword(
      { email, verify_code: world.lastCode(email)!, password: 'd'.repeat(64) },
      client,
    );
    const accounts = world.deps.accounts;
    expect(await accounts.isTokenRevoked({ jti: 'a', sub: userId, issuedAt })).toBe(true);
    // Whole seconds: a token of the reset's own second is refused too; the next second's is not.
    expect(await accounts.isTokenRevoked({ jti: 'b', sub: userId, issuedAt: issuedAt + 5 })).toBe(true);
    expect(await accounts.isTokenRevoked({ jti: 'c', sub: userId, issuedAt: issuedAt + 6 })).toBe(false);
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
  });

  it('ends every session on "log out everywhere", and a new sign-in works', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    const session = await service.login({ email, password: pw }, client);
    world.advance(2);
    await service.logoutEverywhere({ userId });
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    world.advance(1);
    const next = await service.login({ email, password: pw }, client);
    expect(await codeOf(service.refresh(next.refresh_token))).toBe('ok');
  });

  it('refuses a refresh token after its logout, and one it never issued', async () => {
    const { service } = await registered();
    const session = await service.login({ email, password: pw }, client);
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('ok');
    await service.logout({ tokenId: 'jti-1', tokenExpiresAt: 1 }, session.refresh_token);
    expect(await codeOf(service.refresh(session.refresh_token))).toBe('session_invalid');
    expect(await codeOf(service.refresh('refresh-forged'))).toBe('session_invalid');
  });

  it('revokes the access token on logout', async () => {
    const { world, service } = await registered();
    await service.logout({ tokenId: 'jti-1', tokenExpiresAt: 1 }, 'refresh-x');
    expect(world.revoked.has('jti-1')).toBe(true);
  });

  it('refills the Normal plan once per day', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    world.plans.set(userId, { ...world.plans.get(userId)!, queryQuota: 0, usedQueryQuota: 1 });
    expect((await service.getUserPackage(userId)).query_quota).toBe(0);
    world.advance(86_400);
    expect(await service.getUserPackage(userId)).toMatchObject({ query_quota: 1, used_query_quota: 0 });
  });
});

describe('password proofs and the end of every session', () => {
  it('confirms the password in a session; a wrong one is a 400, not a 401, and counts', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    await service.login({ email, password: pw }, client);
    const caller = { userId, tokenId: world.lastSessionId() };
    world.advance(3600);
    expect(await codeOf(service.confirmPassword(caller, 'c'.repeat(64), client))).toBe('password_incorrect');
    const confirmed = await service.confirmPassword(caller, pw, client);
    expect(confirmed.confirmed_until).toBe(
      new Date((1_800_003_600 + 600) * 1000).toISOString().replace('.000Z', 'Z'),
    );
    expect((await world.proofs.sessionProof(userId, caller.tokenId))?.confirmedAtMs).toBe(1_800_003_600_000);
    for (let i = 0; i < 5; i++) await codeOf(service.confirmPassword(caller, 'c'.repeat(64), client));
    expect(await codeOf(service.confirmPassword(caller, pw, client))).toBe('login_throttled');
  });

  it('a reset disables the keys created since the last sign-in, and only those', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    world.keys.push({ userId, id: 1, createdAt: 1_799_000_000_000, active: true });
    await service.login({ email, password: pw }, client);
    world.advance(60);
    world.keys.push({ userId, id: 2, createdAt: world.deps.clock.nowMs(), active: true });
    await service.sendVerificationCode(email, 'reset', 'en-US', client);
    const reset = await service.resetPassword(
      { email, verify_code: world.lastCode(email)!, password: 'd'.repeat(64) },
      client,
    );
    expect(reset).toMatchObject({ ok: true, disabled_api_keys: [2] });
    expect(world.keys.map((k) => k.active)).toEqual([true, false]);
  });

  it('log out everywhere disables the keys made since the sign-in before the caller’s', async () => {
    const { world, service } = await registered();
    const userId = world.users.get(email)!.sub;
    await service.login({ email, password: pw }, client); // the session a thief rides
    world.advance(60);
    world.keys.push({ userId, id: 7, createdAt: world.deps.clock.nowMs(), active: true });
    world.advance(3600);
    await service.login({ email, password: pw }, client); // the owner, later
    const answer = await service.logoutEverywhere({ userId, tokenId: world.lastSessionId() });
    expect(answer).toEqual({ ok: true, disabled_api_keys: [7] });
  });
});
