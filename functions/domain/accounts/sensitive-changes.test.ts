import { describe, expect, it } from 'vitest';
import { fakeAccountWorld } from '../../testing/account-fakes';
import { silentLogger } from '../ports/logger';
import type { SecurityNotice } from './account.ports';
import { createSensitiveChanges } from './sensitive-changes';

const userId = 'u1';

function setup(queueNotice: (n: SecurityNotice) => Promise<void> = async () => {}) {
  const world = fakeAccountWorld();
  const notices: SecurityNotice[] = [];
  const changes = createSensitiveChanges({
    proofs: world.proofs,
    accounts: { getProfile: async (id) => ({ userId: id, email: 'ann@example.com', createdAt: 1 }) },
    queueNotice: async (n) => {
      notices.push(n);
      await queueNotice(n);
    },
    clock: world.deps.clock,
    log: silentLogger,
  });
  return { world, changes, notices };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: { code?: string }) => e.code,
  );

describe('the sensitive-change gate', () => {
  it('lets a session through for 10 minutes after it proved the password, then asks again', async () => {
    const { world, changes } = setup();
    const now = world.deps.clock.nowMs();
    await world.proofs.recordSignIn(userId, 's1', now, 0);
    const gate = changes.gateFor({ userId, sessionId: 's1' }, 'en-US');
    expect(await refusal(gate.authorize())).toBe('allowed');
    world.advance(600);
    expect(await refusal(gate.authorize())).toBe('reauth_required');
    await world.proofs.recordConfirmation(userId, 's1', world.deps.clock.nowMs(), 0);
    expect(await refusal(gate.authorize())).toBe('allowed');
  });

  it('refuses a session it knows no proof of, and another session’s proof does not count', async () => {
    const { world, changes } = setup();
    await world.proofs.recordSignIn(userId, 'owner', world.deps.clock.nowMs(), 0);
    expect(await refusal(changes.gateFor({ userId, sessionId: 'thief' }, 'en-US').authorize())).toBe(
      'reauth_required',
    );
    expect(await refusal(changes.gateFor({ userId }, 'en-US').authorize())).toBe('reauth_required');
  });

  it('lets an API key through (bounded by the key instead) and mails the owner who made the change', async () => {
    const { changes, notices } = setup();
    const gate = changes.gateFor({ userId, apiKeyId: 4 }, 'zh-CN');
    expect(await refusal(gate.authorize())).toBe('allowed');
    await gate.notify({ kind: 'api_key_created', subject: 'ci' });
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'api_key_created',
        email: 'ann@example.com',
        language: 'zh-CN',
        byApiKey: 4,
      }),
    ]);
  });

  it('never fails the change it reports when the notice cannot be queued', async () => {
    const { changes } = setup(async () => {
      throw new Error('queue down');
    });
    await expect(
      changes.gateFor({ userId, sessionId: 's' }, 'en-US').notify({ kind: 'api_key_widened', subject: 'k' }),
    ).resolves.toBeUndefined();
  });
});
