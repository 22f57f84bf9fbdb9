import { Match } from 'aws-cdk-lib/assertions';
import { lambdaEntries } from '../../functions/platform/lambda-entries';
import { isLiveOn, routesOf } from '../../shared/api/routes';
import { apiTiers } from '../lib/api-limits';
import { entryMetadataKey } from '../lib/entry-metadata';
import { groupEntry } from '../lib/stateless-stack';
import { buildTestApp, methodsOf, resourcesOf, restApiId, roleActions, type TestApp } from './test-app';

/** The public API: its API-key authorizer, metered methods and refusal envelopes. */
let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const authorizerFunctionId = () =>
  Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).find(
    ([, f]) => f.Metadata?.[entryMetadataKey] === lambdaEntries.apiKeyAuthorizer.entry,
  )![0];

describe('public API', () => {
  it('serves every route live on it, behind the API-key authorizer, metered by usage plans', () => {
    const apiId = restApiId(app.statelessTemplate, 'public');
    const live = routesOf('public').filter((r) => isLiveOn(r, 'public'));
    expect(live.length).toBeGreaterThan(0);
    const methods = methodsOf(app.statelessTemplate, apiId).filter((m) => m.httpMethod !== 'OPTIONS');
    expect(methods.map((m) => m.operationName).sort()).toEqual(live.map((r) => r.operationId).sort());
    const authorizers = new Set(methods.map((m) => m.authorizerId));
    expect(authorizers.size).toBe(1);
    for (const method of Object.values(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Method')).filter(
      (m) =>
        (m.Properties.RestApiId as { Ref: string }).Ref === apiId && m.Properties.HttpMethod !== 'OPTIONS',
    )) {
      expect(method.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', ApiKeyRequired: true });
    }
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::RestApi', {
      Name: Match.stringLikeRegexp('-public$'),
      ApiKeySourceType: 'AUTHORIZER',
    });
  });

  it('runs the authorizer on every call: no identity sources, never cached', () => {
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      Name: 'api-key',
      AuthorizerResultTtlInSeconds: 0,
      RestApiId: { Ref: restApiId(app.statelessTemplate, 'public') },
    });
    const authorizer = Object.values(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Authorizer')).find(
      (a) => a.Properties.Name === 'api-key',
    )!;
    expect(authorizer.Properties.IdentitySource ?? '').toBe('');
  });

  it('names the usage plans the authorizer looks up, one per tier', () => {
    const fn = resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')[authorizerFunctionId()]!;
    const prefix = (fn.Properties.Environment as { Variables: Record<string, string> }).Variables
      .USAGE_PLAN_NAME_PREFIX!;
    for (const { plan, limits } of apiTiers()) {
      app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
        UsagePlanName: `${prefix}${plan.key}`,
        Throttle: { RateLimit: limits.throttle.rateLimit, BurstLimit: limits.throttle.burstLimit },
        Quota: { Limit: limits.requestsPerDay, Period: 'DAY' },
      });
    }
  });

  it('lets the authorizer read and write the table, add keys to usage plans and delete replaced ones, nothing more', () => {
    const actions = roleActions(app.statelessTemplate, authorizerFunctionId());
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'apigateway:POST']),
    );
    expect([...new Set(actions.filter((a) => a.startsWith('apigateway:')))].sort()).toEqual([
      'apigateway:DELETE',
      'apigateway:GET',
      'apigateway:POST',
    ]);
    expect(actions).not.toContain('*');
  });

  it('lets the api-keys routes delete a deleted key’s API Gateway key, and only API keys', () => {
    const [id, fn] = Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).find(
      ([, f]) => f.Metadata?.[entryMetadataKey] === groupEntry('api-keys'),
    )!;
    expect((fn.Properties.Environment as { Variables: Record<string, string> }).Variables).toHaveProperty(
      'USAGE_PLAN_NAME_PREFIX',
    );
    const actions = roleActions(app.statelessTemplate, id).filter((a) => a.startsWith('apigateway:'));
    expect([...new Set(actions)].sort()).toEqual(['apigateway:DELETE', 'apigateway:GET']);
  });

  it.each([
    ['ACCESS_DENIED', 403, '"code":"$context.authorizer.code"'],
    ['UNAUTHORIZED', 401, '"code":"api_key_unknown"'],
    ['THROTTLED', 429, '"code":"rate_limited"'],
    ['QUOTA_EXCEEDED', 429, '"code":"quota_exceeded"'],
  ])('%s answers %i with the refusal’s code', (type, status, code) => {
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      RestApiId: { Ref: restApiId(app.statelessTemplate, 'public') },
      ResponseType: type,
      StatusCode: String(status),
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp(code.replace(/[$.]/g, '\\$&')) },
    });
  });
});
