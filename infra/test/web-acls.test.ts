import { Match, Template } from 'aws-cdk-lib/assertions';
import { edgeRequestsPerClient } from '../../shared/rules/client-limits';
import { originVerifyHeader } from '../lib/constructs/web-acls';
import { buildTestApp, resourcesOf, restApiId, type TestApp } from './test-app';

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
  readonly Statement: {
    readonly RateBasedStatement?: Record<string, unknown>;
    readonly ManagedRuleGroupStatement?: unknown;
    readonly ByteMatchStatement?: { readonly FieldToMatch: unknown; readonly SearchString: unknown };
  };
  readonly Action?: { readonly Block?: { readonly CustomResponse?: { readonly ResponseCode?: number } } };
}

describe('web ACLs', () => {
  it('the public API: a rate limit per source IP over 5 minutes answering 429, and the common rule set', () => {
    const acl = aclAssociatedWith('public');
    expect(acl.Scope).toBe('REGIONAL');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const [rate, common] = acl.Rules;
    expect(rate!.Statement.RateBasedStatement).toMatchObject({
      Limit: edgeRequestsPerClient.public.max,
      EvaluationWindowSec: edgeRequestsPerClient.public.windowSeconds,
      AggregateKeyType: 'IP',
    });
    expect(rate!.Action?.Block?.CustomResponse?.ResponseCode).toBe(429);
    expect(common!.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
    });
  });

  it('the console API blocks every request that lacks CloudFront’s origin secret', () => {
    const acl = aclAssociatedWith('console');
    expect(acl.DefaultAction).toEqual({ Block: {} });
    expect(acl.Rules).toHaveLength(1);
    const match = acl.Rules[0]!.Statement.ByteMatchStatement!;
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
    const edge = Template.fromStack(app.edge!);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [
        Match.objectLike({
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: edgeRequestsPerClient.console.max,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
        Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
      ],
    });
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
