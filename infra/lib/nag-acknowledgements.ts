import { type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type { CfnMethod, RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag (AwsSolutions) findings we accept, each on the narrowest construct and for the one
 * finding (IAM5 names its wildcard), with the reason in a sentence. The infra
 * test infra/test/cdk-nag.test.ts runs the pack over the whole app and fails on anything else.
 */
const acknowledge = (scope: IConstruct, id: string, reason: string): void =>
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });

/** The IAM5 finding id cdk-nag gives a wildcard resource (tokens flattened as it does). */
export const wildcardFinding = (scope: IConstruct, resource: string): string =>
  `IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;

const basicExecutionRole =
  'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** Every Lambda of ours (and CDK's helper functions) writes its logs through the basic role. */
export function acknowledgeBasicExecutionRoles(scope: IConstruct, extra: readonly IConstruct[] = []): void {
  const functions = [...scope.node.findAll().filter((c) => c instanceof NodejsFunction), ...extra];
  for (const fn of functions) {
    acknowledge(
      fn,
      basicExecutionRole,
      'AWS-managed AWSLambdaBasicExecutionRole only lets the function create and write its CloudWatch log streams; nothing else.',
    );
  }
}

/** SES authorises a send against `identity/*`-style ARNs of the sender and, in the sandbox, the recipients. */
export function acknowledgeSesSending(fn: IConstruct, identityArn: string): void {
  acknowledge(
    fn,
    wildcardFinding(fn, identityArn),
    'SES checks a send against the sender identity and, in the SES sandbox, each recipient identity, and recipients are our users, so the identity name cannot be fixed in advance.',
  );
}

/** Step Functions' invoke grant covers the task function's versions (`<arn>:*`), as CDK writes it. */
export function acknowledgeTaskInvokes(stateMachineRole: IConstruct, tasks: readonly IFunction[]): void {
  for (const fn of tasks) {
    acknowledge(
      stateMachineRole,
      wildcardFinding(stateMachineRole, `${fn.functionArn}:*`),
      "CDK's LambdaInvoke grant lets the state machine invoke only this task function and its versions (ARN:*).",
    );
  }
}

/** Both REST APIs: our own Lambda authorizers and request checks. */
export function acknowledgeRouteTableApi(api: RestApi, kind: 'console' | 'public'): void {
  acknowledge(
    api,
    'COG4',
    kind === 'console'
      ? 'The console API checks Cognito access tokens in its own REQUEST authorizer, which also refuses logged-out and ended sessions; a Cognito authorizer cannot.'
      : 'The public API is called with API keys, checked by its API-key REQUEST authorizer, not with Cognito tokens.',
  );
  acknowledge(
    api,
    'APIG2',
    "Every handler validates its request against the operation's zod schema and answers the spec's error envelope, which API Gateway's validator cannot produce.",
  );
  acknowledge(
    api.deploymentStage,
    'APIG6',
    'Execution logging needs the account-wide API Gateway CloudWatch role, which this app does not own; the stage writes JSON access logs instead.',
  );
  for (const method of api.methods) {
    const cfn = method.node.defaultChild as CfnMethod;
    if (cfn.authorizationType === 'NONE') {
      acknowledge(
        method,
        'APIG4',
        'A route the spec opens to anyone (sign-up, sign-in, codes, public figures); the WAF rate rule and the per-client limits of shared/rules/client-limits.ts guard it.',
      );
    }
  }
}

/** State machines whose every task is one of our Lambdas, which log their own steps. */
export function acknowledgeStateMachine(stateMachine: IConstruct): void {
  acknowledge(
    stateMachine,
    'SF1',
    'Each task is one of our Lambdas, which logs its step in JSON with the query or alert id; Step Functions keeps the execution history itself.',
  );
  acknowledge(
    stateMachine,
    'SF2',
    'The app does not use X-Ray; requests are followed through the correlation ids in the JSON logs.',
  );
}

export function acknowledgeUnrotatedSecret(secret: IConstruct, reason: string): void {
  acknowledge(secret, 'SMG4', reason);
}

/** The user pool's password rules and MFA (spec 01 §5). */
export function acknowledgeUserPool(pool: IConstruct): void {
  acknowledge(
    pool,
    'COG1',
    'The browser sends SHA-256 hex of the password (spec 01 §5), so character classes mean nothing to Cognito; the browser checks the real rules and the pool checks the length.',
  );
  acknowledge(
    pool,
    'COG2',
    'The product has no MFA (spec 01); sign-in is throttled per client and per e-mail instead.',
  );
}

/** The SPA's bucket and distribution. */
export function acknowledgeSpaHosting(bucket: IConstruct, distribution: IConstruct): void {
  acknowledge(
    bucket,
    'S1',
    'The bucket holds only the public SPA build and is read only by CloudFront (origin access control); there is nothing personal to audit.',
  );
  acknowledge(distribution, 'CFR1', 'The console is offered worldwide; no country is refused.');
  acknowledge(
    distribution,
    'CFR3',
    'Static asset requests carry no user data; every API request through the distribution is in the console API access logs.',
  );
  acknowledge(
    distribution,
    'CFR4',
    "The distribution is served on its cloudfront.net name with CloudFront's default certificate, whose TLS policy CloudFront sets; HSTS keeps browsers on HTTPS.",
  );
}

export const cfnOf = (construct: IConstruct): CfnResource => construct.node.defaultChild as CfnResource;

/** Every wildcard action and resource of one IAM policy, as cdk-nag names them. */
function wildcardFindingsOf(policy: CfnResource): string[] {
  const document = Stack.of(policy).resolve(
    (policy as unknown as { policyDocument: unknown }).policyDocument,
  ) as {
    Statement: { Action?: string | string[]; Resource?: unknown }[];
  };
  const asList = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  return document.Statement.flatMap((statement) => [
    ...asList(statement.Action)
      .filter((action) => action.includes('*'))
      .map((action) => `IAM5[Action::${action}]`),
    ...asList(statement.Resource)
      .map((resource) => flattenCfnReference(resource))
      .filter((resource) => resource.includes('*'))
      .map((resource) => `IAM5[Resource::${resource}]`),
  ]);
}

/**
 * CDK's BucketDeployment singleton (it copies web/dist into the SPA bucket at deploy time and
 * invalidates the distribution): its role, runtime and grants are CDK's, and it runs only during
 * a deploy, never on a user's request.
 */
export function acknowledgeBucketDeployment(stack: Stack): void {
  const singletons = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  for (const singleton of singletons) {
    acknowledgeBasicExecutionRoles(stack, [singleton]);
    acknowledge(
      singleton,
      'L1',
      "CDK's BucketDeployment function runs on the runtime CDK chooses for it, only during a deploy.",
    );
    const policies = singleton.node
      .findAll()
      .filter((c) => (c as CfnResource).cfnResourceType === 'AWS::IAM::Policy');
    for (const policy of policies as CfnResource[]) {
      for (const finding of new Set(wildcardFindingsOf(policy))) {
        acknowledge(
          policy,
          finding,
          "CDK's deploy-time copier needs these S3 wildcards on the asset and SPA buckets and cloudfront:CreateInvalidation (no resource-level form), as CDK grants them.",
        );
      }
    }
  }
}
