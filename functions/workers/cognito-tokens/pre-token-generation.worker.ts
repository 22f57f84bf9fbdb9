import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';

/**
 * The scope that lets an access token call Cognito's self-service APIs (DeleteUser,
 * UpdateUserAttributes, ChangePassword, GetUser…). Our API never makes those calls with a user's
 * token, and a user who called DeleteUser would leave the account half-deleted (the table keeps
 * it, Cognito no longer signs it in), so no access token of ours carries it.
 */
export const selfServiceScope = 'aws.cognito.signin.user.admin';

/** The pool's pre-token-generation trigger (V2): every access token, at sign-in and refresh, without the scope. */
export function withoutSelfServiceScope<E extends PreTokenGenerationV2TriggerEvent>(event: E): E {
  const details = event.response?.claimsAndScopeOverrideDetails ?? {};
  const access = details.accessTokenGeneration ?? {};
  return {
    ...event,
    response: {
      ...event.response,
      claimsAndScopeOverrideDetails: {
        ...details,
        accessTokenGeneration: {
          ...access,
          scopesToSuppress: [...new Set([...(access.scopesToSuppress ?? []), selfServiceScope])],
        },
      },
    },
  };
}
