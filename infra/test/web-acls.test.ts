import { Template } from 'aws-cdk-lib/assertions';
import { routeById } from '../../shared/api/routes';
import { SCREEN_MAX_ADDRESSES } from '../../shared/contract/screening.schema';
import { edgeRequestsPerClient, edgeRequestsPerClientWithoutKey } from '../../shared/rules/client-limits';
import { tierLimits } from '../lib/api-limits';
import {
  apiKeyHeader,
  apiKeyQueryParameter,
  commonRuleLabel,
  largeBodyOperations,
  originVerifyHeader,
  webhookUrlOperations,
  withoutViewerAddressRule,
} from '../lib/constructs/web-acls';
import { buildTestApp, resourcesOf, restApiId, type TestApp, testEnv } from './test-app';

/**
 * The per-client limits on AWS: WAF web ACLs with the per-client numbers the local gateway enforces,
 * AWS's managed common rule set, and the console API reachable only through CloudFront.
 */
let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const stageOf = (api: 'console' | 'public') =>
  Object.entries(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Stage')).find(
    ([, stage]) =>
      (stage.Properties.RestApiId as { Ref: string }).Ref === restApiId(app.statelessTemplate, api),
  )![0];

const aclAssociatedWith = (api: 'console' | 'public') => {
  const association = Object.values(resourcesOf(app.statelessTemplate, 'AWS::WAFv2::WebACLAssociation')).find(
    (a) => JSON.stringify(a.Properties.ResourceArn).includes(stageOf(api)),
  );
  expect(association).toBeDefined();
  const aclId = (association!.Properties.WebACLArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(app.statelessTemplate, 'AWS::WAFv2::WebACL')[aclId]!.Properties as {
    Scope: string;
    DefaultAction: Record<string, unknown>;
    Rules: RuleJson[];
  };
};

interface RuleJson {
  readonly Name: string;
  readonly Statement: {
    readonly RateBasedStatement?: Record<string, unknown> & { readonly ScopeDownStatement?: unknown };
    readonly ManagedRuleGroupStatement?: {
      readonly Name: string;
      readonly RuleActionOverrides?: { Name: string; ActionToUse: unknown }[];
    };
    readonly ByteMatchStatement?: { readonly FieldToMatch: unknown; readonly SearchString: unknown };
    readonly AndStatement?: { readonly Statements: Record<string, unknown>[] };
  };
  readonly Action?: {
    readonly Block?: { readonly CustomResponse?: { readonly ResponseCode?: number } };
    readonly Count?: unknown;
  };
  readonly VisibilityConfig: { readonly SampledRequestsEnabled: boolean };
}

interface AclJson {
  readonly Rules: RuleJson[];
  readonly VisibilityConfig: { readonly SampledRequestsEnabled: boolean };
}

const edgeAcl = (): AclJson =>
  Object.values(Template.fromStack(app.edge!).findResources('AWS::WAFv2::WebACL'))[0]!.Properties as AclJson;

const ruleNamed = (acl: { Rules: RuleJson[] }, name: string): RuleJson => {
  const rule = acl.Rules.find((r) => r.Name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
};

const countedCommonRules = (acl: { Rules: RuleJson[] }) =>
  ruleNamed(acl, 'AWSManagedRulesCommonRuleSet')
    .Statement.ManagedRuleGroupStatement!.RuleActionOverrides!.map((override) => {
      expect(override.ActionToUse).toEqual({ Count: {} });
      return override.Name;
    })
    .sort();

/**
 * The exception rule of a counted common rule: blocks the rule's label unless the path is one of
 * the given ones. Returns those paths with how each is matched.
 */
const exceptedPaths = (acl: { Rules: RuleJson[] }, name: string, label: string) => {
  const rule = ruleNamed(acl, name);
  expect(rule.Action).toEqual({ Block: {} });
  const [labelMatch, notPath] = rule.Statement.AndStatement!.Statements as [
    { LabelMatchStatement: unknown },
    { NotStatement: { Statement: Record<string, unknown> } },
  ];
  expect(labelMatch.LabelMatchStatement).toEqual({ Scope: 'LABEL', Key: label });
  const inner = notPath.NotStatement.Statement as {
    ByteMatchStatement?: Record<string, unknown>;
    OrStatement?: { Statements: { ByteMatchStatement: Record<string, unknown> }[] };
  };
  const matches = inner.OrStatement
    ? inner.OrStatement.Statements.map((s) => s.ByteMatchStatement)
    : [inner.ByteMatchStatement!];
  return matches.map((m) => {
    expect(m.FieldToMatch).toEqual({ UriPath: {} });
    return `${m.PositionalConstraint as string} ${m.SearchString as string}`;
  });
};

const pathsOf = (operationIds: readonly string[]) => operationIds.map((id) => routeById(id)!.path);

describe('web ACLs', () => {
  it('the public API: a rate limit per source IP over 5 minutes answering 429, and the common rule set', () => {
    const acl = aclAssociatedWith('public');
    expect(acl.Scope).toBe('REGIONAL');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rate = ruleNamed(acl, 'RatePerClient');
    expect(rate.Statement.RateBasedStatement).toEqual({
      Limit: edgeRequestsPerClient.public.max,
      EvaluationWindowSec: edgeRequestsPerClient.public.windowSeconds,
      AggregateKeyType: 'IP',
    });
    expect(rate.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
    expect(ruleNamed(acl, 'AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
  });

  it('the public rate per IP lets one client use the top plan in full: its rate over the window plus its burst', () => {
    const window = edgeRequestsPerClient.public.windowSeconds;
    const topPlan = Math.max(
      ...Object.values(tierLimits).map(({ throttle }) => throttle.rateLimit * window + throttle.burstLimit),
    );
    expect(topPlan).toBe(100 * 300 + 200); // enterprise
    expect(edgeRequestsPerClient.public.max).toBeGreaterThan(topPlan);
  });

  it('the public API limits requests without any API key far lower, per IP', () => {
    const rule = ruleNamed(aclAssociatedWith('public'), 'RatePerClientWithoutKey');
    expect(rule.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
    const rate = rule.Statement.RateBasedStatement!;
    expect(rate).toMatchObject({ Limit: edgeRequestsPerClientWithoutKey.max, AggregateKeyType: 'IP' });
    expect(edgeRequestsPerClientWithoutKey.max).toBeLessThan(edgeRequestsPerClient.public.max);
    // Scoped to requests carrying neither the header nor the query parameter.
    const scope = JSON.stringify(rate.ScopeDownStatement);
    expect(scope).toContain(`"SingleHeader":{"Name":"${apiKeyHeader}"}`);
    expect(scope).toContain(`"SingleQueryArgument":{"Name":"${apiKeyQueryParameter}"}`);
    expect(
      (rate.ScopeDownStatement as { AndStatement: { Statements: unknown[] } }).AndStatement.Statements,
    ).toEqual([
      expect.objectContaining({ NotStatement: expect.anything() }),
      expect.objectContaining({ NotStatement: expect.anything() }),
    ]);
  });

  it('the common rules that break the product count only where the product needs it', () => {
    const publicAcl = aclAssociatedWith('public');
    const console = edgeAcl();
    // NoUserAgent_HEADER counts on the public API only (API clients); browsers always send one.
    expect(countedCommonRules(publicAcl)).toEqual([
      'GenericRFI_BODY',
      'NoUserAgent_HEADER',
      'SizeRestrictions_BODY',
    ]);
    expect(countedCommonRules(console)).toEqual(['GenericRFI_BODY', 'SizeRestrictions_BODY']);

    // Large bodies: the screening route only (1,000 addresses need far more than 8 KB).
    expect(largeBodyOperations).toEqual(['screenAddresses']);
    expect(
      SCREEN_MAX_ADDRESSES *
        '{"chain":"ethereum","address":"0x0000000000000000000000000000000000000000"},'.length,
    ).toBeGreaterThan(8 * 1024);
    const sizeLabel = commonRuleLabel('SizeRestrictions_Body');
    expect(exceptedPaths(publicAcl, 'LargeBodyOnlyWhereScreening', sizeLabel)).toEqual([
      'ENDS_WITH /v1/screen',
    ]);
    expect(exceptedPaths(console, 'LargeBodyOnlyWhereScreening', sizeLabel)).toEqual([
      'EXACTLY /api/v1/screen',
    ]);

    // IP-literal URLs in bodies: the routes that take webhook URLs only.
    const rfiLabel = commonRuleLabel('GenericRFI_Body');
    const webhookPaths = pathsOf(webhookUrlOperations);
    expect(webhookPaths).toEqual(
      expect.arrayContaining(['/v1/monitor/config/update', '/v1/monitor/webhook/test']),
    );
    expect(exceptedPaths(publicAcl, 'IpLiteralUrlOnlyWhereWebhooks', rfiLabel)).toEqual(
      webhookPaths.map((path) => `ENDS_WITH ${path}`),
    );
    expect(exceptedPaths(console, 'IpLiteralUrlOnlyWhereWebhooks', rfiLabel)).toEqual(
      webhookPaths.map((path) => `EXACTLY /api${path}`),
    );

    // The label rules come after the rule set that labels (WAF evaluates by priority).
    for (const acl of [publicAcl, console]) {
      const order = acl.Rules.map((r) => r.Name);
      expect(order.indexOf('LargeBodyOnlyWhereScreening')).toBeGreaterThan(
        order.indexOf('AWSManagedRulesCommonRuleSet'),
      );
      expect(order.indexOf('IpLiteralUrlOnlyWhereWebhooks')).toBeGreaterThan(
        order.indexOf('AWSManagedRulesCommonRuleSet'),
      );
      const priorities = (acl.Rules as unknown as { Priority: number }[]).map((r) => r.Priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    }
  });

  it('no ACL or rule keeps sampled requests (they would hold Authorization, X-API-Key and the origin secret)', () => {
    const acls = [
      ...Object.values(resourcesOf(app.statelessTemplate, 'AWS::WAFv2::WebACL')).map(
        (a) => a.Properties as unknown as AclJson,
      ),
      edgeAcl(),
    ];
    expect(acls).toHaveLength(3);
    for (const acl of acls) {
      expect(acl.VisibilityConfig.SampledRequestsEnabled).toBe(false);
      for (const rule of acl.Rules) expect(rule.VisibilityConfig.SampledRequestsEnabled).toBe(false);
    }
    expect(resourcesOf(app.statelessTemplate, 'AWS::WAFv2::LoggingConfiguration')).toEqual({});
  });

  it('the console API blocks every request that lacks CloudFront’s origin secret', () => {
    const acl = aclAssociatedWith('console');
    expect(acl.DefaultAction).toEqual({ Block: {} });
    expect(acl.Rules.map((r) => r.Name)).toEqual([withoutViewerAddressRule, 'FromOurCloudFront']);
    const allow = ruleNamed(acl, 'FromOurCloudFront');
    expect(allow.Action).toEqual({ Allow: {} });
    const match = allow.Statement.ByteMatchStatement!;
    expect(match.FieldToMatch).toEqual({ SingleHeader: { Name: originVerifyHeader } });
    expect(JSON.stringify(match.SearchString)).toContain('resolve:secretsmanager');
    // CloudFront sends the same secret to the API origin.
    const distribution = Object.values(
      resourcesOf(app.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    const origins = (
      distribution.Properties.DistributionConfig as { Origins: { OriginCustomHeaders?: unknown }[] }
    ).Origins;
    const apiOrigin = origins.find((o) => o.OriginCustomHeaders)!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: originVerifyHeader, HeaderValue: match.SearchString },
    ]);
  });

  it('CloudFront: a us-east-1 web ACL limiting each viewer on /api/*, with the common rule set, on the distribution', () => {
    expect(app.edge?.region).toBe('us-east-1');
    const acl = edgeAcl() as AclJson & { Scope: string };
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(ruleNamed(acl, 'RatePerViewer').Statement.RateBasedStatement).toMatchObject({
      Limit: edgeRequestsPerClient.console.max,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: expect.objectContaining({
          SearchString: '/api/',
          PositionalConstraint: 'STARTS_WITH',
        }),
      },
    });
    expect(ruleNamed(acl, 'AWSManagedRulesCommonRuleSet')).toBeDefined();
    const distribution = Object.values(
      resourcesOf(app.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    expect((distribution.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId).toBeDefined();
  });
});

describe('API Gateway access logs', () => {
  it.each(['console', 'public'] as const)(
    'the %s API logs one JSON line per request, no headers or bodies',
    (api) => {
      const stage = resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Stage')[stageOf(api)]!
        .Properties as {
        AccessLogSetting?: { DestinationArn: unknown; Format: string };
      };
      expect(stage.AccessLogSetting?.DestinationArn).toBeDefined();
      const format = JSON.parse(stage.AccessLogSetting!.Format) as Record<string, string>;
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        status: '$context.status',
      });
      expect(stage.AccessLogSetting!.Format).not.toMatch(/Authorization|requestBody|\$input/i);
    },
  );
});

describe('console requests without the viewer address', () => {
  it('are refused by the console API’s ACL first, with our 403 envelope, and one alarms into the alarm topic', () => {
    const acl = aclAssociatedWith('console') as ReturnType<typeof aclAssociatedWith> & {
      Name: string;
      CustomResponseBodies: Record<string, { Content: string }>;
      VisibilityConfig: { MetricName: string };
    };
    const [first] = acl.Rules as (RuleJson & { Priority: number; Statement: { NotStatement?: unknown } })[];
    expect(first!.Name).toBe(withoutViewerAddressRule);
    expect(first!.Priority).toBe(0);
    expect(first!.Statement.NotStatement).toEqual({
      Statement: {
        SizeConstraintStatement: {
          FieldToMatch: { SingleHeader: { Name: 'cloudfront-viewer-address' } },
          ComparisonOperator: 'GT',
          Size: 0,
          TextTransformations: [{ Priority: 0, Type: 'NONE' }],
        },
      },
    });
    const block = (
      first!.Action as { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } }
    ).Block.CustomResponse;
    expect(block.ResponseCode).toBe(403);
    expect(JSON.parse(acl.CustomResponseBodies[block.CustomResponseBodyKey]!.Content)).toEqual({
      error: expect.objectContaining({ type: 'AUTH', status: 403, code: 'client_address_missing' }),
    });

    const alarms = Object.values(resourcesOf(app.statelessTemplate, 'AWS::CloudWatch::Alarm')).filter(
      (a) => a.Properties.Namespace === 'AWS/WAFV2',
    );
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]!.Properties;
    expect(alarm).toMatchObject({
      MetricName: 'BlockedRequests',
      Statistic: 'Sum',
      Threshold: 1,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    // The rule's metric of this very ACL (WAF's dimensions are the visibility metric names).
    expect(alarm.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'Rule', Value: (first!.VisibilityConfig as unknown as { MetricName: string }).MetricName },
        { Name: 'WebACL', Value: acl.VisibilityConfig.MetricName },
        { Name: 'Region', Value: testEnv.region },
      ]),
    );
    expect(acl.VisibilityConfig.MetricName).toBe(acl.Name);
    const alarmTopicId = Object.keys(resourcesOf(app.statefulTemplate, 'AWS::SNS::Topic')).find((id) =>
      id.startsWith('AlarmTopic'),
    )!;
    expect(JSON.stringify(alarm.AlarmActions)).toContain(alarmTopicId);
  });
});
