import { z } from 'zod';
import {
  type ApiName,
  type AuthKind,
  apiBasePaths,
  apisOf,
  isBuilt,
  type RouteDefinition,
  routes,
} from '../api/routes';
import { errorEnvelope, errorEnvelopeSchema } from '../errors/error-envelope';
import { permissionFor } from '../rules/api-key-permissions';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
} from '../rules/idempotency-rules';
import { contractOf, type OperationContract } from './operations';
import { aliasesOf } from './request-parameters';

/**
 * Builds the OpenAPI 3.1 document of both APIs from the route table and the operation contracts
 * (DESIGN §5: one contract, many uses). Pure and deterministic, so `npm run openapi` rewrites
 * docs/openapi.json byte for byte unless the contract changed, and a test can tell when the
 * committed file is stale.
 *
 * Schemas come from zod 4's own `z.toJSONSchema` (draft 2020-12, which OpenAPI 3.1 accepts).
 * Request schemas are converted as their input type (defaults optional, query strings as
 * numbers) and responses as their output type. Every schema with a meta `id` becomes a component;
 * when its input and output forms differ (defaults, transforms) the input form is named `<id>Input`.
 */

type Json = { [key: string]: unknown };
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
/** Refs between conversion and naming: `#/components/schemas/<io>:<id>`. */
const placeholder = (io: Io, id: string) => `${COMPONENTS}${io}:${id}`;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Applies `fn` to every object in a JSON tree, depth first, and returns the tree. */
function walk<T>(node: T, fn: (obj: Json) => void): T {
  if (Array.isArray(node)) for (const item of node) walk(item, fn);
  else if (isObject(node)) {
    fn(node);
    for (const value of Object.values(node)) walk(value, fn);
  }
  return node;
}

/** Collects the id'd schemas met while converting, per io, to name and emit them once. */
class SchemaCollector {
  private readonly defs: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };

  convert(schema: z.ZodType, io: Io): Json {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      // Transforms have no JSON Schema; their other side is documented instead.
      unrepresentable: 'any',
    }) as Json;
    const { $schema: _dialect, $defs, ...root } = converted;
    const retarget = (tree: Json) =>
      walk(tree, (obj) => {
        if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/$defs/')) {
          obj.$ref = placeholder(io, decodeURIComponent(obj.$ref.slice('#/$defs/'.length)));
        }
      });
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const clean = tidy(retarget(def));
      const known = this.defs[io].get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(clean)) {
        throw new Error(`Two different schemas share the meta id "${id}" (${io})`);
      }
      this.defs[io].set(id, clean);
    }
    return tidy(retarget(root));
  }

  /** Picks component names and returns the components plus a rewrite of placeholder refs. */
  finish(): { schemas: Record<string, Json>; resolve: (ref: string) => string } {
    const inputOnlyName = new Set<string>();
    const nameOf = (io: Io, id: string) => (io === 'input' && inputOnlyName.has(id) ? `${id}Input` : id);
    const resolved = (def: Json) =>
      JSON.stringify(def).replaceAll(new RegExp(`"${COMPONENTS}(input|output):([^"]+)"`, 'g'), (_m, i, id) =>
        JSON.stringify(COMPONENTS + nameOf(i as Io, id)),
      );
    // A parent differs when a child does, so repeat until the set of split names is stable.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [id, input] of this.defs.input) {
        const output = this.defs.output.get(id);
        if (!output || inputOnlyName.has(id)) continue;
        if (resolved(input) !== resolved(output)) {
          inputOnlyName.add(id);
          changed = true;
        }
      }
    }
    const schemas: Record<string, Json> = {};
    for (const io of ['output', 'input'] as const) {
      for (const [id, def] of this.defs[io]) schemas[nameOf(io, id)] = JSON.parse(resolved(def)) as Json;
    }
    const sorted = Object.fromEntries(
      Object.keys(schemas)
        .sort()
        .map((k) => [k, schemas[k]!]),
    );
    const resolve = (ref: string) => {
      const m = /^#\/components\/schemas\/(input|output):(.+)$/.exec(ref);
      return m ? COMPONENTS + nameOf(m[1] as Io, m[2]!) : ref;
    };
    return { schemas: sorted, resolve };
  }
}

/**
 * Drops noise zod adds: the ±2^53 bounds of z.int(), the long regex beside a date(-time) format,
 * and `additionalProperties: false` of outputs.
 */
function tidy(tree: Json): Json {
  return walk(tree, (obj) => {
    if ((obj.format === 'date-time' || obj.format === 'date') && typeof obj.pattern === 'string')
      delete obj.pattern;
    if (obj.maximum === Number.MAX_SAFE_INTEGER) delete obj.maximum;
    if (obj.minimum === Number.MIN_SAFE_INTEGER) delete obj.minimum;
    // Answers may gain fields; a client must not reject them.
    if (obj.additionalProperties === false) delete obj.additionalProperties;
  });
}

const errorResponses = {
  '400': [
    'BadRequest',
    'Invalid parameters; `field` names the offending input. A query parameter the operation does not take answers unknown_parameter: none is ignored',
  ],
  '401': ['Unauthorized', 'Missing, invalid or expired credentials'],
  '403': ['Forbidden', 'The plan or the key does not allow this'],
  '404': ['NotFound', 'No such resource (or the route is not built yet)'],
  '429': ['TooManyRequests', 'Rate limit or cooldown; try again later'],
  '500': ['InternalError', 'Internal error'],
  // Not from a handler's code but from what stands in front of it, or a dependency that is down.
  '502': [
    'BadGateway',
    'Gateway error: the console’s edge could not reach the API (the public API answers a failed handler as 500); retry',
  ],
  '503': [
    'ServiceUnavailable',
    'Temporarily unavailable: a chain data source is down (service_unavailable), or your plan is being updated by other requests (plan_busy: retry after the time in Retry-After)',
  ],
  '504': [
    'GatewayTimeout',
    'Gateway timeout: no answer in time (API Gateway waits 29 s). A charging call that timed out may have run: retry it with the same Idempotency-Key',
  ],
} as const;

/** Answered only by the operations that name them (OperationContract.extraErrors), or every POST (415). */
const extraErrorResponses = {
  '409': [
    'Conflict',
    'Not applied as it stands; the error’s code says why: the resource changed meanwhile (reload it and apply the change again), or confirm_cost (query/create: confirm the estimate’s cost with max_credits, or set a limit)',
  ],
  '415': [
    'UnsupportedMediaType',
    'A POST without `Content-Type: application/json` (unsupported_media_type): only JSON bodies are read',
  ],
  '422': [
    'IdempotencyKeyReused',
    'The Idempotency-Key was used in the last 24 hours with a different request (idempotency_key_reused)',
  ],
} as const;

const errorExample = (status: number) =>
  status === 400
    ? errorEnvelope(400, 'en-US', { code: 'invalid_parameter', field: 'address' })
    : errorEnvelope(status, 'en-US');

const securityOf = (auth: AuthKind): Json[] => {
  const user = { bearerAuth: [] };
  const keys = [{ apiKeyHeader: [] }, { apiKeyQuery: [] }];
  switch (auth) {
    case 'none':
      return [];
    case 'user':
      return [user];
    case 'api-key':
      return keys;
    case 'user-or-api-key':
      return [user, ...keys];
  }
};

const serverOf: Record<ApiName, Json> = {
  console: {
    url: apiBasePaths.console,
    description: 'Console API (the web console; Cognito access token as a bearer token)',
    'x-api': 'console',
  },
  public: {
    url: `https://api.{host}${apiBasePaths.public}`,
    description: 'Public API (X-API-Key header, or the api_key query parameter)',
    variables: { host: { default: 'example.com', description: 'The deployment’s domain' } },
    'x-api': 'public',
  },
};

const tags: { name: OperationContract['tag']; description: string }[] = [
  { name: 'Accounts', description: 'Sign-up, sign-in, session and plan (console only)' },
  {
    name: 'API keys',
    description: 'Personal API keys; advanced plan or above (with a key: admin permission)',
  },
  { name: 'Usage', description: 'API usage statistics; advanced plan or above' },
  { name: 'Credits', description: 'The credit statement: every move of your credits' },
  { name: 'Queries', description: 'Risk analysis of an address: create, poll, fetch the report, history' },
  { name: 'Screening', description: 'Batch screening of up to 1,000 addresses against the label database' },
  { name: 'Monitoring', description: 'Monitored addresses, their configuration and alerts' },
];

/** Query-string and path parameters from an object schema's input JSON Schema. */
function parametersOf(
  location: 'query' | 'path',
  json: Json,
  components: (ref: string) => Json | undefined,
  examples: unknown,
  aliases: Readonly<Record<string, string>> = {},
): Json[] {
  const object = typeof json.$ref === 'string' ? (components(json.$ref) ?? {}) : json;
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, example, ...schema } = property;
    const fromExamples = isObject(examples) ? examples[name] : undefined;
    let exampleValue = fromExamples ?? example;
    if (typeof exampleValue === 'string' && (schema.type === 'integer' || schema.type === 'number')) {
      exampleValue = Number(exampleValue);
    }
    const otherNames = Object.keys(aliases).filter((alias) => aliases[alias] === name);
    const also = otherNames.length ? `Also read as ${otherNames.map((a) => `\`${a}\``).join(', ')}` : '';
    const text = [description, also].filter(Boolean).join('. ');
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(text ? { description: text } : {}),
      schema,
      ...(exampleValue !== undefined ? { example: exampleValue } : {}),
    };
  });
}

const jsonContent = (schema: Json, example: unknown, mediaType = 'application/json'): Json => ({
  [mediaType]: { schema, ...(example !== undefined ? { example } : {}) },
});

const info = {
  title: 'Wallet risk API',
  version: '1.0.0',
  description: [
    'Risk analysis of TRON, ethereum and bsc USDT addresses: start a query, poll its status, fetch the report; monitor addresses and receive alerts.',
    '',
    'Two APIs share these operations (see `x-apis` on each): the console API under `/api` (the web console, with a bearer access token) and the public API at `https://api.{host}/v1` (with a personal API key in the `X-API-Key` header, or the `api_key` query parameter).',
    '',
    'Every error answers `{ "error": { type, status, message, code?, field?, data? } }`. Queries cost 1 credit per 1000 transfers analysed, minimum 1.',
  ].join('\n'),
};

export function buildOpenApiDocument(): Json {
  const collector = new SchemaCollector();
  const errorEnvelopeJson = collector.convert(errorEnvelopeSchema, 'output');

  const built = routes.map((route: RouteDefinition) => {
    const contract = contractOf(route.operationId);
    if (!contract) throw new Error(`No contract for route ${route.operationId}`);
    return {
      route,
      contract,
      body: contract.body ? collector.convert(contract.body, 'input') : undefined,
      query: contract.query ? collector.convert(contract.query, 'input') : undefined,
      params: contract.params ? collector.convert(contract.params, 'input') : undefined,
      response: collector.convert(contract.response, 'output'),
    };
  });

  const { schemas, resolve } = collector.finish();
  const fix = <T>(tree: T): T =>
    walk(tree, (obj) => {
      if (typeof obj.$ref === 'string') obj.$ref = resolve(obj.$ref);
    });
  const component = (ref: string) =>
    ref.startsWith(COMPONENTS) ? schemas[ref.slice(COMPONENTS.length)] : undefined;

  const paths: Record<string, Record<string, Json>> = {};
  for (const { route, contract, body, query, params, response } of built) {
    const apis = apisOf(route.auth);
    const aliases = aliasesOf(route.operationId);
    const otherNames = { ...aliases.query, ...aliases.body };
    const parameters = [
      ...(params ? parametersOf('path', fix(params), component, contract.examples.request) : []),
      ...(query
        ? parametersOf('query', fix(query), component, contract.examples.request, aliases.query)
        : []),
      ...(contract.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
      { $ref: '#/components/parameters/AcceptLanguage' },
    ];
    const operation: Json = {
      operationId: route.operationId,
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      tags: [contract.tag],
      servers: apis.map((api) => serverOf[api]),
      security: securityOf(route.auth),
      parameters,
      ...(body
        ? { requestBody: { required: true, content: jsonContent(fix(body), contract.examples.request) } }
        : {}),
      responses: {
        '200': {
          description: 'Success',
          content: jsonContent(fix(response), contract.examples.response, contract.responseContentType),
        },
        ...Object.fromEntries(
          [
            ...Object.entries(errorResponses),
            ...Object.entries(extraErrorResponses).filter(
              ([status]) =>
                (contract.extraErrors ?? []).some((extra) => String(extra) === status) ||
                (contract.idempotent && status === '422') ||
                (route.method === 'POST' && status === '415'),
            ),
          ]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([status, [name]]) => [status, { $ref: `#/components/responses/${name}` }]),
        ),
      },
      'x-apis': apis,
      'x-auth': route.auth,
      // The spec's other names of some parameters (request-parameters.ts): alias → field.
      ...(Object.keys(otherNames).length ? { 'x-parameter-aliases': otherNames } : {}),
      ...(apis.includes('public') ? { 'x-api-key-permission': permissionFor(route) } : {}),
      'x-built': isBuilt(route),
      'x-live-on': [...route.live],
    };
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info,
    servers: [serverOf.console, serverOf.public],
    tags,
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.entries({ ...errorResponses, ...extraErrorResponses }).map(([status, [name, description]]) => [
          name,
          {
            description,
            content: jsonContent(fix(structuredClone(errorEnvelopeJson)), errorExample(Number(status))),
          },
        ]),
      ),
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description: `Makes a retry safe: the same key with the same request within ${IDEMPOTENCY_KEY_HOURS} hours answers the first answer again and is charged once; with a different request it answers 422 idempotency_key_reused. 8-64 letters, digits or _.:-`,
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          example: 'order-2026-11-25-0001',
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'Language of messages: zh-CN, zh-TW or en-US (API answers default to en-US)',
          schema: { type: 'string' },
          example: 'en-US',
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Console API: the access token from /login',
        },
        apiKeyHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'Public API (recommended)',
        },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key', description: 'Public API' },
      },
    },
  };
}

/** The committed form of the document: 2-space JSON and a final newline. */
export const renderOpenApiDocument = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
