import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { VERIFICATION_DAILY_SENDS_PER_EMAIL } from '../../../shared/rules/account-rules';
import { codesSentOnDayKey, verificationCodeKey } from '../../adapters/dynamodb/entities/verification-code';
import { sendDay } from '../../domain/accounts/verification-code';
import { createAwsClients } from '../../platform/aws-clients';
import { sha256, uniqueEmail } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';

/**
 * Verification codes cannot be guessed, against the local stack: the attempt limit holds under parallel guesses (the
 * try is counted by a conditional write before the comparison), the right code racing with
 * wrong ones is not told apart once the tries are used up, and codes sent per e-mail per day
 * are capped.
 */
const { config, api } = localStack();
const { ddb } = createAwsClients(config);
const password = sha256('Passw0rd!');

async function freshCode(prefix: string) {
  const email = uniqueEmail(prefix);
  const sent = await api.call('POST', '/api/send-verification-code', {
    body: { email, purpose: 'register' },
  });
  expect(sent.status).toBe(200);
  return { email, code: await api.latestCode(email) };
}

const register = (email: string, verify_code: string) =>
  api.call<{ error?: { code: string; data?: { attempts_left?: number } } }>('POST', '/api/register', {
    body: { email, verify_code, password, confirm_password: password },
  });

describe('verification codes under attack', () => {
  it('evaluates five of sixty parallel guesses; the right one among the rest reads as exhausted', async () => {
    const { email, code } = await freshCode('guess');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 59 ? code : wrong(i)));
    // The right code goes last, after the others have used the five tries.
    const wrongAnswers = await Promise.all(guesses.slice(0, 59).map((guess) => register(email, guess)));
    const right = await register(email, code);

    const evaluated = wrongAnswers.filter((a) => a.body.error?.data?.attempts_left !== undefined);
    expect(evaluated).toHaveLength(5);
    expect(wrongAnswers.every((a) => a.status === 400)).toBe(true);
    const lateWrong = wrongAnswers.find((a) => a.body.error?.data?.attempts_left === undefined)!;
    expect(right.status).toBe(lateWrong.status);
    expect(right.body.error?.code).toBe('verification_code_exhausted');
    expect(right.body.error).toEqual(lateWrong.body.error);
  });

  it('lets the right code win against wrong tries racing with it', async () => {
    const { email, code } = await freshCode('race');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all([
      register(email, wrong(0)),
      register(email, code),
      register(email, wrong(1)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 200, 400]);
  });

  it(`caps codes sent to one e-mail at ${VERIFICATION_DAILY_SENDS_PER_EMAIL} a day, keeping the live code; reset codes have their own budget`, async () => {
    const { email, code } = await freshCode('daily');
    const day = sendDay(Math.floor(Date.now() / 1000));
    // Nine more sends today, written as the counter would hold them; the cooldown is waited out
    // by dating the live code a minute back.
    await ddb.send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: codesSentOnDayKey(email, 'register', day),
        UpdateExpression: 'SET sent = :sent',
        ExpressionAttributeValues: { ':sent': VERIFICATION_DAILY_SENDS_PER_EMAIL },
      }),
    );
    await ddb.send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: verificationCodeKey(email, 'register'),
        UpdateExpression: 'SET sent_at = sent_at - :minute',
        ExpressionAttributeValues: { ':minute': 61 },
      }),
    );
    const refused = await api.call('POST', '/api/send-verification-code', {
      body: { email, purpose: 'register' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'verification_daily_limit' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const counter = await ddb.send(
      new GetCommand({
        TableName: config.TABLE_NAME,
        Key: codesSentOnDayKey(email, 'register', day),
        ConsistentRead: true,
      }),
    );
    expect(counter.Item?.sent).toBe(VERIFICATION_DAILY_SENDS_PER_EMAIL);
    expect((await register(email, code)).status).toBe(200);
    // Sign-up codes asked for an e-mail do not use up its reset codes.
    expect((await api.call('POST', '/api/forgot-password', { body: { email } })).status).toBe(200);
  });
});
