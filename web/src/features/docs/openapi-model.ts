import openapi from '../../../../docs/openapi.json';
import { type ApiKeyPermission, apiKeyPermissions } from '../../../../shared/rules/api-key-rules';

/**
 * Reads the OpenAPI document (generated from the shared zod schemas by `npm run openapi`) into
 * what the docs page shows: one endpoint per operationId in its public-API form, its parameter
 * rows (path and query parameters, then the JSON body's properties, `$ref`s resolved), the 200
 * example, the error statuses and a curl example. Texts stay in the document's English here;
 * endpoint-text.ts puts them in the reader's language.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: Record<string, Record<string, unknown>>;
}

export type HttpMethod = 'GET' | 'POST';

export interface ParameterRow {
  readonly name: string;
  /** Where it goes: a path segment, the query string or the JSON body. */
  readonly location: 'path' | 'query' | 'body';
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  /** Rendered as JSON text ('' when the document has none). */
  readonly example: string;
  /** The spec's other names the API reads as this one (`x-parameter-aliases`). */
  readonly aliases?: readonly string[];
}

export interface ErrorStatus {
  readonly status: string;
  readonly description: string;
}

export interface Endpoint {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The public API path, e.g. `/v1/query/{hash}/status`. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly parameters: readonly ParameterRow[];
  readonly requestExample: Json | undefined;
  readonly successExample: Json | undefined;
  readonly errors: readonly ErrorStatus[];
  /** The error envelope every non-2xx status answers with (the first error's example). */
  readonly errorExample: Json | undefined;
  /** The API-key permission the call needs (`x-api-key-permission`, from the route table). */
  readonly permission?: ApiKeyPermission;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows `#/components/...` references until a plain object. */
function resolve(document: OpenApiDocument, node: unknown): JsonObject {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    const [, , section, name] = current.$ref.split('/');
    current = document.components[section ?? '']?.[name ?? ''];
  }
  return isObject(current) ? current : {};
}

/** A short type: `string`, `integer`, `"tron" | "bsc"`, `string[]`, `object | null`. */
function typeOf(document: OpenApiDocument, node: unknown): string {
  const schema = resolve(document, node);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(variants)) {
    const types = variants.map((v) => typeOf(document, v)).filter((t) => t !== 'null');
    return [...new Set(types)].join(' | ') || 'null';
  }
  if (schema.type === 'array') return `${typeOf(document, schema.items)}[]`;
  if (typeof schema.type === 'string') return schema.type;
  return isObject(schema.properties) ? 'object' : 'any';
}

/**
 * The shared schemas' descriptions cite our internal specification ("… (spec 01 §9)", "Beyond
 * spec: …" for additions), which means nothing to an API customer: the public page drops them.
 */
export const publicText = (text: string): string =>
  text
    .replace(/^Beyond spec[:,]\s*/, '')
    .replace(/\s*\(beyond spec\)/gi, '')
    .replace(/,\s*beyond spec\b/gi, '')
    .replace(/\s*\(spec \d+ §\d+\)/g, '')
    .replace(/,\s*spec \d+ §\d+/g, '')
    .trim();

/** The first description on the way through `$ref`s and a nullable anyOf. */
function descriptionOf(document: OpenApiDocument, ...nodes: unknown[]): string {
  for (const node of nodes) {
    if (isObject(node) && typeof node.description === 'string') return publicText(node.description);
    const schema = resolve(document, node);
    if (typeof schema.description === 'string') return publicText(schema.description);
  }
  return '';
}

function exampleOf(document: OpenApiDocument, ...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    if (isObject(candidate) && ('$ref' in candidate || 'type' in candidate || 'anyOf' in candidate)) {
      const schema = resolve(document, candidate);
      const found = schema.example ?? schema.default;
      if (found !== undefined) return JSON.stringify(found);
      const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
      if (Array.isArray(variants)) {
        const inner = exampleOf(document, ...variants);
        if (inner) return inner;
      }
      continue;
    }
    return JSON.stringify(candidate);
  }
  return '';
}

/**
 * `user_id` on monitor calls is accepted for the console's compatibility but ignored: the public
 * API acts for the key's owner, so the docs leave such inputs out.
 */
const isIgnored = (description: string) => description.startsWith('Ignored');

const jsonContent = (node: JsonObject): JsonObject => {
  const content = node.content;
  return isObject(content) && isObject(content['application/json']) ? content['application/json'] : {};
};

function findOperation(document: OpenApiDocument, operationId: string) {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (isObject(operation) && operation.operationId === operationId) {
        return { path, method: method.toUpperCase() as HttpMethod, operation };
      }
    }
  }
  return undefined;
}

export function readEndpoint(
  operationId: string,
  document: OpenApiDocument = openapi as unknown as OpenApiDocument,
): Endpoint | undefined {
  const found = findOperation(document, operationId);
  if (!found) return undefined;
  const { path, method, operation } = found;

  const aliasMap = isObject(operation['x-parameter-aliases']) ? operation['x-parameter-aliases'] : {};
  const aliasesOf = (name: string) => {
    const names = Object.keys(aliasMap).filter((alias) => aliasMap[alias] === name);
    return names.length ? { aliases: names } : {};
  };
  const parameters: ParameterRow[] = [];
  for (const raw of (operation.parameters as Json[] | undefined) ?? []) {
    const parameter = resolve(document, raw);
    // Headers (Accept-Language) are common to every call; the authentication section covers them.
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const description = descriptionOf(document, parameter, parameter.schema);
    if (isIgnored(description)) continue;
    parameters.push({
      name: String(parameter.name),
      location: parameter.in,
      type: typeOf(document, parameter.schema),
      required: parameter.required === true,
      description,
      example: exampleOf(document, parameter.example, parameter.schema),
      ...aliasesOf(String(parameter.name)),
    });
  }

  const body = isObject(operation.requestBody) ? jsonContent(resolve(document, operation.requestBody)) : {};
  const bodySchema = resolve(document, body.schema);
  const requestExample = body.example ?? bodySchema.example;
  const required = new Set(Array.isArray(bodySchema.required) ? bodySchema.required : []);
  for (const [name, property] of Object.entries(
    isObject(bodySchema.properties) ? bodySchema.properties : {},
  )) {
    const description = descriptionOf(document, property);
    if (isIgnored(description)) continue;
    const fromRequest = isObject(requestExample) ? requestExample[name] : undefined;
    parameters.push({
      name,
      location: 'body',
      type: typeOf(document, property),
      required: required.has(name),
      description,
      example: exampleOf(document, isObject(property) ? property.example : undefined, fromRequest, property),
      ...aliasesOf(name),
    });
  }

  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = jsonContent(resolve(document, responses['200']));
  const errors: ErrorStatus[] = [];
  let errorExample: Json | undefined;
  for (const [status, raw] of Object.entries(responses)) {
    if (status.startsWith('2')) continue;
    const response = resolve(document, raw);
    errors.push({ status, description: publicText(String(response.description ?? '')) });
    errorExample ??= jsonContent(response).example;
  }

  return {
    operationId,
    method,
    path,
    summary: String(operation.summary ?? ''),
    description: publicText(String(operation.description ?? '')),
    parameters,
    requestExample,
    successExample: success.example ?? resolve(document, success.schema).example,
    errors,
    errorExample,
    ...(isPermission(operation['x-api-key-permission'])
      ? { permission: operation['x-api-key-permission'] }
      : {}),
  };
}

const isPermission = (value: unknown): value is ApiKeyPermission =>
  apiKeyPermissions.some((permission) => permission === value);

export const formatJson = (value: Json | undefined): string => JSON.stringify(value ?? {}, null, 2);
