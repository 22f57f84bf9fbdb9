import type { localApi } from './local-api';

/**
 * Double opt-in in the integration tests: the recipient reads the confirmation mail in the local
 * inbox and opens its link, as a person would (the console page posts the token to the API).
 */
export async function confirmRecipientFromInbox(api: ReturnType<typeof localApi>, recipient: string) {
  const mail = await api.latestMail(recipient);
  const token = mail?.text.match(/confirm-recipient\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No confirmation link was mailed to ${recipient}`);
  const answer = await api.call<{ state: string }>('POST', '/api/v1/monitor/recipients/confirm', {
    body: { token },
  });
  if (answer.status !== 200 || answer.body.state !== 'confirmed')
    throw new Error(`confirm: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}
