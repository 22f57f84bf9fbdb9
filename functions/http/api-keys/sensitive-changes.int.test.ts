import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import { sessionIdOf } from '../../adapters/cognito/access-token-verifier';
import { sessionProofKey } from '../../adapters/dynamodb/entities/account';
import { createAwsClients } from '../../platform/aws-clients';
import { apiKeyUsers } from '../../testing/api-key-users';
import { sha256 } from '../../testing/local-api';
import { localStack } from '../../testing/local-stack';
import { publicApi } from '../../testing/public-api';

/**
 * Sensitive changes against the local stack: a session whose password proof is older than 10
 * minutes is asked to confirm the password before it may mint a key (and the owner is mailed
 * when it does); a password reset disables the keys created since the last sign-in; a key on
 * the public API can give no key more than it has, nor change itself.
 */
const { config, api, urls } = localStack();
const { ddb } = createAwsClients(config);
const users = apiKeyUsers(api, config);
const v1 = publicApi(urls.gateway);
const DAY = 24 * 60 * 60 * 1000;

/** Waits for the mail consumer to deliver one more mail to `to` (delivery is asynchronous). */
async function mailArrives(to: string, before: number) {
  for (let i = 0; i < 100 && (await api.mailCount(to)) <= before; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await api.mailCount(to)).toBeGreaterThan(before);
}

/** Time passing for one session: its sign-in proof moved 11 minutes into the past. */
async function ageSession(userId: string, accessToken: string) {
  const sessionId = sessionIdOf(decomposeUnverifiedJwt(accessToken).payload)!;
  await ddb.send(
    new UpdateCommand({
      TableName: config.TABLE_NAME,
      Key: sessionProofKey(userId, sessionId),
      UpdateExpression: 'SET signed_in_at_ms = :old',
      ConditionExpression: 'attribute_exists(signed_in_at_ms)',
      ExpressionAttributeValues: { ':old': Date.now() - 11 * 60_000 },
    }),
  );
}

describe('sensitive changes', () => {
  it('asks a session signed in over 10 minutes ago for its password, then creates the key and mails the owner', async () => {
    const user = await users.userOnPlan('advanced');
    await ageSession(user.userId, user.access_token);
    const create = () =>
      api.call<{ error: { code: string } }>('POST', '/api/v1/api-keys/create', {
        token: user.access_token,
        body: { name: 'after-reauth', permissions: ['read'] },
      });
    const refused = await create();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('reauth_required');

    const wrong = await api.call<{ error: { code: string } }>('POST', '/api/confirm-password', {
      token: user.access_token,
      body: { password: sha256('not-it') },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'password_incorrect']);
    const confirmed = await api.call<{ confirmed_until: string }>('POST', '/api/confirm-password', {
      token: user.access_token,
      body: { password: user.password },
    });
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.body.confirmed_until)).toBeGreaterThan(Date.now() + 9 * 60_000);

    const mailsBefore = await api.mailCount(user.email);
    expect((await create()).status).toBe(200);
    await mailArrives(user.email, mailsBefore);
    const notice = await api.latestMail(user.email);
    expect(notice?.text).toContain('A new API key was created: after-reauth');
  });

  it('a password reset disables the keys created since the last sign-in; enabling one again needs a fresh proof', async () => {
    const user = await users.userOnPlan('advanced');
    const noticesBefore = await api.mailCount(user.email);
    const key = await users.createKey(user.access_token, {
      name: 'made-in-session',
      permissions: ['read', 'write', 'admin'],
    });
    expect((await v1('GET', '/v1/api-keys/list', { key: key.key })).status).toBe(200);
    // The owner's notice of the new key lands before the reset code is asked for.
    await mailArrives(user.email, noticesBefore);

    const mailsBefore = await api.mailCount(user.email);
    await api.call('POST', '/api/forgot-password', { body: { email: user.email } });
    const verify_code = await api.nextCode(user.email, mailsBefore);
    const newPassword = sha256('An0therPass!');
    const reset = await api.call<{ disabled_api_keys: number[] }>('POST', '/api/reset-password', {
      body: { email: user.email, verify_code, password: newPassword, confirm_password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.disabled_api_keys).toEqual([key.id]);
    expect((await v1('GET', '/v1/api-keys/list', { key: key.key })).status).toBe(403);

    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    const login = await api.call<{ access_token: string }>('POST', '/api/login', {
      body: { email: user.email, password: newPassword },
    });
    const token = login.body.access_token;
    const listed = await api.call<{
      api_keys: { id: number; status: number; disabled_reason: string | null }[];
    }>('GET', '/api/v1/api-keys/list', { token });
    expect(listed.body.api_keys).toEqual([
      expect.objectContaining({ id: key.id, status: 0, disabled_reason: 'sessions_ended' }),
    ]);
    await ageSession(user.userId, token);
    const enable = (t: string) =>
      api.call<{ error?: { code: string } }>('POST', '/api/v1/api-keys/status/update', {
        token: t,
        body: { id: key.id, status: 1 },
      });
    expect((await enable(token)).body.error?.code).toBe('reauth_required');
    await api.call('POST', '/api/confirm-password', { token, body: { password: newPassword } });
    expect((await enable(token)).status).toBe(200);
    expect((await v1('GET', '/v1/api-keys/list', { key: key.key })).status).toBe(200);
  });

  it('a key on the public API gives no key more than it has, and cannot change itself', async () => {
    const user = await users.userOnPlan('advanced');
    const expires = Date.now() + 30 * DAY;
    const admin = await users.createKey(user.access_token, {
      name: 'bounded-admin',
      permissions: ['read', 'write', 'admin'],
      allowed_ips: ['127.0.0.0/8'],
      expires_at: expires,
    });
    const create = (body: Record<string, unknown>) =>
      v1<{ api_key: { id: number }; error: { code: string; field?: string } }>(
        'POST',
        '/v1/api-keys/create',
        {
          key: admin.key,
          body: { name: `child-${Date.now().toString(36)}`, permissions: ['read'], ...body },
        },
      );
    const beyond = async (body: Record<string, unknown>) => {
      const answer = await create(body);
      return [answer.status, answer.body.error?.code, answer.body.error?.field];
    };
    expect(await beyond({ expires_at: expires - DAY })).toEqual([
      403,
      'api_key_beyond_caller',
      'allowed_ips',
    ]);
    expect(await beyond({ allowed_ips: ['127.0.0.1'] })).toEqual([
      403,
      'api_key_beyond_caller',
      'expires_at',
    ]);
    expect(await beyond({ allowed_ips: ['10.0.0.1'], expires_at: expires })).toEqual([
      403,
      'api_key_beyond_caller',
      'allowed_ips',
    ]);
    const child = await create({ allowed_ips: ['127.0.0.1'], expires_at: expires - DAY });
    expect(child.status).toBe(200);
    const childId = child.body.api_key.id;

    const update = (body: Record<string, unknown>) =>
      v1<{ error?: { code: string } }>('POST', '/v1/api-keys/update', { key: admin.key, body });
    expect((await update({ id: childId, expires_at: 0 })).body.error?.code).toBe('api_key_beyond_caller');
    expect((await update({ id: childId, name: 'renamed' })).status).toBe(200);
    expect((await update({ id: admin.id, allowed_ips: [] })).body.error?.code).toBe('api_key_beyond_caller');
    const ownIps = await v1<{ error?: { code: string } }>('POST', '/v1/api-keys/ip/update', {
      key: admin.key,
      body: { id: admin.id, allowed_ips: ['127.0.0.0/8'] },
    });
    expect(ownIps.body.error?.code).toBe('api_key_beyond_caller');
  });
});
