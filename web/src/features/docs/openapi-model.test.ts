import { publicText, readEndpoint } from './openapi-model';
import { endpointSections, selectSection } from './sections';

describe('docs model from docs/openapi.json', () => {
  it('keeps internal spec references off the public page', () => {
    expect(publicText('1 per 1000 transfers, minimum 1 (spec 01 §9)')).toBe(
      '1 per 1000 transfers, minimum 1',
    );
    expect(publicText('else 20 (7 for package_type 1001), spec 01 §9')).toBe(
      'else 20 (7 for package_type 1001)',
    );
    expect(publicText('Beyond spec: the thresholds that turn findings into a verdict')).toBe(
      'the thresholds that turn findings into a verdict',
    );
    expect(publicText('reads the page after it (beyond spec)')).toBe('reads the page after it');
    const endpoint = readEndpoint('createQuery')!;
    expect(endpoint.description).toContain('minimum 1. Ask GET /v1/query/estimate');
    const everything = JSON.stringify(endpointSections.map((s) => readEndpoint(s.operationId)));
    // Matched by hand so a failure names the phrase, not the whole document.
    expect(everything.match(/.{0,40}(spec \d+ §|beyond spec).{0,20}/gi)).toBeNull();
  });

  it('finds every sidebar operation in the document', () => {
    for (const section of endpointSections)
      expect(readEndpoint(section.operationId), section.id).toBeDefined();
  });

  it('reads createQuery: POST, public path, body rows with $ref types resolved', () => {
    const endpoint = readEndpoint('createQuery')!;
    expect(endpoint.method).toBe('POST');
    expect(endpoint.path).toBe('/v1/query/create');
    expect(endpoint.parameters.map((p) => [p.name, p.location, p.required])).toEqual([
      ['chain', 'body', true],
      ['token', 'body', false],
      ['address', 'body', true],
      ['start_at', 'body', false],
      ['end_at', 'body', false],
      ['limit', 'body', false],
      ['max_credits', 'body', false],
    ]);
    const chain = endpoint.parameters[0]!;
    expect(chain.type).toBe('"tron" | "ethereum" | "bsc"');
    expect(chain.description).toBe('Chain: tron, ethereum or bsc');
    expect(chain.example).toBe('"tron"');
    expect(endpoint.successExample).toEqual({ query_hash: expect.any(String) });
    // 409 confirm_cost; 415 a body not sent as JSON; 422 a reused Idempotency-Key.
    expect(endpoint.errors.map((e) => e.status)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '415',
      '422',
      '429',
      '500',
      '502',
      '503',
      '504',
    ]);
    expect(endpoint.errorExample).toMatchObject({ error: { status: 400 } });
  });

  it('reads listQueryHistories: query rows, no Accept-Language header row', () => {
    const endpoint = readEndpoint('listQueryHistories')!;
    expect(endpoint.parameters.map((p) => [p.name, p.location, p.type, p.required, p.example])).toEqual([
      ['limit', 'query', 'integer', false, '10'],
      ['offset', 'query', 'integer', false, '1'],
      ['address', 'query', 'string', false, '"TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf"'],
      ['cursor', 'query', 'string', false, ''],
    ]);
  });

  it('leaves out the user_id that the public API ignores', () => {
    expect(readEndpoint('listMonitorAddresses')!.parameters.map((p) => p.name)).not.toContain('user_id');
    expect(readEndpoint('addMonitorAddress')!.parameters.map((p) => p.name)).not.toContain('user_id');
  });

  it('names the key permission each public call needs', () => {
    expect(readEndpoint('getWebhookSecret')!.permission).toBe('admin');
    expect(readEndpoint('setRiskPolicy')!.permission).toBe('admin');
    expect(readEndpoint('listMonitorAlerts')!.permission).toBe('read');
    expect(readEndpoint('createQuery')!.permission).toBe('write');
  });

  it('selects sections from the query parameter', () => {
    expect(selectSection(null)).toEqual({ kind: 'guide', id: 'quick-start' });
    expect(selectSection('authentication')).toEqual({ kind: 'guide', id: 'authentication' });
    expect(selectSection('create-query')).toMatchObject({
      kind: 'endpoint',
      section: { operationId: 'createQuery' },
    });
    expect(selectSection('createQuery')).toMatchObject({ kind: 'endpoint', section: { id: 'create-query' } });
    expect(selectSection('nope')).toEqual({ kind: 'unknown', id: 'nope' });
  });
});
