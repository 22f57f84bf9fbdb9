import { HttpResponse, http } from 'msw';
import { HttpNetworkFrame } from 'msw/experimental';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { apiBasePaths, routeById } from '../../../shared/api/routes';
import { type OperationContract, operations } from '../../../shared/contract/operations';
import {
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  runtimeConfigSchema,
} from '../../../shared/contract/runtime-config.schema';
import { type ErrorDetails, errorEnvelope } from '../../../shared/errors/error-envelope';
import type { Answer, ConsoleOperation } from '../lib/api-client';

/**
 * The network of the web tests (MSW at the fetch level): nothing answers unless the test declares
 * it with `answerApi`, and test/setup.ts fails a test that sent a request nobody answers. The
 * handlers hold both sides to the contract (shared/contract/operations.ts) as the real server
 * does: a request whose path parameters, query or body the server would refuse, a signed-in
 * route called without a token, and an answer that does not parse under the operation's response
 * schema are all recorded as problems that fail the test, so the fixtures cannot drift from the
 * contract. A raw `Response` (from `apiFailure`, `networkFailure` or `HttpResponse`) is sent as
 * it is: the way to answer with an error or, deliberately, outside the contract.
 */
export const apiServer = setupServer(
  // The deployment's runtime config, which the shell reads on every page: none configured unless
  // a test says otherwise (answerRuntimeConfig).
  http.get(RUNTIME_CONFIG_PATH, () => HttpResponse.json({ contact: {} } satisfies RuntimeConfig)),
);

/** Answers /runtime-config.json with these settings for the rest of the test. */
export function answerRuntimeConfig(config: RuntimeConfig): void {
  apiServer.use(http.get(RUNTIME_CONFIG_PATH, () => HttpResponse.json(runtimeConfigSchema.parse(config))));
}

const problems: string[] = [];

/** Unhandled requests and contract breaches of the current test; cleared by `takeProblems`. */
export function takeProblems(): string[] {
  return problems.splice(0);
}

export function startApiServer(): void {
  apiServer.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      if (frame instanceof HttpNetworkFrame) {
        const { method, url } = frame.data.request;
        problems.push(
          `No handler for ${method} ${url}: declare it with answerApi (test/api-server.ts); a request still in flight when the previous test ended shows up here too`,
        );
      }
      defaults.error();
    },
  });
}

/** One request as the mock server saw it. */
export interface ApiCall {
  /** The route's path as called, without the base path: `/login`, `/v1/query/q_…/status`. */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body, `undefined` on a GET. */
  readonly body: unknown;
  readonly headers: Headers;
}

type Reply<Id extends ConsoleOperation> = Answer<Id> | Response;
type Resolver<Id extends ConsoleOperation> = Reply<Id> | ((call: ApiCall) => Reply<Id> | Promise<Reply<Id>>);

const issuesOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * Answers one operation for the rest of the test: with a fixed answer, or a resolver that sees the
 * call and returns the answer (typed by the contract) or a Response. Every call is recorded in the
 * returned array (or in `calls`, to share one log between operations), in order.
 */
export function answerApi<Id extends ConsoleOperation>(
  operationId: Id,
  resolve: Resolver<Id>,
  calls: ApiCall[] = [],
): ApiCall[] {
  const route = routeById(operationId);
  if (!route) throw new Error(`No route for ${operationId}`);
  const contract = operations[operationId];
  const pattern = `${apiBasePaths.console}${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const method = route.method === 'GET' ? http.get : http.post;

  apiServer.use(
    method(pattern, async ({ request, params }) => {
      const url = new URL(request.url);
      const body: unknown = route.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
      const call: ApiCall = {
        path: url.pathname.slice(apiBasePaths.console.length),
        params: params as Record<string, string>,
        query: url.searchParams,
        body,
        headers: request.headers,
      };
      calls.push(call);

      const refusal = refusalOf(operationId, call);
      if (refusal) {
        problems.push(refusal);
        return HttpResponse.json(errorEnvelope(400, 'en-US', { message: refusal }), { status: 400 });
      }
      // A fixed Response is sent as a copy, so it can answer any number of calls.
      const reply =
        typeof resolve === 'function'
          ? await resolve(call)
          : resolve instanceof Response
            ? resolve.clone()
            : resolve;
      if (reply instanceof Response) return reply;
      const checked = contract.response.safeParse(reply);
      if (!checked.success)
        problems.push(`${operationId}: the answer breaks the contract: ${issuesOf(checked.error)}`);
      return HttpResponse.json(reply as object);
    }),
  );
  return calls;
}

/** What the real server would refuse in this call, if anything. */
function refusalOf(operationId: ConsoleOperation, call: ApiCall): string | undefined {
  const route = routeById(operationId);
  const contract: OperationContract = operations[operationId];
  if (route?.auth !== 'none' && !call.headers.get('Authorization')?.startsWith('Bearer ')) {
    return `${operationId}: called without a bearer token`;
  }
  const parts = [
    ['path parameters', contract.params, call.params],
    ['query', contract.query, Object.fromEntries(call.query)],
    ['body', contract.body, call.body],
  ] as const;
  for (const [name, schema, value] of parts) {
    const checked = schema?.safeParse(value);
    if (checked && !checked.success)
      return `${operationId}: the server would refuse the ${name}: ${issuesOf(checked.error)}`;
  }
  return undefined;
}

/** The operation's example answer from the contract (shared/contract/operations.ts). */
export const exampleAnswer = <Id extends ConsoleOperation>(operationId: Id): Answer<Id> =>
  operations[operationId].examples.response as Answer<Id>;

/** An error answer in the API's envelope (spec 01 §8), as the server sends it. */
export const apiFailure = (status: number, details: ErrorDetails = {}): Response =>
  HttpResponse.json(errorEnvelope(status, 'en-US', details), { status });

/** A request that never reaches the server: fetch rejects (spec 01 §8: NETWORK, status 0). */
export const networkFailure = (): Response => HttpResponse.error();

/** An answer that never comes (a load that stays pending). */
export const noAnswer = (): Promise<never> => new Promise<never>(() => {});
