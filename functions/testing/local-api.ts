import { createHash } from 'node:crypto';

/**
 * A small client for integration tests: calls the local gateway like the SPA does and reads the
 * local SES inbox (aws-ses-v2-local's GET /store) for verification codes.
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export function localApi(gatewayUrl: string, inboxUrl: string) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'OPTIONS',
    path: string,
    options: { body?: unknown; rawBody?: string; token?: string; language?: string } = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined || options.rawBody !== undefined)
      headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['x-language'] = options.language;
    const response = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }

  /** The newest mail to an address, polled briefly because SES delivery is asynchronous. */
  async function latestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
    for (let i = 0; i < 20; i++) {
      const store = (await (await fetch(`${inboxUrl}/store`)).json()) as {
        emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
      };
      const mail = store.emails.filter((m) => m.destination.to.includes(to)).at(-1);
      if (mail) return { subject: mail.subject, text: mail.body.text ?? '' };
      await new Promise((r) => setTimeout(r, 100));
    }
    return undefined;
  }

  async function mailCount(to: string): Promise<number> {
    const store = (await (await fetch(`${inboxUrl}/store`)).json()) as {
      emails: { destination: { to: string[] } }[];
    };
    return store.emails.filter((m) => m.destination.to.includes(to)).length;
  }

  async function latestCode(to: string): Promise<string> {
    const code = (await latestMail(to))?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No verification code was mailed to ${to}`);
    return code;
  }

  /** Registers and signs in a fresh user; answers its e-mail, password hash and tokens. */
  async function newUser(prefix = 'user') {
    const email = uniqueEmail(prefix);
    const password = sha256('Passw0rd!');
    const sent = await call('POST', '/api/send-verification-code', { body: { email, purpose: 'register' } });
    if (sent.status !== 200)
      throw new Error(`send-verification-code: ${sent.status} ${JSON.stringify(sent.body)}`);
    const verify_code = await latestCode(email);
    const registered = await call('POST', '/api/register', {
      body: { email, verify_code, password, confirm_password: password },
    });
    if (registered.status !== 200)
      throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const login = await call<{ access_token: string; refresh_token: string; expires_at: number }>(
      'POST',
      '/api/login',
      {
        body: { email, password },
      },
    );
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    return { email, password, userId: registered.body.user_id as string, ...login.body };
  }

  return { call, latestMail, latestCode, mailCount, newUser };
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

let counter = 0;
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;
