import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  type ApiKeySourceType,
  AuthorizationType,
  EndpointType,
  type IAuthorizer,
  LambdaIntegration,
  LogGroupLogDestination,
  MockIntegration,
  PassthroughBehavior,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { corsAllowHeaders } from '../../../shared/api/cors';
import {
  type ApiName,
  apiBasePaths,
  authOn,
  isLiveOn,
  type RouteDefinition,
  type RouteGroup,
  routesOf,
} from '../../../shared/api/routes';
import { addGatewayErrorResponses, corsResponseHeaders, gatewayErrorBody } from './api-errors';

export interface ApiThrottle {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  /** Requests allowed in a burst above the rate. */
  readonly burstLimit: number;
}

export interface RouteTableApiProps {
  readonly api: ApiName;
  readonly stage: string;
  readonly description: string;
  /** The Lambda of each route group; every group with a built route on this API must have one. */
  readonly handlers: Partial<Record<RouteGroup, IFunction>>;
  /** Authorizer per auth kind the API applies (see authOn); a built route whose kind has none fails the synth. */
  readonly authorizers: Partial<Record<'user' | 'api-key', IAuthorizer>>;
  /** The one other origin browsers may call from, or '' for none (same-origin only). */
  readonly corsAllowOrigin: string;
  /** Stage-wide throttle: the ceiling above any usage plan. */
  readonly throttle: ApiThrottle;
  readonly apiKeySourceType?: ApiKeySourceType;
  /** Methods that need a usage-plan key (the public API: its usage plans meter every call). */
  readonly apiKeyRequired?: boolean;
  /** Gateway answers with bodies of their own, by id of api-errors.ts. */
  readonly gatewayErrorBodies?: Readonly<Record<string, string>>;
}

/**
 * One REST API built from the route table (shared/api/routes.ts): a method for each built route,
 * named by its operationId (the handler dispatches on requestContext.operationName), under the
 * API's base path. Routes not built yet get no method, so API Gateway answers them 404.
 */
export class RouteTableApi extends Construct {
  readonly restApi: RestApi;
  readonly builtRoutes: readonly RouteDefinition[];

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    super(scope, id);

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.restApi = new RestApi(this, 'Api', {
      restApiName: `wallet-risk-${props.stage}-${props.api}`,
      description: props.description,
      // Regional: the console API sits behind our own CloudFront distribution, and API clients
      // of the public API gain little from an edge-optimised endpoint's extra hop.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // The account-wide CloudWatch role is a per-account setting, not this app's to own.
      cloudWatchRole: false,
      apiKeySourceType: props.apiKeySourceType,
      deployOptions: {
        stageName: props.stage,
        // One JSON line per request, for the audit trail: caller address, method, path, status,
        // latency, the authorizer's verdict; no headers or bodies (tokens, e-mails) are logged.
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
        throttlingRateLimit: props.throttle.rateLimit,
        throttlingBurstLimit: props.throttle.burstLimit,
      },
      // Preflights only when another origin is allowed; the console is same-origin.
      defaultCorsPreflightOptions: props.corsAllowOrigin
        ? {
            allowOrigins: [props.corsAllowOrigin],
            allowHeaders: [...corsAllowHeaders],
            allowMethods: ['GET', 'POST', 'OPTIONS'],
            maxAge: Duration.hours(1),
          }
        : undefined,
    });
    addGatewayErrorResponses(this.restApi, props.corsAllowOrigin, props.gatewayErrorBodies);

    this.builtRoutes = routesOf(props.api).filter((route) => isLiveOn(route, props.api));
    const basePath = apiBasePaths[props.api].replace(/^\/+/, '');
    const integrations = new Map<RouteGroup, LambdaIntegration>();

    for (const route of this.builtRoutes) {
      const handler = props.handlers[route.group];
      if (!handler) throw new Error(`No handler for route group "${route.group}" (${route.operationId})`);
      let integration = integrations.get(route.group);
      if (!integration) {
        // One API-wide invoke permission per function instead of one per method: a group has
        // dozens of routes and a function's resource policy is limited to 20 kB.
        integration = new LambdaIntegration(handler, { scopePermissionToMethod: false });
        integrations.set(route.group, integration);
      }

      const auth = authOn(props.api, route.auth);
      const authorizer = auth === 'none' ? undefined : props.authorizers[auth];
      if (auth !== 'none' && !authorizer) {
        // Failing here beats deploying a route that should be protected as an open one.
        throw new Error(`Route ${route.operationId} needs the "${auth}" authorizer on the ${props.api} API`);
      }

      const resource = this.restApi.root.resourceForPath(joinPath(basePath, route.path));
      resource.addMethod(
        route.method,
        integration,
        authorizer
          ? {
              operationName: route.operationId,
              authorizer,
              authorizationType: AuthorizationType.CUSTOM,
              apiKeyRequired: props.apiKeyRequired,
            }
          : { operationName: route.operationId, authorizationType: AuthorizationType.NONE },
      );
    }

    if (this.builtRoutes.length === 0) this.addNotFoundRoot(props.corsAllowOrigin);
  }

  /**
   * A REST API cannot be deployed without a method. Until its first route is built, the root
   * answers every method with the same 404 envelope an unknown path gets.
   */
  private addNotFoundRoot(corsAllowOrigin: string): void {
    const corsHeaders = corsResponseHeaders(corsAllowOrigin);
    const responseParameters = Object.fromEntries(
      Object.entries(corsHeaders).map(([name, value]) => [`method.response.header.${name}`, value]),
    );
    this.restApi.root.addMethod(
      'ANY',
      new MockIntegration({
        // Requests without a body or with JSON map to the 404; a mock cannot parse other bodies,
        // so those get API Gateway's 415 rather than a 500.
        passthroughBehavior: PassthroughBehavior.NEVER,
        requestTemplates: { 'application/json': '{"statusCode": 404}' },
        integrationResponses: [
          {
            statusCode: '404',
            responseParameters,
            responseTemplates: { 'application/json': gatewayErrorBody(404) },
          },
        ],
      }),
      {
        operationName: 'notFound',
        authorizationType: AuthorizationType.NONE,
        methodResponses: [
          {
            statusCode: '404',
            responseParameters: Object.fromEntries(
              Object.keys(responseParameters).map((name) => [name, true]),
            ),
          },
        ],
      },
    );
  }
}

const joinPath = (basePath: string, path: string): string =>
  [basePath, ...path.split('/')].filter((part) => part !== '').join('/');
