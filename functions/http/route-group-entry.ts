import type { RouteGroup } from '../../shared/api/routes';
import type { Container } from '../platform/container';
import { type GroupHandlers, routeGroupHandler } from '../platform/http/route-group';
import { correlationPaths, withLambdaContext } from '../platform/logging/lambda-logging';

/**
 * The Lambda handler of one route group: its handlers over the process's container, with the
 * request id as every log line's correlation id. The group's services are built by its first
 * request that needs them.
 */
export const routeGroupEntry = <Group extends RouteGroup>(
  group: Group,
  container: Container,
  handlersOf: (container: Container) => GroupHandlers<Group>,
) =>
  withLambdaContext(
    container.log,
    routeGroupHandler(group, handlersOf(container), container.config.CORS_ALLOW_ORIGIN),
    { correlationIdPath: correlationPaths.apiGateway },
  );
