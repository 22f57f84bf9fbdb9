import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayRequestAuthorizerEvent,
  Context,
} from 'aws-lambda';
import type { ApiCall } from '../../domain/usage/usage.ports';
import type { Logger } from '../logger';

/**
 * The wire shapes the handlers speak: API Gateway REST (v1) proxy events, on AWS and on the local
 * gateway alike. One Lambda serves each route group and dispatches on
 * `event.requestContext.operationName`, which both gateways set to the route's operationId.
 */
export type GroupHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** A REQUEST authorizer. Denial is `throw new Error('Unauthorized')` (API Gateway answers 401). */
export type RequestAuthorizer = (
  event: APIGatewayRequestAuthorizerEvent,
) => Promise<APIGatewayAuthorizerResult>;

/**
 * What the authorizers hand to handlers in `event.requestContext.authorizer` (API Gateway only
 * passes string, number or boolean values).
 */
export interface CallerContext {
  /** Cognito `sub` of the caller. */
  readonly userId: string;
  /** `jti` of the access token, so logout can revoke it. Absent for API-key calls. */
  readonly tokenId?: string;
  /** Expiry of the access token, epoch seconds. */
  readonly tokenExpiresAt?: number;
  /** Set when the caller used an API key. */
  readonly apiKeyId?: string;
}

/** The signed-in caller's user id, on a route whose authorizer admits only signed-in callers. */
export const userOf = (caller: CallerContext | undefined): string => caller!.userId;

/**
 * The caller as sensitive changes see it (domain/accounts/sensitive-changes.ts): a console session
 * (its sign-in session id) or an API key (its id).
 */
export const actorOf = (caller: CallerContext | undefined) => {
  const apiKeyId = Number(caller?.apiKeyId ?? 0);
  return {
    userId: userOf(caller),
    ...(caller?.tokenId ? { sessionId: caller.tokenId } : {}),
    ...(apiKeyId > 0 ? { apiKeyId } : {}),
  };
};

export const UNAUTHORIZED = 'Unauthorized';

/** What every HTTP handler of a process shares. */
export interface HttpPlatform {
  readonly log: Logger;
  /** Origins allowed by CORS, comma-separated (config CORS_ALLOW_ORIGIN); empty for none. */
  readonly corsAllowOrigin: string;
  /**
   * Cookies set over HTTPS only (`Secure`, and the `__Host-` name that only this origin can set):
   * true on AWS; false on the local stack, which serves plain HTTP. Absent: true.
   */
  readonly secureCookies?: boolean;
  /** Meters a call made with an API key (the usage statistics); absent where nothing is metered. */
  readonly recordCall?: (call: ApiCall) => Promise<void>;
}
