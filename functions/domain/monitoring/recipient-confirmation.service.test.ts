import {
  confirmationMailsPerRecipient,
  confirmationMailsPerUser,
  RECIPIENT_CONFIRMATION_SECONDS,
} from '../../../shared/rules/alert-delivery-rules';
import { fakeDeliveryWorld, OWNER_EMAIL, USER_ID } from '../../testing/delivery-fakes';
import { AppError } from '../app-error';
import { createRecipientConfirmation } from './recipient-confirmation.service';

/** Double opt-in of e-mail recipients: one link per new recipient, a public confirm, limits. */
function setUp() {
  const world = fakeDeliveryWorld();
  return { world, confirmation: createRecipientConfirmation(world.confirmationDeps) };
}

const stateOf = async (confirmation: ReturnType<typeof setUp>['confirmation'], email: string) =>
  (await confirmation.list(USER_ID)).recipients.find((r) => r.email === email)?.state;

describe('recipient confirmation', () => {
  it('mails each new recipient one link in the user’s language; the owner’s own address none', async () => {
    // Prepare
    const { world, confirmation } = setUp();
    // Act
    await confirmation.requestConfirmations(
      USER_ID,
      ['Team@Example.com', OWNER_EMAIL.toUpperCase(), 'team@example.com'],
      'zh-CN',
    );
    // Assess
    expect(world.outbox.map((m) => m.to)).toEqual(['team@example.com']);
    const [mail] = world.outbox;
    expect(mail!.subject).toBe('请确认接收 Wallet Risk 监控告警');
    expect(mail!.text).toContain(OWNER_EMAIL);
    expect(mail!.text).toMatch(/https:\/\/console\.example\/monitor\/confirm-recipient\?token=[\w-]+/);
    expect(mail!.html).toContain('href="https://console.example/monitor/confirm-recipient?token=');
    expect(await stateOf(confirmation, 'team@example.com')).toBe('pending');
  });

  it('saving the configuration again mails nobody again', async () => {
    const { world, confirmation } = setUp();
    await confirmation.requestConfirmations(USER_ID, ['a@example.com'], 'en-US');
    await confirmation.requestConfirmations(USER_ID, ['a@example.com', 'b@example.com'], 'en-US');
    expect(world.outbox.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('the link confirms its recipient (again answers the same); only then does it receive alerts', async () => {
    const { world, confirmation } = setUp();
    await confirmation.requestConfirmations(USER_ID, ['a@example.com'], 'en-US');
    expect((await confirmation.confirmedAmong(USER_ID, ['a@example.com']))('a@example.com')).toBe(false);

    const token = world.linkTokenTo('a@example.com');
    const confirmed = await confirmation.confirm(token);
    expect(confirmed).toMatchObject({ email: 'a@example.com', state: 'confirmed' });
    expect(await confirmation.confirm(token)).toEqual(confirmed);

    const receives = await confirmation.confirmedAmong(USER_ID, [
      'A@example.com',
      'b@example.com',
      OWNER_EMAIL,
    ]);
    expect(['A@example.com', 'b@example.com', OWNER_EMAIL].map(receives)).toEqual([true, false, true]);
    expect(await stateOf(confirmation, 'a@example.com')).toBe('confirmed');
  });

  it('only the token’s hash is stored: an unknown or expired token is refused', async () => {
    const { world, confirmation } = setUp();
    await confirmation.requestConfirmations(USER_ID, ['a@example.com'], 'en-US');
    const token = world.linkTokenTo('a@example.com');
    await expect(confirmation.confirm(`${token}x`)).rejects.toMatchObject({ code: 'recipient_link_invalid' });
    world.advance(RECIPIENT_CONFIRMATION_SECONDS);
    await expect(confirmation.confirm(token)).rejects.toMatchObject({ code: 'recipient_link_invalid' });
    expect(await stateOf(confirmation, 'a@example.com')).toBe('expired');
  });

  it('resend mails a new link; a confirmed recipient or the owner gets none', async () => {
    const { world, confirmation } = setUp();
    await confirmation.requestConfirmations(USER_ID, ['a@example.com'], 'en-US');
    world.advance(RECIPIENT_CONFIRMATION_SECONDS);
    expect((await confirmation.resend(USER_ID, 'A@example.com', 'en-US')).state).toBe('pending');
    expect(world.outbox).toHaveLength(2);
    await confirmation.confirm(world.linkTokenTo('a@example.com'));
    expect((await confirmation.resend(USER_ID, 'a@example.com', 'en-US')).state).toBe('confirmed');
    expect((await confirmation.resend(USER_ID, OWNER_EMAIL, 'en-US')).state).toBe('confirmed');
    expect(world.outbox).toHaveLength(2);
  });

  it('a recipient address gets at most its daily number of mails, however often resend is asked', async () => {
    const { world, confirmation } = setUp();
    for (let i = 0; i < confirmationMailsPerRecipient.max; i++)
      await confirmation.resend(USER_ID, 'victim@example.com', 'en-US');
    const refused = await confirmation
      .resend(USER_ID, 'victim@example.com', 'en-US')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'too_many_requests',
      options: { data: { limit: 'confirmations_per_recipient' } },
    });
    expect(world.outbox).toHaveLength(confirmationMailsPerRecipient.max);
  });

  it('a user sends at most its hourly number; a save past it leaves the rest unsent, without failing', async () => {
    const { world, confirmation } = setUp();
    const many = Array.from({ length: confirmationMailsPerUser.max + 2 }, (_, i) => `r${i}@example.com`);
    await confirmation.requestConfirmations(USER_ID, many, 'en-US');
    expect(world.outbox).toHaveLength(confirmationMailsPerUser.max);
    const states = (await confirmation.list(USER_ID)).recipients.map((r) => r.state);
    expect(states.filter((s) => s === 'unsent')).toHaveLength(2);
    await expect(confirmation.resend(USER_ID, many.at(-1)!, 'en-US')).rejects.toMatchObject({
      code: 'too_many_requests',
      options: { data: { limit: 'confirmations_per_hour' } },
    });
    // Saving again after the window mails the recipients left unsent.
    world.advance(confirmationMailsPerUser.windowSeconds);
    await confirmation.requestConfirmations(USER_ID, many, 'en-US');
    expect(world.outbox).toHaveLength(confirmationMailsPerUser.max + 2);
  });

  it('a mail that could not be sent leaves the recipient unsent, and the save goes on', async () => {
    const { world } = setUp();
    const failing = createRecipientConfirmation({
      ...world.confirmationDeps,
      sendMail: async () => {
        throw new Error('SES is down');
      },
    });
    await failing.requestConfirmations(USER_ID, ['a@example.com'], 'en-US');
    expect((await failing.list(USER_ID)).recipients).toMatchObject([
      { email: 'a@example.com', state: 'unsent' },
    ]);
  });

  it('lists the owner’s address apart, confirmed without a link', async () => {
    const { confirmation } = setUp();
    expect(await confirmation.list(USER_ID)).toEqual({ account_email: OWNER_EMAIL, recipients: [] });
  });
});
