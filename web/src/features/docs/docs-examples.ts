import { DAY_MS, SECOND_MS } from '../../../../shared/rules/time';
import type { Endpoint, Json } from './openapi-model';

/**
 * The examples the docs page shows, built for the one reading them: a range that ends now (the
 * last 24 hours, dated in their zone) instead of fixed dates, and their own API key's id where a
 * call filters by key. The page draws each as curl; the docs examples test sends the very same
 * requests to the local stack, so an example that fails as written fails there first.
 */
export interface Reader {
  /** When the page was drawn, epoch ms. */
  readonly now: number;
  /** The reader's display zone (IANA), as stored in their settings. */
  readonly timeZone: string;
  /** The id of the reader's newest API key; undefined when signed out or without keys. */
  readonly apiKeyId?: number;
}

/** What an example shows where the reader has no key yet; the page links to creating one. */
export const API_KEY_ID_PLACEHOLDER = 'YOUR_API_KEY_ID';
/** The key itself is never shown again after its creation: the reader pastes theirs. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The range every example asks about: the 24 hours up to now. */
export const readerRange = (reader: Reader) => ({ start: reader.now - DAY_MS, end: reader.now });

const seconds = (epochMs: number) => Math.floor(epochMs / SECOND_MS);

/** Parameter names the reader's data replaces, with the value for this reader (units per name). */
function readerValues(reader: Reader): Readonly<Record<string, Json>> {
  const { start, end } = readerRange(reader);
  return {
    // Usage statistics: epoch milliseconds.
    start_date: start,
    end_date: end,
    // Alerts and their summary: epoch seconds.
    start_time: seconds(start),
    end_time: seconds(end),
    // A risk query's transfer window: epoch seconds.
    start_at: seconds(start),
    end_at: seconds(end),
    time_zone: reader.timeZone,
    api_key_id: reader.apiKeyId ?? API_KEY_ID_PLACEHOLDER,
  };
}

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The endpoint with its examples made the reader's: each query or path parameter and each
 * top-level body field the document gives an example for, and that readerValues names.
 */
export function forReader(endpoint: Endpoint, reader: Reader): Endpoint {
  const values = readerValues(reader);
  const own = (name: string, example: string): string =>
    example && name in values ? JSON.stringify(values[name]) : example;
  const body = endpoint.requestExample;
  return {
    ...endpoint,
    parameters: endpoint.parameters.map((row) => ({ ...row, example: own(row.name, row.example) })),
    requestExample: isObject(body)
      ? Object.fromEntries(Object.entries(body).map(([name, value]) => [name, values[name] ?? value]))
      : body,
  };
}

/** Whether the reader's range or key shows in this endpoint's example (the page says so). */
export const usesReaderData = (endpoint: Endpoint) => ({
  range: endpoint.parameters.some((row) => row.example && /^(start|end)_/.test(row.name)),
  apiKeyId: endpoint.parameters.some((row) => row.example && row.name === 'api_key_id'),
});

/** One example call: what curl sends, and what the docs examples test sends with fetch. */
export interface ExampleRequest {
  readonly method: Endpoint['method'];
  readonly url: string;
  /** The JSON body of a POST. */
  readonly body?: Json;
}

/** The call an endpoint's examples make, on the public API at `baseUrl`. */
export function exampleRequest(endpoint: Endpoint, baseUrl: string): ExampleRequest {
  let path = endpoint.path;
  const query: string[] = [];
  for (const parameter of endpoint.parameters) {
    if (!parameter.example) continue;
    const value = JSON.parse(parameter.example) as Json;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (parameter.location === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.location === 'query') query.push(`${parameter.name}=${encodeURIComponent(text)}`);
  }
  const url = `${baseUrl}${path}${query.length ? `?${query.join('&')}` : ''}`;
  return endpoint.method === 'POST'
    ? { method: endpoint.method, url, body: endpoint.requestExample ?? {} }
    : { method: endpoint.method, url };
}

/** The request as a curl command with the X-API-Key header, quoted for a POSIX shell. */
export function curlOf(request: ExampleRequest): string {
  const lines = [`curl -X ${request.method} "${request.url}"`, `  -H "X-API-Key: ${API_KEY_PLACEHOLDER}"`];
  if (request.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(request.body, null, 2).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n');
}
