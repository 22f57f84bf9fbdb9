import { DAY_MS } from '../../../../shared/rules/time';
import {
  API_KEY_ID_PLACEHOLDER,
  curlOf,
  exampleRequest,
  forReader,
  type Reader,
  usesReaderData,
} from './docs-examples';
import { readEndpoint } from './openapi-model';
import { pageApiOrigin } from './public-api-url';

const base = 'https://abc123.execute-api.eu-west-1.amazonaws.com/prod';
const now = Date.UTC(2026, 10, 26, 15, 0, 0);
const signedIn: Reader = { now, timeZone: 'Asia/Shanghai', apiKeyId: 7 };

describe('docs examples, built for the reader', () => {
  it('writes curl with the X-API-Key header, path examples and the JSON body', () => {
    const status = curlOf(exampleRequest(readEndpoint('getQueryStatus')!, base));
    expect(status).toBe(
      `curl -X GET "${base}/v1/query/q_7Yc2kR9mXa3LbV8n/status" \\\n  -H "X-API-Key: YOUR_API_KEY"`,
    );
    const create = curlOf(exampleRequest(readEndpoint('createQuery')!, base));
    expect(create).toContain(`curl -X POST "${base}/v1/query/create"`);
    expect(create).toContain('-H "Content-Type: application/json"');
    expect(create).toContain('"address": "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf"');
    const histories = exampleRequest(readEndpoint('listQueryHistories')!, base);
    expect(histories.url).toContain('/v1/query/histories?limit=10&offset=1&address=TXYZ');
  });

  it('asks usage statistics for the last 24 hours in the reader’s zone, with their key', () => {
    const endpoint = forReader(readEndpoint('getApiUsageStats')!, signedIn);
    const query = new URL(exampleRequest(endpoint, base).url).searchParams;
    expect(Number(query.get('start_date'))).toBe(now - DAY_MS);
    expect(Number(query.get('end_date'))).toBe(now);
    expect(query.get('time_zone')).toBe('Asia/Shanghai');
    expect(query.get('api_key_id')).toBe('7');
    expect(usesReaderData(endpoint)).toEqual({ range: true, apiKeyId: true });
  });

  it('shows a placeholder key id to a reader without a key', () => {
    const endpoint = forReader(readEndpoint('getApiUsageStats')!, { now, timeZone: 'UTC' });
    expect(exampleRequest(endpoint, base).url).toContain(`api_key_id=${API_KEY_ID_PLACEHOLDER}`);
  });

  it('dates alerts and a query’s window in epoch seconds, ending now', () => {
    const alerts = new URL(exampleRequest(forReader(readEndpoint('listMonitorAlerts')!, signedIn), base).url);
    expect(Number(alerts.searchParams.get('end_time'))).toBe(now / 1000);
    expect(Number(alerts.searchParams.get('start_time'))).toBe((now - DAY_MS) / 1000);
    const create = exampleRequest(forReader(readEndpoint('createQuery')!, signedIn), base);
    expect(create.body).toMatchObject({ start_at: (now - DAY_MS) / 1000, end_at: now / 1000 });
    // Parameters the document gives no example for stay out of the call.
    const estimate = exampleRequest(forReader(readEndpoint('estimateQuery')!, signedIn), base);
    expect(estimate.url).not.toContain('start_at');
  });

  it('falls back to the page’s own origin, or the gateway behind the Vite dev server', () => {
    expect(pageApiOrigin('http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234');
    expect(pageApiOrigin('http://localhost:5173')).toBe('http://localhost:3000');
  });
});
