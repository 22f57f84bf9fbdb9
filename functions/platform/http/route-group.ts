import type { APIGatewayProxyEvent } from 'aws-lambda';
import { allowedOriginFor, apiSecurityHeaders, parseAllowedOrigins } from '../../../shared/api/header-policy';
import { type LiveOperationOf, type OperationId, type RouteGroup, routes } from '../../../shared/api/routes';
import { errorEnvelope } from '../../../shared/errors/error-envelope';
import { header, languageOf } from './headers';
import {
  type ContractOperationId,
  type OperationImplementation,
  operationHandler,
} from './operation-handler';
import type { GroupHandler, HttpPlatform } from './types';

/** A handler for every live operation of the group: a missing one fails tsc, not a request. */
export type GroupHandlers<Group extends RouteGroup> = {
  readonly [Id in LiveOperationOf<Group>]: GroupHandler;
};

/** What a group's handlers do, by operation: each implementation is typed by its own contract. */
export type GroupImplementations<Group extends RouteGroup> = {
  readonly [Id in LiveOperationOf<Group>]: OperationImplementation<Id>;
};

/**
 * A group's handlers from its implementations: each is wrapped in its operation's handler
 * (validation, errors, metering) under the id it is listed by, so the id is written once.
 */
export function groupHandlers<Group extends RouteGroup>(
  http: HttpPlatform,
  implementations: GroupImplementations<Group>,
): GroupHandlers<Group> {
  const byId = Object.entries(implementations) as [ContractOperationId, OperationImplementation<never>][];
  return Object.fromEntries(
    byId.map(([id, implementation]) => [id, operationHandler(id, http, implementation)]),
  ) as GroupHandlers<Group>;
}

/**
 * One Lambda per route group: dispatches on the operation name that both gateways put in the
 * request context (the route's operationId), falling back to method + resource template.
 */
export function routeGroupHandler<Group extends RouteGroup>(
  group: Group,
  handlers: GroupHandlers<Group>,
  corsAllowOrigin: string,
): GroupHandler {
  const ofGroup = routes.filter((r) => r.group === group);
  const allowedOrigins = parseAllowedOrigins(corsAllowOrigin);
  return async (event, context) => {
    // operationName is set by both gateways but missing from the aws-lambda typings.
    const named = (event.requestContext as { operationName?: string } | undefined)?.operationName;
    const operationId = named ?? operationFromResource(event);
    const route = ofGroup.find((r) => r.operationId === operationId);
    const handler = route
      ? (handlers as Partial<Record<OperationId, GroupHandler>>)[route.operationId]
      : undefined;
    if (!handler) {
      const allowOrigin = allowedOriginFor(allowedOrigins, header(event, 'origin'));
      return {
        statusCode: 404,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          ...apiSecurityHeaders,
          ...(allowOrigin ? { 'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin' } : {}),
        },
        body: JSON.stringify(errorEnvelope(404, languageOf(event), { code: 'not_found' })),
      };
    }
    return handler(event, context);
  };

  function operationFromResource(event: APIGatewayProxyEvent): string | undefined {
    // The console API nests every resource under /api.
    const resource = event.resource?.replace(/^\/api(?=\/)/, '');
    return ofGroup.find((r) => r.method === event.httpMethod && r.path === resource)?.operationId;
  }
}
