import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { Logger } from '../logger';
import { powertoolsLoggerOf } from './powertools-logger';

/**
 * Every Lambda entry's outermost wrapper: Powertools' injectLambdaContext (middy) adds the
 * invocation's request id, cold start, function name and memory to each log line of the entry's
 * logger, and a correlation id read from the event, then clears them when the invocation ends.
 */
export const correlationPaths = {
  /** API Gateway REST (handlers and the REQUEST authorizer): the gateway's request id. */
  apiGateway: 'requestContext.requestId',
  /** The analysis tasks: every input carries the query it works on. */
  analysisTask: 'query_hash',
  /** Scheduled (EventBridge) events: the event id. */
  scheduledEvent: 'id',
} as const;

export function withLambdaContext<TEvent, TResult>(
  log: Logger,
  handler: (event: TEvent, context: Context) => Promise<TResult>,
  options: { readonly correlationIdPath?: string } = {},
) {
  const wrapped = middy<TEvent, TResult>().handler((event, context) => handler(event, context));
  const powertools = powertoolsLoggerOf(log);
  // A logger that is not Powertools' (a test's fake) has no context to inject.
  if (powertools) {
    wrapped.use(
      injectLambdaContext(powertools, {
        resetKeys: true,
        ...(options.correlationIdPath ? { correlationIdPath: options.correlationIdPath } : {}),
      }),
    );
  }
  return wrapped;
}
