/**
 * A scripted `fetch` for source tests (no network in unit tests): each call is recorded and
 * answered by the handler, which sees the URL, the headers and the parsed JSON body.
 */
export interface RecordedCall {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
}

export type FakeAnswer = { status?: number; json?: unknown; text?: string };

export function fakeFetch(handler: (call: RecordedCall, n: number) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = await handler(call, calls.length);
    const text = answer.text ?? JSON.stringify(answer.json ?? null);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** A sleep that only records the waits it was asked for. */
export function recordingSleep() {
  const waits: number[] = [];
  return { sleep: async (ms: number) => void waits.push(ms), waits };
}
