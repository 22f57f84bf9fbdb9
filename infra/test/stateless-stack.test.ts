import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { configSchema } from '../../functions/platform/config';
import { type LambdaEntry, lambdaEntries, TETHER_FREEZE_JOB } from '../../functions/platform/lambda-entries';
import { contentSecurityPolicy } from '../../shared/api/header-policy';
import {
  apiBasePaths,
  authOn,
  isBuilt,
  isLiveOn,
  routeGroups,
  routes,
  routesOf,
} from '../../shared/api/routes';
import { viewerAddressHeader } from '../../shared/api/viewer-address';
import { analysisErrorNames } from '../../shared/contract/payloads/analysis-workflow.schema';
import { catalogueEntry } from '../../shared/errors/error-catalogue';
import { bootScriptHash } from '../../shared/site/boot-script';
import { LANGUAGE_COOKIE, prerenderedFileFor } from '../../shared/site/prerendered-pages';
import { apiTiers } from '../lib/api-limits';
import { accountMailEntry } from '../lib/constructs/account-mail';
import {
  analysisTasksEntry,
  queryDeadLetterEntry,
  queryStarterEntry,
} from '../lib/constructs/analysis-workflow';
import { labelRefreshEntry } from '../lib/constructs/label-refresh';
import { querySweeperEntry } from '../lib/constructs/query-sweeper';
import { consoleOriginRequestHeaders, spaRewriteCode } from '../lib/constructs/spa-hosting';
import { entryMetadataKey, exportMetadataKey } from '../lib/entry-metadata';
import { groupEntry, userTokenAuthorizerEntry } from '../lib/stateless-stack';
import {
  buildTestApp,
  methodsOf,
  repoRoot,
  resourcesOf,
  restApiId,
  roleActions,
  type TestApp,
  testEnv,
} from './test-app';

let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

/**
 * Built once, on first use, for the tests that read context values or an SPA build: a synth is
 * the expensive part of these tests, and one app carries every custom value they look for.
 */
const customContext = {
  corsAllowOrigin: 'https://app.example.org',
  mailFrom: 'alerts@wallet-risk.example',
  logLevel: 'debug',
} as const;
let customApp: TestApp | undefined;
const custom = (): TestApp => {
  customApp ??= buildTestApp(customContext);
  return customApp;
};

/** An app deploying an SPA build of an index page, a script and the script's source map. */
let spaApp: { readonly app: TestApp; readonly outdir: string } | undefined;
const withSpa = (): { readonly app: TestApp; readonly outdir: string } => {
  if (spaApp) return spaApp;
  const dist = mkdtempSync(join(tmpdir(), 'wallet-risk-web-dist-'));
  try {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'app.js.map'), '{}');
    const built = buildTestApp({}, { webAssetsPath: dist });
    const outdir = (built.stateless.node.root as unknown as { outdir: string }).outdir;
    spaApp = { app: built, outdir };
    return spaApp;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
};

/** Our functions (with entry metadata); CDK's own, such as BucketDeployment's, are left out. */
const functions = () =>
  Object.fromEntries(
    Object.entries(resourcesOf(app.statelessTemplate, 'AWS::Lambda::Function')).filter(
      ([, f]) => f.Metadata?.[entryMetadataKey] !== undefined,
    ),
  );
const functionIdByEntry = (entry: string): string => {
  const found = Object.entries(functions()).find(([, f]) => f.Metadata?.[entryMetadataKey] === entry);
  if (!found) throw new Error(`no function with entry ${entry}`);
  return found[0];
};
const builtGroups = routeGroups.filter((g) => routes.some((r) => r.group === g && isBuilt(r)));

describe('functions', () => {
  it('one function per route group with a built route, the authorizer, and the analysis workflow', () => {
    const entries = Object.values(functions())
      .map((f) => `${f.Metadata?.[entryMetadataKey]}#${f.Metadata?.[exportMetadataKey]}`)
      .sort();
    expect(entries).toEqual(
      [
        ...builtGroups.map((g) => `${groupEntry(g)}#handler`),
        `${userTokenAuthorizerEntry}#handler`,
        `${lambdaEntries.apiKeyAuthorizer.entry}#handler`,
        ...['prepare', 'analyse', 'complete', 'markFailed'].map((step) => `${analysisTasksEntry}#${step}`),
        `${queryStarterEntry}#handler`,
        `${queryDeadLetterEntry}#handler`,
        `${labelRefreshEntry}#handler`,
        `${querySweeperEntry}#handler`,
        `${lambdaEntries.monitorPollFanOut.entry}#handler`,
        `${lambdaEntries.monitorShardPoller.entry}#handler`,
        `${lambdaEntries.labelRescreen.entry}#handler`,
        `${lambdaEntries.alertStarter.entry}#handler`,
        ...['charge', 'deliverWebhooks', 'sendEmails'].map(
          (step) => `${lambdaEntries.alertDeliveryTasks.entry}#${step}`,
        ),
        `${accountMailEntry}#handler`,
      ].sort(),
    );
  });

  it('every function: nodejs24.x on arm64, the handler its metadata names, an existing entry file', () => {
    for (const fn of Object.values(functions())) {
      const exportName = fn.Metadata?.[exportMetadataKey] as string;
      expect(fn.Properties).toEqual(
        expect.objectContaining({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          Handler: `index.${exportName}`,
        }),
      );
      const entry = fn.Metadata?.[entryMetadataKey] as string;
      expect(entry).toMatch(/^functions\/(http|workers)\/.+\.lambda\.ts$/);
      expect(existsSync(join(repoRoot, entry))).toBe(true);
    }
  });

  it('every function has the settings its entry needs: those config.ts requires and those it declares', () => {
    // Settings without a default that the schema refuses to go without.
    const alwaysRequired = Object.entries(configSchema.shape)
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name);
    const rows: readonly LambdaEntry[] = Object.values(lambdaEntries);
    expect(alwaysRequired).toEqual(expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID']));
    for (const [logicalId, fn] of Object.entries(functions())) {
      const entry = fn.Metadata?.[entryMetadataKey];
      const row = rows.find((r) => r.entry === entry);
      // A new entry must be listed in functions/platform/lambda-entries.ts with what it needs.
      expect({ logicalId, entry, listed: row !== undefined }).toEqual({ logicalId, entry, listed: true });
      const variables = Object.keys(
        (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
      );
      // A secret setting arrives on AWS as the id of its Secrets Manager secret, read at cold start.
      const secretIds: Record<string, string> = {
        USER_POOL_CLIENT_SECRET: 'USER_POOL_CLIENT_SECRET_ID',
        MAIL_CODE_PRIVATE_KEY: 'MAIL_CODE_PRIVATE_KEY_SECRET_ID',
      };
      const onAws = (name: string) => secretIds[name] ?? name;
      expect({ logicalId, variables }).toEqual({
        logicalId,
        variables: expect.arrayContaining([...alwaysRequired, ...row!.requires].map(onAws)),
      });
    }
  });

  it('group functions get the runtime configuration of functions/platform/config.ts', () => {
    for (const group of builtGroups) {
      const fn = functions()[functionIdByEntry(groupEntry(group))]!;
      expect(fn.Properties.Environment).toEqual({
        Variables: expect.objectContaining({
          STAGE: 'aws',
          TABLE_NAME: expect.anything(),
          USER_POOL_ID: expect.anything(),
          USER_POOL_CLIENT_ID: expect.anything(),
          MAIL_FROM: 'no-reply@example.com',
          LOG_LEVEL: 'info',
        }),
      });
    }
  });

  it('hands the CORS origin of the context to the handlers', () => {
    custom().statelessTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CORS_ALLOW_ORIGIN: customContext.corsAllowOrigin }) },
    });
  });

  it('takes MAIL_FROM and LOG_LEVEL from context', () => {
    custom().statelessTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ MAIL_FROM: customContext.mailFrom, LOG_LEVEL: customContext.logLevel }),
      },
    });
  });

  it('group functions may use the table; only accounts may call the pool; no group sends mail', () => {
    const pool = [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminInitiateAuth',
    ];
    for (const group of builtGroups) {
      const actions = roleActions(app.statelessTemplate, functionIdByEntry(groupEntry(group)));
      expect(actions).toEqual(
        expect.arrayContaining([
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:Query',
          'dynamodb:GetItem',
        ]),
      );
      for (const action of pool) {
        if (group === 'accounts') expect(actions).toContain(action);
        else expect(actions).not.toContain(action);
      }
      // monitoring sends alert e-mails again when the user asks (redeliver); no other group mails.
      if (group === 'monitoring') expect(actions).toContain('ses:SendEmail');
      else expect(actions).not.toContain('ses:SendEmail');
    }
    // Verification mail is queued by accounts and sent by the account mail consumer alone, which
    // reads the table (the e-mail's owner) and cannot write it.
    expect(roleActions(app.statelessTemplate, functionIdByEntry(groupEntry('accounts')))).toContain(
      'sqs:SendMessage',
    );
    const mailer = roleActions(app.statelessTemplate, functionIdByEntry(accountMailEntry));
    expect(mailer).toEqual(expect.arrayContaining(['ses:SendEmail', 'ses:SendRawEmail', 'dynamodb:GetItem']));
    expect(mailer).not.toContain('dynamodb:PutItem');
    expect(roleActions(app.statelessTemplate, functionIdByEntry(groupEntry('queries')))).toContain(
      'sqs:SendMessage',
    );
  });

  it('the authorizer reads the table but cannot write it', () => {
    const fnId = functionIdByEntry(userTokenAuthorizerEntry);
    const fn = functions()[fnId]!;
    const actions = roleActions(app.statelessTemplate, fnId);
    expect(actions).toEqual(['dynamodb:GetItem']);
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(fn.Properties.Environment).toEqual({
      Variables: expect.objectContaining({
        USER_POOL_ID: expect.anything(),
        USER_POOL_CLIENT_ID: expect.anything(),
      }),
    });
  });
});

describe('console API', () => {
  const consoleMethods = () => methodsOf(app.statelessTemplate, restApiId(app.statelessTemplate, 'console'));

  it.each(routesOf('console').filter((r) => isLiveOn(r, 'console')))(
    '$operationId: one $method method at /api$path, authorizer iff it needs a user',
    (route) => {
      const matches = consoleMethods().filter((m) => m.operationName === route.operationId);
      expect(matches).toHaveLength(1);
      const method = matches[0]!;
      expect(method.httpMethod).toBe(route.method);
      expect(method.path).toBe(`${apiBasePaths.console}${route.path}`);
      if (authOn('console', route.auth) === 'user') {
        expect(method.authorizationType).toBe('CUSTOM');
        expect(method.authorizerId).toBeDefined();
        expect(
          resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Authorizer')[method.authorizerId!],
        ).toBeDefined();
      } else {
        expect(method.authorizationType).toBe('NONE');
        expect(method.authorizerId).toBeUndefined();
      }
      // Proxied to the route group's function.
      expect(JSON.stringify(method.integrationUri)).toContain(functionIdByEntry(groupEntry(route.group)));
    },
  );

  it('unbuilt routes have no method on either API', () => {
    const named = Object.values(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Method')).map(
      (m) => m.Properties.OperationName,
    );
    for (const route of routes.filter((r) => !isBuilt(r))) expect(named).not.toContain(route.operationId);
  });

  it('every resource sits under /api; no CORS preflight while no other origin is allowed', () => {
    const methods = consoleMethods();
    const paths = new Set(methods.map((m) => m.path));
    for (const path of paths) {
      if (path !== '/') expect(path.startsWith(`${apiBasePaths.console}`)).toBe(true);
    }
    expect(methods.filter((m) => m.httpMethod === 'OPTIONS')).toEqual([]);
  });

  it('with an allowed origin, every resource answers a CORS preflight allowing our headers, for it only', () => {
    const { statelessTemplate } = custom();
    const methods = methodsOf(statelessTemplate, restApiId(statelessTemplate, 'console'));
    for (const path of new Set(methods.map((m) => m.path)))
      expect(methods.some((m) => m.path === path && m.httpMethod === 'OPTIONS')).toBe(true);
    statelessTemplate.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'OPTIONS',
      Integration: Match.objectLike({
        IntegrationResponses: [
          Match.objectLike({
            ResponseParameters: Match.objectLike({
              'method.response.header.Access-Control-Allow-Origin': "'https://app.example.org'",
              'method.response.header.Access-Control-Allow-Headers':
                "'Authorization,Content-Type,X-API-Key,X-Language,Accept-Language,Idempotency-Key'",
            }),
          }),
        ],
      }),
    });
  });

  it('gives the public API no CORS preflight even with an allowed origin: browsers never call it', () => {
    const { statelessTemplate } = custom();
    const methods = methodsOf(statelessTemplate, restApiId(statelessTemplate, 'public'));
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((m) => m.httpMethod === 'OPTIONS')).toEqual([]);
  });

  it('user-token authorizer: REQUEST, Authorization header, never cached', () => {
    // The other one is the public API's (public-api.test.ts).
    app.statelessTemplate.resourceCountIs('AWS::ApiGateway::Authorizer', 2);
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 0,
      RestApiId: { Ref: restApiId(app.statelessTemplate, 'console') },
    });
  });
});

describe('public API', () => {
  it('reads API keys from the authorizer and has one usage plan per tier with API access', () => {
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::RestApi', {
      Name: Match.stringLikeRegexp('-public$'),
      ApiKeySourceType: 'AUTHORIZER',
    });
    const plans = Object.values(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::UsagePlan'));
    expect(plans).toHaveLength(apiTiers().length);
    for (const { plan, limits } of apiTiers()) {
      app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::UsagePlan', {
        UsagePlanName: `wallet-risk-dev-${plan.key}`,
        Throttle: { RateLimit: limits.throttle.rateLimit, BurstLimit: limits.throttle.burstLimit },
        Quota: { Limit: limits.requestsPerDay, Period: 'DAY' },
        ApiStages: [Match.objectLike({ ApiId: { Ref: restApiId(app.statelessTemplate, 'public') } })],
      });
    }
  });
});

describe('gateway responses', () => {
  const expected: [string, number][] = [
    ['UNAUTHORIZED', 401],
    ['ACCESS_DENIED', 403],
    ['MISSING_AUTHENTICATION_TOKEN', 404],
    ['THROTTLED', 429],
    ['QUOTA_EXCEEDED', 429],
    ['BAD_REQUEST_BODY', 400],
    ['BAD_REQUEST_PARAMETERS', 400],
    ['REQUEST_TOO_LARGE', 413],
    ['DEFAULT_5XX', 500],
  ];

  it.each(expected)(
    '%s answers %i with our envelope, nosniff and no-store on both APIs, no CORS',
    (type, status) => {
      const entry = catalogueEntry(status);
      // The public API's refusals carry their codes instead (public-api.test.ts).
      const publicOwn = ['UNAUTHORIZED', 'ACCESS_DENIED', 'THROTTLED', 'QUOTA_EXCEEDED'].includes(type);
      for (const api of publicOwn ? (['console'] as const) : (['console', 'public'] as const)) {
        app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
          RestApiId: { Ref: restApiId(app.statelessTemplate, api) },
          ResponseType: type,
          StatusCode: String(status),
          ResponseParameters: {
            'gatewayresponse.header.X-Content-Type-Options': "'nosniff'",
            'gatewayresponse.header.Cache-Control': "'no-store'",
          },
          ResponseTemplates: {
            'application/json': JSON.stringify({
              error: { type: entry.type, status, message: entry.message['en-US'] },
            }),
          },
        });
      }
    },
  );

  it('carry CORS for the allowed origin when one is configured', () => {
    custom().statelessTemplate.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'UNAUTHORIZED',
      ResponseParameters: Match.objectLike({
        'gatewayresponse.header.Access-Control-Allow-Origin': "'https://app.example.org'",
      }),
    });
  });

  it('an unknown path reads as the catalogue 404', () => {
    app.statelessTemplate.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'MISSING_AUTHENTICATION_TOKEN',
      ResponseTemplates: {
        'application/json': Match.stringLikeRegexp('The requested resource does not exist'),
      },
    });
  });
});

describe('SPA hosting', () => {
  const distribution = () =>
    Object.values(resourcesOf(app.statelessTemplate, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as Record<string, unknown>;

  const policyConfig = (type: string, ref: unknown, configKey: string) => {
    const id = (ref as { Ref: string }).Ref;
    return resourcesOf(app.statelessTemplate, type)[id]!.Properties[configKey] as Record<string, unknown>;
  };

  it('routes /api/* to the console API, uncached, all methods, the headers it reads and the viewer address, never Host', () => {
    const behaviours = distribution().CacheBehaviors as Record<string, unknown>[];
    expect(behaviours).toHaveLength(1);
    expect(behaviours[0]).toEqual(
      expect.objectContaining({
        PathPattern: '/api/*',
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      }),
    );
    // Our own origin request policy names CloudFront-Viewer-Address (the client per-client limits
    // count), the headers the API reads and cookies; never Host (API Gateway's own name only).
    const origin = policyConfig(
      'AWS::CloudFront::OriginRequestPolicy',
      behaviours[0]!.OriginRequestPolicyId,
      'OriginRequestPolicyConfig',
    ) as {
      HeadersConfig: { HeaderBehavior: string; Headers: string[] };
      CookiesConfig: unknown;
      QueryStringsConfig: unknown;
    };
    expect(origin.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(origin.HeadersConfig.Headers).toEqual(
      expect.arrayContaining([
        viewerAddressHeader,
        'Content-Type',
        'Idempotency-Key',
        'Accept-Language',
        'X-Language',
      ]),
    );
    expect(origin.HeadersConfig.Headers).toEqual(consoleOriginRequestHeaders);
    expect(origin.HeadersConfig.Headers.map((h) => h.toLowerCase())).not.toContain('host');
    expect(origin.CookiesConfig).toEqual({ CookieBehavior: 'all' });
    expect(origin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    // Authorization travels through the cache policy's key; nothing is kept by default.
    const cache = policyConfig(
      'AWS::CloudFront::CachePolicy',
      behaviours[0]!.CachePolicyId,
      'CachePolicyConfig',
    ) as {
      DefaultTTL: number;
      MinTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: { HeadersConfig: unknown; QueryStringsConfig: unknown };
    };
    expect(cache).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    const origins = distribution().Origins as { Id: string; DomainName: unknown; OriginPath?: string }[];
    const apiOrigin = origins.find((o) => o.Id === behaviours[0]!.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(restApiId(app.statelessTemplate, 'console'));
    // The origin path is the API's stage, so /api/login reaches the stage's /api/login resource.
    const [stageId] = Object.entries(resourcesOf(app.statelessTemplate, 'AWS::ApiGateway::Stage')).find(
      ([, stage]) =>
        (stage.Properties.RestApiId as { Ref: string }).Ref === restApiId(app.statelessTemplate, 'console'),
    )!;
    expect(JSON.stringify(apiOrigin.OriginPath)).toContain(stageId);
  });

  it('serves the private bucket through OAC with the SPA rewrite, and no distribution-wide error pages', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const defaultBehaviour = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehaviour.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const origins = config.Origins as { Id: string; OriginAccessControlId?: unknown }[];
    expect(
      origins.find((o) => o.Id === defaultBehaviour.TargetOriginId)?.OriginAccessControlId,
    ).toBeDefined();
    app.statelessTemplate.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      }),
    });
    expect(Object.keys(resourcesOf(app.statelessTemplate, 'Custom::S3AutoDeleteObjects'))).toEqual([]);
  });

  it.each([
    ['/', '/home.zh-CN.html'],
    ['/price', '/price.zh-CN.html'],
    ['/price/', '/index.html'],
    ['/console', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/report/0xabc/detail', '/index.html'],
    ['/assets/index-3f2a.js', '/assets/index-3f2a.js'],
    ['/favicon.ico', '/favicon.ico'],
  ])('the rewrite function maps %s to %s', (uri, expected) => {
    // The CloudFront Function is plain ES5 with a global `handler`: evaluate it as CloudFront would.
    const handler = new Function(`${spaRewriteCode}; return handler;`)() as (e: unknown) => { uri: string };
    expect(handler({ request: { uri } }).uri).toBe(expected);
  });

  it.each([
    ['/docs', 'en-US'],
    ['/login', 'zh-TW'],
    ['/', 'zh-CN'],
    ['/price', 'fr-FR'],
    ['/terms', undefined],
  ])(
    'serves %s drawn ahead of time in the language cookie %s names, as the local site does',
    (uri, language) => {
      const handler = new Function(`${spaRewriteCode}; return handler;`)() as (e: unknown) => { uri: string };
      // CloudFront hands a function its cookies parsed; the local site reads the raw header.
      const cookies = language ? { [LANGUAGE_COOKIE]: { value: language } } : {};
      const header = language ? `theme=dark; ${LANGUAGE_COOKIE}=${language}` : undefined;
      expect(handler({ request: { uri, cookies } }).uri).toBe(prerenderedFileFor(uri, header));
    },
  );

  const headersPolicy = (id: unknown) =>
    Object.entries(resourcesOf(app.statelessTemplate, 'AWS::CloudFront::ResponseHeadersPolicy')).find(
      ([logicalId]) => logicalId === (id as { Ref: string }).Ref,
    )![1].Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig?: { Items: Record<string, unknown>[] };
    };

  it('pages carry the shared header policy: strict CSP, no framing, nosniff, referrer policy, HSTS', () => {
    const config = headersPolicy(
      (distribution().DefaultCacheBehavior as Record<string, unknown>).ResponseHeadersPolicyId,
    );
    const csp = String(config.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy);
    expect(csp).toBe(contentSecurityPolicy);
    expect(csp).toContain(`script-src 'self' ${bootScriptHash};`);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe|\*)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
    });
  });

  it('API answers through CloudFront are never cached or sniffed, and carry HSTS', () => {
    const behaviour = (distribution().CacheBehaviors as Record<string, unknown>[])[0]!;
    const config = headersPolicy(behaviour.ResponseHeadersPolicyId);
    expect(config.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      StrictTransportSecurity: { Override: true },
    });
    expect(config.CustomHeadersConfig?.Items).toEqual([
      { Header: 'Cache-Control', Value: 'no-store', Override: true },
    ]);
  });

  it('never publishes source maps', () => {
    const { outdir } = withSpa();
    const staged = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    const files = staged.flatMap((name) =>
      statSync(join(outdir, name)).isDirectory() ? readdirSync(join(outdir, name)) : [],
    );
    expect(files).toContain('app.js');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('writes the public API stage URL into /runtime-config.json, the base of every docs example', () => {
    const { app: spa, outdir } = withSpa();
    const deployment = Object.values(resourcesOf(spa.statelessTemplate, 'Custom::CDKBucketDeployment'))[0]!;
    // Source.jsonData stages the file with a marker where a deploy-time value goes, and hands the
    // deployment the marker's value; the staged file is the one that carries the config's name.
    const staged = readdirSync(outdir)
      .map((name) => join(outdir, name, 'runtime-config.json'))
      .filter((file) => existsSync(file));
    expect(staged).toHaveLength(1);
    const written = JSON.parse(readFileSync(staged[0]!, 'utf8')) as { public_api_url: string };
    const markers = Object.assign({}, ...(deployment.Properties.SourceMarkers as object[])) as Record<
      string,
      { Ref: string }
    >;
    const url = written.public_api_url.replace(/<<marker:[^>]+>>/g, (marker) => `{${markers[marker]?.Ref}}`);
    const api = restApiId(spa.statelessTemplate, 'public');
    const [stage] = Object.entries(resourcesOf(spa.statelessTemplate, 'AWS::ApiGateway::Stage')).find(
      ([, resource]) => JSON.stringify(resource.Properties.RestApiId) === JSON.stringify({ Ref: api }),
    )!;
    // The stage's URL without a trailing slash: the docs append /v1/... paths.
    expect(url).toBe(`https://{${api}}.execute-api.${testEnv.region}.{AWS::URLSuffix}/{${stage}}`);
  });

  it('deploys no SPA while there is no build, and the build when there is one', () => {
    app.statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const { statelessTemplate } = withSpa().app;
    statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 1);
    statelessTemplate.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
    });
  });
});

it('outputs the API URLs and the distribution domain', () => {
  expect(Object.keys(app.statelessTemplate.findOutputs('*'))).toEqual(
    expect.arrayContaining(['ConsoleApiUrl', 'PublicApiUrl', 'DistributionDomainName', 'ConsoleUrl']),
  );
});

describe('analysis workflow', () => {
  const stateMachine = () => {
    // The analysis machine (the alert delivery machine: monitoring.test.ts).
    const machines = Object.values(
      resourcesOf(app.statelessTemplate, 'AWS::StepFunctions::StateMachine'),
    ).filter((m) => String(m.Properties.StateMachineName).endsWith('-analysis'));
    expect(machines).toHaveLength(1);
    return machines[0]!;
  };
  const definition = () => {
    const text = JSON.stringify(stateMachine().Properties.DefinitionString);
    return text;
  };

  it('runs Prepare → Analyse → Complete, retries Analyse on source errors, catches into MarkFailed', () => {
    const text = definition();
    for (const state of ['Prepare', 'Analyse', 'Complete', 'MarkFailed', 'Failed']) {
      expect(text).toContain(`\\"${state}\\":{`);
    }
    expect(text).toContain(analysisErrorNames.sourceUnavailable);
    expect(text).toContain('\\"States.ALL\\"');
    expect(text).toContain('\\"Next\\":\\"MarkFailed\\"');
  });

  /** The ASL with every CloudFormation token (function ARNs) replaced by a placeholder. */
  const asl = () => {
    const body = stateMachine().Properties.DefinitionString as string | { 'Fn::Join': [string, unknown[]] };
    const text =
      typeof body === 'string'
        ? body
        : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    return JSON.parse(text) as {
      TimeoutSeconds?: number;
      States: Record<string, { Retry?: { ErrorEquals: string[]; MaxAttempts?: number }[] }>;
    };
  };

  it('settles credits even when a step fails: no execution timeout, settling steps retried', () => {
    const { TimeoutSeconds, States } = asl();
    // An execution-wide timeout ends the run without the catch, leaving the credit held.
    expect(TimeoutSeconds).toBeUndefined();
    for (const state of ['MarkFailed', 'Complete']) {
      expect(States[state]!.Retry).toEqual(
        expect.arrayContaining([expect.objectContaining({ ErrorEquals: ['States.ALL'] })]),
      );
    }
    // "Not processing" is final, so it is matched (and not retried) before States.ALL.
    const retriers = States.Complete!.Retry!.map((r) => `${r.ErrorEquals.join()}:${r.MaxAttempts}`);
    const notProcessing = `${analysisErrorNames.queryNotProcessing}:0`;
    expect(retriers.indexOf(notProcessing)).toBeGreaterThanOrEqual(0);
    expect(retriers.indexOf(notProcessing)).toBeLessThan(
      retriers.findIndex((r) => r.startsWith('States.ALL:')),
    );
  });

  it('feeds the starter from the query queue and the dead-letter consumer from its DLQ', () => {
    // The query queue's two consumers (the monitoring queues' consumers: monitor-detection.test.ts).
    const mappings = Object.values(
      resourcesOf(app.statelessTemplate, 'AWS::Lambda::EventSourceMapping'),
    ).filter((m) => JSON.stringify(m.Properties.EventSourceArn).includes('Query'));
    expect(mappings).toHaveLength(2);
    const consumerOf = (entry: string) =>
      mappings.find((m) => JSON.stringify(m.Properties.FunctionName).includes(functionIdByEntry(entry)));
    for (const entry of [queryStarterEntry, queryDeadLetterEntry]) {
      expect(consumerOf(entry)?.Properties).toEqual(
        expect.objectContaining({ BatchSize: 10, FunctionResponseTypes: ['ReportBatchItemFailures'] }),
      );
    }
    expect(JSON.stringify(consumerOf(queryDeadLetterEntry)?.Properties.EventSourceArn)).toContain(
      'DeadLetter',
    );
    const starter = functions()[functionIdByEntry(queryStarterEntry)]!;
    expect(starter.Properties.Environment).toEqual({
      Variables: expect.objectContaining({ ANALYSIS_STATE_MACHINE_ARN: expect.anything() }),
    });
    expect(roleActions(app.statelessTemplate, functionIdByEntry(queryStarterEntry))).toContain(
      'states:StartExecution',
    );
  });

  it('lets the queries function send to the query queue', () => {
    const id = functionIdByEntry(groupEntry('queries'));
    expect(functions()[id]!.Properties.Environment).toEqual({
      Variables: expect.objectContaining({ QUERY_QUEUE_URL: expect.anything() }),
    });
    expect(roleActions(app.statelessTemplate, id)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
  });
});

describe('label refresh', () => {
  it('runs the feed refresh once a day and the Tether freeze feed every five minutes', () => {
    const rules = Object.values(resourcesOf(app.statelessTemplate, 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(functionIdByEntry(labelRefreshEntry)),
    );
    const schedules = rules.map((rule) => ({
      schedule: rule.Properties.ScheduleExpression,
      input: (rule.Properties.Targets as { Input?: string }[])[0]?.Input,
    }));
    expect(schedules).toEqual(
      expect.arrayContaining([
        { schedule: 'rate(1 day)', input: undefined },
        { schedule: 'rate(5 minutes)', input: JSON.stringify({ job: TETHER_FREEZE_JOB }) },
      ]),
    );
    expect(schedules).toHaveLength(2);
  });
});
