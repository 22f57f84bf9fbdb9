import { describe, expect, it } from 'vitest';
import committed from '../../docs/openapi.json';
import { isBuilt, routes } from '../api/routes';
import { buildOpenApiDocument, renderOpenApiDocument } from './openapi';

type Json = { [key: string]: unknown };

const doc = buildOpenApiDocument() as Json & {
  paths: Record<string, Record<string, Json>>;
  components: Json;
};

/** Resolves a local JSON pointer such as `#/components/schemas/Chain`. */
function resolvePointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], root);
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) collectRefs(n, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

const operationsOf = (d: typeof doc) => Object.values(d.paths).flatMap((item) => Object.values(item));

describe('docs/openapi.json', () => {
  it('is up to date with the contract', () => {
    // JSON imports keep key order, so this also catches a reordering.
    const fresh = renderOpenApiDocument();
    expect(
      `${JSON.stringify(committed, null, 2)}\n` === fresh,
      'docs/openapi.json is stale: run `npm run openapi` and commit the result',
    ).toBe(true);
  });

  it('is deterministic', () => {
    expect(renderOpenApiDocument()).toBe(renderOpenApiDocument());
  });
});

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document with the required top-level fields', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect((doc.servers as Json[]).map((s) => s['x-api'])).toEqual(['console', 'public']);
  });

  it('documents every route once, under its path and method', () => {
    for (const route of routes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation).toMatchObject({
        operationId: route.operationId,
        'x-built': isBuilt(route),
        'x-live-on': route.live,
      });
      expect(operation?.responses).toHaveProperty('200');
    }
    expect(operationsOf(doc)).toHaveLength(routes.length);
  });

  it('has unique operationIds', () => {
    const ids = operationsOf(doc).map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/components/'), ref).toBe(true);
      expect(resolvePointer(doc, ref), ref).toBeDefined();
    }
  });

  it('uses only declared tags and security schemes', () => {
    const tagNames = new Set((doc.tags as Json[]).map((t) => t.name));
    const schemes = new Set(Object.keys(doc.components.securitySchemes as Json));
    for (const operation of operationsOf(doc)) {
      for (const tag of operation.tags as string[]) expect(tagNames.has(tag), tag).toBe(true);
      for (const requirement of operation.security as Json[]) {
        for (const name of Object.keys(requirement)) expect(schemes.has(name), name).toBe(true);
      }
    }
  });

  it('secures routes by auth kind', () => {
    const login = doc.paths['/login']?.post;
    expect(login?.security).toEqual([]);
    expect(login?.['x-apis']).toEqual(['console']);
    const create = doc.paths['/v1/query/create']?.post;
    expect(create?.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }, { apiKeyQuery: [] }]);
    expect(create?.['x-apis']).toEqual(['console', 'public']);
    expect(doc.paths['/user']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names the API-key permission of every public route', () => {
    expect(doc.paths['/v1/api-keys/list']?.get?.['x-api-key-permission']).toBe('admin');
    expect(doc.paths['/v1/query/create']?.post?.['x-api-key-permission']).toBe('write');
    expect(doc.paths['/v1/query/histories']?.get?.['x-api-key-permission']).toBe('read');
    expect(doc.paths['/login']?.post?.['x-api-key-permission']).toBeUndefined();
  });

  it('serves the CSV export as text/csv', () => {
    const responses = doc.paths['/v1/api-usage/stats/export']?.get?.responses as
      | Record<string, { content?: Record<string, unknown> }>
      | undefined;
    const csv = responses?.['200']?.content;
    expect(Object.keys(csv ?? {})).toEqual(['text/csv']);
  });

  it('answers errors with the shared ErrorEnvelope', () => {
    for (const operation of operationsOf(doc)) {
      for (const status of ['400', '401', '403', '404', '429', '500']) {
        expect((operation.responses as Json)[status], status).toBeDefined();
      }
    }
    expect(resolvePointer(doc, '#/components/schemas/ErrorEnvelope')).toBeDefined();
  });

  it('lists path and query parameters with their types', () => {
    const status = doc.paths['/v1/query/{hash}/status']?.get?.parameters as Json[];
    expect(status[0]).toMatchObject({ name: 'hash', in: 'path', required: true });
    const histories = doc.paths['/v1/query/histories']?.get?.parameters as Json[];
    expect(histories.find((p) => p.name === 'limit')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    });
  });

  it('names the input form of a schema apart when it differs from the output form', () => {
    const schemas = doc.components.schemas as Record<string, Json>;
    expect(schemas.MonitorConfig).toBeDefined();
    expect(schemas.MonitorConfigInput).toBeDefined();
    expect(schemas.Chain).toBeDefined();
    expect(schemas.ChainInput).toBeUndefined();
  });
});
