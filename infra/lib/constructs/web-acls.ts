import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { type ApiName, apiBasePaths, routeById } from '../../../shared/api/routes';
import { viewerAddressHeader } from '../../../shared/api/viewer-address';
import { errorCodeMessage } from '../../../shared/errors/error-codes';
import { errorEnvelope } from '../../../shared/errors/error-envelope';
import { edgeRequestsPerClient, edgeRequestsPerClientWithoutKey } from '../../../shared/rules/client-limits';
import { gatewayErrorBody } from './api-errors';

/**
 * The AWS WAF web ACLs: per-client rate-based rules with the numbers the local
 * gateway enforces (shared/rules/client-limits.ts) and AWS's managed common rule set, on
 * CloudFront (console) and on the public API; and the guard that makes CloudFront the only way
 * into the console API's execute-api endpoint, so the viewer address it passes can be trusted.
 */

/** Header CloudFront adds to every console API request; the console API's ACL requires it. */
export const originVerifyHeader = 'x-origin-verify';

/**
 * Sampled requests keep every header of a request for three hours, readable in the WAF console:
 * on these ACLs that is the `Authorization` bearer token, the `X-API-Key` (or `?api_key=`) and
 * the origin secret. So sampling is off on every ACL and rule; the CloudWatch metrics (counts
 * per rule) stay. No WAF logging is configured either; one added later must redact those fields.
 */
const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: false,
});

/** The header and query parameter a public API key travels in (public-api-access.ts reads both). */
export const apiKeyHeader = 'x-api-key';
export const apiKeyQueryParameter = 'api_key';

/**
 * Operations whose body may pass AWS's 8 KB `SizeRestrictions_BODY`: batch screening takes up to
 * SCREEN_MAX_ADDRESSES addresses (about 125 fit in 8 KB). Their bodies stay bounded by the
 * contract's own limits (shared/contract: a list count and a length per field) and by API
 * Gateway's 10 MB.
 */
export const largeBodyOperations = ['screenAddresses'] as const;

/**
 * Operations whose body carries webhook URLs. `GenericRFI_BODY` matches a URL whose host is an
 * IPv4 literal (`https://203.0.113.5/hook`), which a monitor config may name (the webhook guard
 * refuses private and reserved addresses, not public ones), so on these it is counted instead.
 */
export const webhookUrlOperations = [
  'addMonitorAddress',
  'updateMonitorConfig',
  'setDefaultMonitorConfig',
  'sendTestWebhook',
] as const;

/** Labels the common rule set adds when a rule matches (also when the rule only counts). */
export const commonRuleLabel = (rule: 'SizeRestrictions_Body' | 'GenericRFI_Body') =>
  `awswaf:managed:aws:core-rule-set:${rule}`;

/** The path of an operation as each ACL sees it (the public API's includes the stage first). */
const operationPaths = (api: ApiName, operationIds: readonly string[]): string[] =>
  operationIds.map((operationId) => {
    const route = routeById(operationId);
    if (!route?.live.includes(api))
      throw new Error(`WAF override for ${operationId}: not a live route on the ${api} API`);
    return `${apiBasePaths[api]}${route.path}`;
  });

const uriPathMatch = (
  searchString: string,
  positionalConstraint: 'EXACTLY' | 'ENDS_WITH' | 'STARTS_WITH',
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The console's paths are exact on CloudFront; the public API's end with the route path (its
 * execute-api URL puts the stage name in front).
 */
const anyPathOf = (api: ApiName, operationIds: readonly string[]): CfnWebACL.StatementProperty => {
  const matches = operationPaths(api, operationIds).map((path) =>
    uriPathMatch(path, api === 'console' ? 'EXACTLY' : 'ENDS_WITH'),
  );
  return matches.length === 1 ? matches[0]! : { orStatement: { statements: matches } };
};

/** WAF counts over 5-minute windows, the window of edgeRequestsPerClient. */
const rateRule = (
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: {
    block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests' } },
  },
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      ...(scopeDownStatement ? { scopeDownStatement } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * AWS's common rule set, with the rules that break the product counted instead of blocking (a
 * counted rule still labels the request, so the rules after it can block by label where the
 * product does not need the exception).
 */
const commonRuleSet = (priority: number, countedRules: readonly string[]): CfnWebACL.RuleProperty => ({
  name: 'AWSManagedRulesCommonRuleSet',
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name: 'AWSManagedRulesCommonRuleSet',
      ruleActionOverrides: countedRules.map((name) => ({ name, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility('AWSManagedRulesCommonRuleSet'),
});

/**
 * Blocks a request the common rule set labelled with `label` unless its path is one of the
 * operations that need the exception: the counted rule blocks everywhere else as before.
 */
const blockLabelOutside = (
  name: string,
  priority: number,
  label: string,
  api: ApiName,
  exceptOperations: readonly string[],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: {
    andStatement: {
      statements: [
        { labelMatchStatement: { scope: 'LABEL', key: label } },
        { notStatement: { statement: anyPathOf(api, exceptOperations) } },
      ],
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The common rule set and the label rules that scope its exceptions to the routes that need them:
 * `SizeRestrictions_BODY` is counted on the screening route only, `GenericRFI_BODY` on the
 * routes that take webhook URLs only. On the public API `NoUserAgent_HEADER` is counted
 * everywhere: API clients (scripts, SDKs, bare HTTP libraries) need not send a User-Agent, and
 * their API key is what identifies them. Browsers always send one, so the console keeps it.
 */
const commonRules = (api: ApiName, firstPriority: number): CfnWebACL.RuleProperty[] => [
  commonRuleSet(firstPriority, [
    'SizeRestrictions_BODY',
    'GenericRFI_BODY',
    ...(api === 'public' ? ['NoUserAgent_HEADER'] : []),
  ]),
  blockLabelOutside(
    'LargeBodyOnlyWhereScreening',
    firstPriority + 1,
    commonRuleLabel('SizeRestrictions_Body'),
    api,
    largeBodyOperations,
  ),
  blockLabelOutside(
    'IpLiteralUrlOnlyWhereWebhooks',
    firstPriority + 2,
    commonRuleLabel('GenericRFI_Body'),
    api,
    webhookUrlOperations,
  ),
];

/** Our error envelope for the 429, as API Gateway's own answers carry it. */
const tooManyRequestsBody = {
  tooManyRequests: { contentType: 'APPLICATION_JSON', content: gatewayErrorBody(429) },
};

/**
 * A web ACL that lets through what its rules do not block (its rate rules answer with our 429),
 * its metrics named apart by `metricName`.
 */
function rateLimitingWebAcl(
  scope: Construct,
  props: {
    readonly name: string;
    readonly scope: 'REGIONAL' | 'CLOUDFRONT';
    readonly rules: CfnWebACL.RuleProperty[];
    readonly metricName: string;
  },
): CfnWebACL {
  return new CfnWebACL(scope, 'WebAcl', {
    name: props.name,
    scope: props.scope,
    defaultAction: { allow: {} },
    customResponseBodies: tooManyRequestsBody,
    rules: props.rules,
    visibilityConfig: visibility(props.metricName),
  });
}

/**
 * A field the request carries (a missing header or query argument never matches a size
 * constraint); `nonEmpty` also requires a value.
 */
const carries = (
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  nonEmpty = false,
): CfnWebACL.StatementProperty => ({
  sizeConstraintStatement: {
    fieldToMatch,
    comparisonOperator: nonEmpty ? 'GT' : 'GE',
    size: 0,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** A request that carries no API key at all (neither the header nor the query parameter). */
const withoutApiKey: CfnWebACL.StatementProperty = {
  andStatement: {
    statements: [
      { notStatement: { statement: carries({ singleHeader: { Name: apiKeyHeader } }) } },
      { notStatement: { statement: carries({ singleQueryArgument: { Name: apiKeyQueryParameter } }) } },
    ],
  },
};

/**
 * The public API: a rate per source IP above what the top plan may send (a client at its plan's
 * rate is throttled by its usage plan, never by the edge), a lower one for requests that carry no
 * key at all (they can only be refused, yet each runs the API-key authorizer), then the managed
 * common rules with their scoped exceptions.
 */
export class PublicApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly api: RestApi; readonly stage: string }) {
    super(scope, id);
    this.webAcl = rateLimitingWebAcl(this, {
      name: `wallet-risk-${props.stage}-public-api`,
      scope: 'REGIONAL',
      rules: [
        rateRule('RatePerClient', 0, edgeRequestsPerClient.public.max),
        rateRule('RatePerClientWithoutKey', 1, edgeRequestsPerClientWithoutKey.max, withoutApiKey),
        ...commonRules('public', 2),
      ],
      metricName: 'public-api',
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

/** The console API's rule that refuses a request without the viewer's address. */
export const withoutViewerAddressRule = 'WithoutViewerAddress';

/** The envelope the console handlers answer the same refusal with (operation-handler.ts). */
const clientAddressMissingBody = {
  clientAddressMissing: {
    contentType: 'APPLICATION_JSON',
    content: JSON.stringify(
      errorEnvelope(403, 'en-US', {
        code: 'client_address_missing',
        message: errorCodeMessage('client_address_missing', 'en-US'),
      }),
    ),
  },
};

/**
 * The console API answers only requests that came through our CloudFront distribution: it adds
 * `x-origin-verify: <secret>` (a generated Secrets Manager value, resolved by CloudFormation), and
 * this ACL blocks every request without it. Calling execute-api directly is refused (403), so
 * nobody can reach the API with a CloudFront-Viewer-Address of their choosing.
 *
 * A request without `CloudFront-Viewer-Address` is refused first, with our 403 envelope: counted
 * as one shared "unknown" client it would use up, or escape, every per-client limit. Only our
 * CloudFront reaches this API, so even one such request means the distribution stopped passing
 * the header (its origin request policy, spa-hosting.ts) and the console is refusing everyone:
 * the rule's blocked-request metric alarms at once into the stage's topic.
 */
export class ConsoleOriginGuard extends Construct {
  readonly webAcl: CfnWebACL;
  readonly viewerAddressAlarm: Alarm;

  constructor(
    scope: Construct,
    id: string,
    props: {
      readonly api: RestApi;
      readonly stage: string;
      readonly originSecret: string;
      readonly alarmTopic: ITopic;
    },
  ) {
    super(scope, id);
    const name = `wallet-risk-${props.stage}-console-origin`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      customResponseBodies: clientAddressMissingBody,
      rules: [
        {
          name: withoutViewerAddressRule,
          priority: 0,
          action: {
            block: { customResponse: { responseCode: 403, customResponseBodyKey: 'clientAddressMissing' } },
          },
          statement: {
            notStatement: {
              statement: carries({ singleHeader: { Name: viewerAddressHeader.toLowerCase() } }, true),
            },
          },
          visibilityConfig: visibility(withoutViewerAddressRule),
        },
        {
          name: 'FromOurCloudFront',
          priority: 1,
          action: { allow: {} },
          statement: {
            byteMatchStatement: {
              fieldToMatch: { singleHeader: { Name: originVerifyHeader } },
              positionalConstraint: 'EXACTLY',
              searchString: props.originSecret,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          },
          visibilityConfig: visibility('FromOurCloudFront'),
        },
      ],
      // Its metric name is its name, the WebACL dimension of its rules' metrics (the alarm below).
      visibilityConfig: visibility(name),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
    this.viewerAddressAlarm = new Alarm(this, 'WithoutViewerAddressAlarm', {
      alarmDescription: `Console API requests arrive without ${viewerAddressHeader} and are refused (403 client_address_missing): CloudFront's origin request policy for /api/* must name the header (spa-hosting.ts).`,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: name, Rule: withoutViewerAddressRule, Region: Stack.of(this).region },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.viewerAddressAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}

/**
 * CloudFront's web ACL (scope CLOUDFRONT exists only in us-east-1, hence a stack of its own):
 * rate per viewer address on the console API's paths, then the managed common rules with their
 * scoped exceptions (the SPA's files are only read, so the body rules matter for /api only).
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { readonly stage: string }) {
    super(scope, id, props);
    this.webAcl = rateLimitingWebAcl(this, {
      name: `wallet-risk-${props.stage}-console-edge`,
      scope: 'CLOUDFRONT',
      rules: [
        rateRule(
          'RatePerViewer',
          0,
          edgeRequestsPerClient.console.max,
          uriPathMatch(`${apiBasePaths.console}/`, 'STARTS_WITH'),
        ),
        ...commonRules('console', 1),
      ],
      metricName: 'console-edge',
    });
  }
}
