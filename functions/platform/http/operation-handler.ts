import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import { corsAllowHeaders } from '../../../shared/api/cors';
import { apiSecurityHeaders, parseAllowedOrigins } from '../../../shared/api/header-policy';
import { routeById } from '../../../shared/api/routes';
import { operations } from '../../../shared/contract/operations';
import {
  aliasesOf,
  canonicalParameters,
  fieldNamesOf,
  type ParameterCheck,
} from '../../../shared/contract/request-parameters';
import { errorCodeMessage } from '../../../shared/errors/error-codes';
import { errorEnvelope } from '../../../shared/errors/error-envelope';
import type { Language } from '../../../shared/i18n/languages';
import type { UsageChain } from '../../../shared/rules/chain-rules';
import { AppError } from '../../domain/app-error';
import type { Logger } from '../logger';
import { clientAddressOf, clientKey, isConsoleRequest, unknownClient } from './client-address';
import { cookiesOf, idempotencyKeyOf, languageOf, requireJsonContent } from './headers';
import type { CallerContext, GroupHandler, HttpPlatform } from './types';

/**
 * Wraps one operation of the contract into an API Gateway handler: JSON only (a write without
 * `Content-Type: application/json` answers 415), JSON parsing, the spec's other names of
 * parameters read as the contract's and a query parameter the operation does not take refused
 * (400 unknown_parameter; request-parameters.ts), validation of
 * body, query and path parameters with the operation's zod schemas (a 400 naming the field), a
 * console request without the client's address refused (403), the
 * caller's identity from the authorizer, error mapping to the catalogue envelope, CORS, and one
 * structured log line per request carrying the request id. The answer itself is validated too,
 * so a handler cannot drift from the published contract.
 */
type Operations = typeof operations;
export type ContractOperationId = keyof Operations;
type Infer<C, K extends string> = C extends Record<K, z.ZodType> ? z.infer<C[K]> : undefined;

export interface OperationRequest<Id extends ContractOperationId> {
  readonly body: Infer<Operations[Id], 'body'>;
  readonly query: Infer<Operations[Id], 'query'>;
  readonly params: Infer<Operations[Id], 'params'>;
  /** Present on every route whose auth is not `none` (the authorizer ran). */
  readonly caller: CallerContext | undefined;
  readonly language: Language;
  /** The Idempotency-Key header, when sent (checked: a malformed one answers 400). */
  readonly idempotencyKey: string | undefined;
  readonly requestId: string;
  /** The client's address as AWS sees it (client-address.ts). */
  readonly sourceIp: string;
  /** What per-client limits count by: the address, IPv6 by its /64 (client-address.ts). */
  readonly client: string;
  /** The request's cookies by name (the console's device cookie; nothing else reads them). */
  readonly cookies: Readonly<Record<string, string>>;
  readonly log: Logger;
  /** What the call should be metered as, when made with an API key (the implementation fills it). */
  readonly usage: UsageNote;
  /** Headers the implementation adds to a successful answer (a Set-Cookie). */
  readonly reply: ReplyNote;
}

export interface ReplyNote {
  readonly headers: Record<string, string>;
}

/**
 * The chain a call concerns, for the usage statistics. Its credits are not noted here: the
 * ledger adds every move's credits to the same counters as they land (credit-ledger.ts).
 */
export interface UsageNote {
  chain?: UsageChain;
}

export type OperationImplementation<Id extends ContractOperationId> = (
  request: OperationRequest<Id>,
) => Promise<z.input<Operations[Id]['response']>>;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', ...apiSecurityHeaders };

export function operationHandler<Id extends ContractOperationId>(
  operationId: Id,
  { log, corsAllowOrigin, recordCall }: HttpPlatform,
  implementation: OperationImplementation<Id>,
): GroupHandler {
  const contract = operations[operationId] as {
    responseContentType?: string;
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
    response: z.ZodType;
  };
  const route = routeById(operationId);
  if (!route) throw new Error(`Operation ${operationId} is not in the route table`);
  const aliases = aliasesOf(route.operationId);
  const queryFields = fieldNamesOf(contract.query);
  const bodyFields = fieldNamesOf(contract.body);

  const core = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const language = languageOf(event);
    const requestId = event.requestContext?.requestId ?? 'unknown';
    const requestLog = log.child({ requestId, operationId });
    const caller = callerOf(event);
    const sourceIp = clientAddressOf(event);
    const client = clientKey(sourceIp);
    if (client === unknownClient && isConsoleRequest(event)) {
      // Counting it as the shared "unknown" client would let one caller use up, or escape, every
      // per-client limit. On AWS the console API's web ACL refuses such a request first, and
      // alarms (web-acls.ts); this holds wherever that rule does not.
      requestLog.error('console request without a client address');
      throw new AppError('client_address_missing');
    }
    // Before anything else: a write a foreign page could send without a preflight does nothing.
    requireJsonContent(event);
    if (route.auth !== 'none' && !caller) throw new AppError('session_invalid');

    // Every operation, with a query schema or not: a parameter nothing reads is refused.
    const queryInput = accepted(
      canonicalParameters(queryObject(event), queryFields, aliases.query),
      language,
    );
    const body = contract.body
      ? validate(
          contract.body,
          bodyWithAliases(parseJsonBody(event.body), bodyFields, aliases.body, language),
          'body',
          language,
        )
      : undefined;
    const query = contract.query ? validate(contract.query, queryInput, 'query', language) : undefined;
    const params = contract.params
      ? validate(contract.params, event.pathParameters ?? {}, 'params', language)
      : undefined;
    const idempotencyKey = idempotencyKeyOf(event);

    const usage: UsageNote = {};
    usageNotes.set(event, usage);
    const reply: ReplyNote = { headers: {} };
    const answer = await implementation({
      body,
      query,
      params,
      caller,
      language,
      idempotencyKey,
      requestId,
      sourceIp,
      client,
      cookies: cookiesOf(event),
      log: requestLog,
      usage,
      reply,
    } as OperationRequest<Id>);

    const checked = contract.response.safeParse(answer);
    if (!checked.success) {
      requestLog.error('response does not match the contract', { issues: checked.error.issues });
      throw new Error('Response contract violation');
    }
    if (contract.responseContentType) {
      return {
        statusCode: 200,
        headers: {
          'Content-Type': `${contract.responseContentType}; charset=utf-8`,
          'Content-Disposition': `attachment; filename="${operationId}.csv"`,
        },
        body: String(checked.data),
      };
    }
    return {
      statusCode: 200,
      headers: { ...JSON_HEADERS, ...reply.headers },
      body: JSON.stringify(checked.data),
    };
  };
  const usageNotes = new WeakMap<object, UsageNote>();
  const meter = recordCall
    ? async (event: APIGatewayProxyEvent, status: number, ms: number) => {
        const caller = callerOf(event);
        const apiKeyId = Number(caller?.apiKeyId ?? 0);
        if (!caller || !(apiKeyId > 0)) return;
        const note = usageNotes.get(event) ?? {};
        try {
          await recordCall({
            userId: caller.userId,
            apiKeyId,
            chain: note.chain ?? null,
            at: Date.now(),
            success: status < 400,
            responseMs: ms,
          });
        } catch (error) {
          // A lost count must not turn a served call into a failure.
          log.warn('usage not recorded', { operationId, error });
        }
      }
    : undefined;

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(
      // Only listed origins get Access-Control-Allow-Origin (echoed, with Vary: Origin); the
      // console itself is same-origin behind CloudFront and needs none.
      httpCors({
        origins: parseAllowedOrigins(corsAllowOrigin),
        headers: corsAllowHeaders.join(','),
      }),
    )
    .use(errorMapping(log, operationId, meter))
    .handler(core) as unknown as GroupHandler;
}

/** Maps thrown errors to catalogue envelopes and logs every request once. */
function errorMapping(
  log: Logger,
  operationId: string,
  meter?: (event: APIGatewayProxyEvent, status: number, ms: number) => Promise<void>,
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  const started = new WeakMap<object, number>();
  const finish = async (request: middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult>) => {
    const ms = Date.now() - (started.get(request) ?? Date.now());
    log.info('request', {
      requestId: request.event.requestContext?.requestId,
      operationId,
      status: request.response?.statusCode,
      ms,
    });
    await meter?.(request.event, request.response?.statusCode ?? 500, ms);
  };
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: finish,
    onError: async (request) => {
      const error = request.error;
      const language = languageOf(request.event);
      if (error instanceof AppError) {
        request.response = {
          statusCode: error.status,
          headers: { ...JSON_HEADERS, ...error.options.headers },
          body: JSON.stringify(
            errorEnvelope(error.status, language, {
              code: error.code,
              message: error.options.message ?? errorCodeMessage(error.code, language),
              field: error.options.field,
              data: error.options.data,
            }),
          ),
        };
      } else {
        log.error('unhandled error', {
          requestId: request.event.requestContext?.requestId,
          operationId,
          error,
        });
        request.response = {
          statusCode: 500,
          headers: JSON_HEADERS,
          body: JSON.stringify(errorEnvelope(500, language, { code: 'internal' })),
        };
      }
      await finish(request);
    },
  };
}

/**
 * Field messages exist in English only, so other languages get the catalogue's translated 400
 * message; the English detail of every issue stays in `data.issues`.
 */
function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  where: 'body' | 'query' | 'params',
  language: Language,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const first = issues[0]!;
  throw new AppError('invalid_parameter', {
    field: first.field,
    ...(language === 'en-US' ? { message: first.message } : {}),
    data: { issues },
  });
}

/** The canonical parameters, or the 400 that names the one at fault. */
function accepted<T>(check: ParameterCheck<T>, language: Language): T {
  if (check.ok) return check.value;
  if (check.problem === 'unknown') {
    throw new AppError('unknown_parameter', { field: check.field });
  }
  throw new AppError('invalid_parameter', {
    field: check.field,
    // As with validation: the English detail in English only, the catalogue's 400 text otherwise.
    ...(language === 'en-US'
      ? { message: `${check.field} is another name for ${check.canonical}: give it once` }
      : {}),
  });
}

/**
 * A body's fields under the spec's other names, renamed. Unknown body fields stay as they were
 * (the schema drops them): only the query string is strict, where a dropped filter misleads.
 */
function bodyWithAliases(
  body: unknown,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> | undefined,
  language: Language,
): unknown {
  if (!aliases || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return accepted(canonicalParameters(body as Record<string, unknown>, fields, aliases, false), language);
}

function parseJsonBody(body: string | null): unknown {
  if (body === null || body.trim() === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('invalid_json', { field: 'body' });
  }
}

/** Single values as strings, repeated parameters (`chains=tron&chains=bsc`) as arrays. */
function queryObject(event: APIGatewayProxyEvent): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined) out[key] = value;
  }
  for (const [key, values] of Object.entries(event.multiValueQueryStringParameters ?? {})) {
    if (values && values.length > 1) out[key] = values;
  }
  return out;
}

/** API Gateway passes authorizer context values as strings. */
function callerOf(event: APIGatewayProxyEvent): CallerContext | undefined {
  const context = event.requestContext?.authorizer as Record<string, unknown> | null | undefined;
  const userId = context?.userId;
  if (typeof userId !== 'string' || userId === '') return undefined;
  const expires = Number(context?.tokenExpiresAt);
  return {
    userId,
    ...(typeof context?.tokenId === 'string' && context.tokenId ? { tokenId: context.tokenId } : {}),
    ...(Number.isFinite(expires) && expires > 0 ? { tokenExpiresAt: expires } : {}),
    ...(context?.apiKeyId !== undefined && context.apiKeyId !== ''
      ? { apiKeyId: String(context.apiKeyId) }
      : {}),
  };
}
