/**
 * Calls the public API (/v1 on the local gateway) with an API key, in the X-API-Key header or
 * the api_key query parameter, as an API client would.
 */
export interface PublicAnswer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  readonly text: string;
}

export function publicApi(gatewayUrl: string) {
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    options: { key?: string; via?: 'header' | 'query'; body?: unknown; language?: string } = {},
  ): Promise<PublicAnswer<T>> {
    const headers: Record<string, string> = {};
    let url = `${gatewayUrl}${path}`;
    if (options.key !== undefined) {
      if (options.via === 'query')
        url += `${path.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(options.key)}`;
      else headers['X-API-Key'] = options.key;
    }
    // Every POST is declared JSON (anything else answers 415), with a body or without.
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (options.language) headers['x-language'] = options.language;
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    return { status: response.status, body: body as T, headers: response.headers, text };
  };
}
