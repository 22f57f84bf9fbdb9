import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { RequestAuthorizer } from 'aws-cdk-lib/aws-apigateway';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { lambdaEntries } from '../../../functions/platform/lambda-entries';
import { catalogueEntry } from '../../../shared/errors/error-catalogue';
import { errorCodes } from '../../../shared/errors/error-codes';
import { wildcardFinding } from '../nag-acknowledgements';
import { AppFunctionConstruct, type AppFunctionsProps } from './app-functions';
import type { EntryFunction } from './entry-function';
import { grantTableAccess } from './table-access';

/**
 * Who may call the public API: the API-key REQUEST authorizer and the gateway answers
 * that speak for it. Usage plans (per tier, stateless-stack.ts) meter the usage-plan key the
 * authorizer returns; the authorizer adds each key to its tier's plan on first use, finding the
 * plans by name (`<prefix><tier>`): referring to their ids would make a dependency cycle
 * (function → plan → stage → deployment → method → authorizer → function).
 */
export interface PublicApiAccessProps extends AppFunctionsProps {
  /** The usage plans' name prefix, e.g. `wallet-risk-prod-`. */
  readonly usagePlanNamePrefix: string;
}

export class PublicApiAccess extends AppFunctionConstruct {
  readonly authorizer: RequestAuthorizer;

  constructor(scope: Construct, id: string, props: PublicApiAccessProps) {
    super(
      scope,
      id,
      props,
      {
        entry: lambdaEntries.apiKeyAuthorizer.entry,
        purpose: 'public API key authorizer',
        environment: { ...props.environment, USAGE_PLAN_NAME_PREFIX: props.usagePlanNamePrefix },
        memorySize: 256,
        timeout: Duration.seconds(10),
      },
      'ApiKeyAuthorizerFunction',
    );
    // Reads the key's hash lookup (APIKEYHASH#), the key and the plan (USER#<sub>); writes the
    // key's last_used_at and usage_plan_tier. Nothing else, whatever a caller sends it.
    grantTableAccess(this.function, props.table, {
      actions: ['GetItem', 'UpdateItem'],
      leadingKeyPrefixes: ['APIKEYHASH#', 'USER#'],
    });
    const stack = Stack.of(this);
    this.function.addToRolePolicy(
      new PolicyStatement({
        // Find the tier's usage plan; create the key's API Gateway API key and add it to the plan.
        actions: ['apigateway:GET', 'apigateway:POST'],
        resources: [
          stack.formatArn({ service: 'apigateway', account: '', resource: '/usageplans' }),
          stack.formatArn({ service: 'apigateway', account: '', resource: '/usageplans/*/keys' }),
          stack.formatArn({ service: 'apigateway', account: '', resource: '/apikeys' }),
        ],
      }),
    );
    // A tier change deletes the previous tier's API Gateway key.
    grantUsagePlanKeyRelease(this.function, props.usagePlanNamePrefix);
    this.authorizer = new RequestAuthorizer(this, 'ApiKeyAuthorizer', {
      authorizerName: 'api-key',
      handler: this.function,
      // The key comes in a header OR a query parameter; identity sources would require both.
      // Without them the authorizer runs on every call, which is also what a 0 TTL means:
      // a disabled key or a downgraded plan is refused on its very next call.
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });
  }
}

/**
 * What deleting API Gateway keys needs: the api-keys routes delete a deleted key's API Gateway key
 * (by its stored id; by exact name for keys provisioned before ids were stored), the authorizer
 * the previous tier's on a tier change. Only API keys: `/apikeys` to list by name, `/apikeys/*`
 * to delete one (ids are API Gateway's, so no narrower resource exists).
 */
export function grantUsagePlanKeyRelease(fn: EntryFunction, usagePlanNamePrefix: string): void {
  const stack = Stack.of(fn);
  fn.addEnvironment('USAGE_PLAN_NAME_PREFIX', usagePlanNamePrefix);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['apigateway:GET', 'apigateway:DELETE'],
      resources: [
        stack.formatArn({ service: 'apigateway', account: '', resource: '/apikeys' }),
        stack.formatArn({ service: 'apigateway', account: '', resource: '/apikeys/*' }),
      ],
    }),
  );
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-${wildcardFinding(fn, stack.formatArn({ service: 'apigateway', account: '', resource: '/apikeys/*' }))}`,
    reason:
      'API Gateway names API keys by ids it assigns at run time; the function deletes only the ids stored on our key items (usage-plan-keys.ts).',
  });
}

/**
 * The public API's bodies for API Gateway's own answers that speak for the authorizer and the
 * usage plans (ids of api-errors.ts). A Deny carries its code and translated message in the
 * context, which the ACCESS_DENIED answer renders. A 401 (a thrown 'Unauthorized') cannot carry
 * context on API Gateway, so a missing and an unknown key both read api_key_unknown there (the
 * local gateway tells api_key_missing apart).
 */
export function publicGatewayErrorBodies(): Record<string, string> {
  const envelope = (status: number, code: string, message: string) =>
    `{"error":{"type":"${catalogueEntry(status).type}","status":${status},"message":"${message}","code":"${code}"}}`;
  const english = (code: keyof typeof errorCodes) =>
    (errorCodes[code] as { message?: Record<string, string> }).message?.['en-US'] ?? code;
  return {
    AccessDenied: envelope(403, '$context.authorizer.code', '$context.authorizer.message'),
    Unauthorized: envelope(401, 'api_key_unknown', 'The API key is missing or not valid'),
    Throttled: envelope(429, 'rate_limited', english('rate_limited')),
    QuotaExceeded: envelope(429, 'quota_exceeded', english('quota_exceeded')),
  };
}
