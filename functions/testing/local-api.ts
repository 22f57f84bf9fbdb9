import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/**
 * A small client for integration tests: calls the local gateway like the SPA does and reads the
 * local SES inbox (aws-ses-v2-local's GET /store) for verification codes.
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/**
 * Each client of the tests speaks from its own loopback address (127.0.0.0/8 is all loopback on
 * Linux), as separate people would: the gateway's per-client limits then count
 * each test's traffic apart instead of the whole suite's as one client's.
 */
let clients = 0;
export const nextLoopbackAddress = (): string => {
  // Second octet 10-249: every part stays a valid octet whatever the process id.
  const n = (process.pid * 97 + clients++) % (240 * 250);
  return `127.${10 + Math.floor(n / 250)}.${n % 250}.${1 + (clients % 250)}`;
};

/** One HTTP exchange from a given local address (fetch cannot choose its source address). */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export function localApi(gatewayUrl: string, inboxUrl: string, from: string = nextLoopbackAddress()) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'OPTIONS',
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      token?: string;
      language?: string;
      from?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<T>> {
    // Every POST is declared JSON, as the SPA sends it (anything else answers 415); a test
    // names its own content-type in `headers` to send another.
    const ownType = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'content-type');
    const headers: Record<string, string> = {
      ...(method === 'POST' && !ownType ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['x-language'] = options.language;
    const response = await requestFrom(options.from ?? from, `${gatewayUrl}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = response.text;
    // A CSV export answers text; everything else, errors included, answers JSON.
    const json = text && !(response.headers.get('content-type') ?? '').startsWith('text/csv');
    return { status: response.status, body: (json ? JSON.parse(text) : {}) as T, headers: response.headers };
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

  /**
   * Registers and signs in a fresh user from an address of its own (a new person signing up);
   * answers its e-mail, password hash and tokens.
   */
  async function newUser(prefix = 'user') {
    const email = uniqueEmail(prefix);
    const password = sha256('Passw0rd!');
    const own = nextLoopbackAddress();
    const call: typeof callFrom = (method, path, options = {}) =>
      callFrom(method, path, { from: own, ...options });
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

  /**
   * The code of the next mail to an address after `mailsBefore` of them: mail is sent by the
   * account mail consumer after the route answered, so an older mail may still be the newest.
   */
  async function nextCode(to: string, mailsBefore: number): Promise<string> {
    for (let i = 0; i < 50 && (await mailCount(to)) <= mailsBefore; i++)
      await new Promise((r) => setTimeout(r, 100));
    return latestCode(to);
  }

  const callFrom = call;
  return { call, latestMail, latestCode, nextCode, mailCount, newUser, from };
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

let counter = 0;
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.com`;
