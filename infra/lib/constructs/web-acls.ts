import { Stack, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiBasePaths } from '../../../shared/api/routes';
import { edgeRequestsPerClient } from '../../../shared/rules/client-limits';
import { gatewayErrorBody } from './api-errors';

/**
 * The AWS WAF web ACLs: per-client rate-based rules with the numbers the local
 * gateway enforces (shared/rules/client-limits.ts) and AWS's managed common rule set, on
 * CloudFront (console) and on the public API; and the guard that makes CloudFront the only way
 * into the console API's execute-api endpoint, so the viewer address it passes can be trusted.
 */

/** Header CloudFront adds to every console API request; the console API's ACL requires it. */
export const originVerifyHeader = 'x-origin-verify';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** WAF counts over 5-minute windows, the window of edgeRequestsPerClient. */
const rateRule = (
  name: string,
  priority: number,
  limit: number,
  pathPrefix?: string,
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
      ...(pathPrefix
        ? {
            scopeDownStatement: {
              byteMatchStatement: {
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                searchString: pathPrefix,
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          }
        : {}),
    },
  },
  visibilityConfig: visibility(name),
});

const commonRuleSet = (priority: number): CfnWebACL.RuleProperty => ({
  name: 'AWSManagedRulesCommonRuleSet',
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesCommonRuleSet' } },
  visibilityConfig: visibility('AWSManagedRulesCommonRuleSet'),
});

/** Our error envelope for the 429, as API Gateway's own answers carry it. */
const tooManyRequestsBody = {
  tooManyRequests: { contentType: 'APPLICATION_JSON', content: gatewayErrorBody(429) },
};

/** The public API: rate per source IP, then the managed common rules. */
export class PublicApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly api: RestApi; readonly stage: string }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `wallet-risk-${props.stage}-public-api`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      customResponseBodies: tooManyRequestsBody,
      rules: [rateRule('RatePerClient', 0, edgeRequestsPerClient.public.max), commonRuleSet(1)],
      visibilityConfig: visibility('public-api'),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

/**
 * The console API answers only requests that came through our CloudFront distribution: it adds
 * `x-origin-verify: <secret>` (a generated Secrets Manager value, resolved by CloudFormation), and
 * this ACL blocks every request without it. Calling execute-api directly is refused (403), so
 * nobody can reach the API with a CloudFront-Viewer-Address of their choosing.
 */
export class ConsoleOriginGuard extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(
    scope: Construct,
    id: string,
    props: { readonly api: RestApi; readonly stage: string; readonly originSecret: string },
  ) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `wallet-risk-${props.stage}-console-origin`,
      scope: 'REGIONAL',
      defaultAction: { block: {} },
      rules: [
        {
          name: 'FromOurCloudFront',
          priority: 0,
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
      visibilityConfig: visibility('console-origin'),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.deploymentStage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

/**
 * CloudFront's web ACL (scope CLOUDFRONT exists only in us-east-1, hence a stack of its own):
 * rate per viewer address on the console API's paths, then the managed common rules.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { readonly stage: string }) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `wallet-risk-${props.stage}-console-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: tooManyRequestsBody,
      rules: [
        rateRule('RatePerViewer', 0, edgeRequestsPerClient.console.max, `${apiBasePaths.console}/`),
        commonRuleSet(1),
      ],
      visibilityConfig: visibility('console-edge'),
    });
  }
}
