import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { corsAllowHeaders } from '../../../shared/api/cors';
import {
  apiSecurityHeaders,
  contentSecurityPolicy,
  referrerPolicy,
  strictTransportSecurity,
} from '../../../shared/api/header-policy';
import { apiBasePaths } from '../../../shared/api/routes';
import { RUNTIME_CONFIG_PATH } from '../../../shared/api/runtime-config-path';
import { viewerAddressHeader } from '../../../shared/api/viewer-address';
import type { RuntimeConfig } from '../../../shared/contract/runtime-config.schema';
import { fallbackLanguage, languages } from '../../../shared/i18n/languages';
import { LANGUAGE_COOKIE, prerenderedPages } from '../../../shared/site/prerendered-pages';

/**
 * CloudFront Function (viewer request): a public page the build drew ahead of time is served its
 * file in the language the cookie names (shared/site/prerendered-pages.ts; the cache key is the
 * rewritten path, so the cookie need not reach the origin); any other path whose last segment has
 * no dot is a client-side route of the SPA, so it is served index.html. This is done per request on the S3
 * behaviour only; distribution-wide error responses would also turn the API's 404s into index.html.
 */
export const spaRewriteCode = `var prerenderedPages = ${JSON.stringify(prerenderedPages)};
var languages = ${JSON.stringify(languages)};
function handler(event) {
  var request = event.request;
  if (Object.prototype.hasOwnProperty.call(prerenderedPages, request.uri)) {
    var cookie = request.cookies && request.cookies[${JSON.stringify(LANGUAGE_COOKIE)}];
    var language = cookie && languages.indexOf(cookie.value) !== -1 ? cookie.value : ${JSON.stringify(fallbackLanguage)};
    request.uri = '/' + prerenderedPages[request.uri] + '.' + language + '.html';
    return request;
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * What CloudFront forwards to the console API besides the body, path and query: the request
 * headers the API reads (shared/api/cors.ts, without Authorization, which CloudFront takes only
 * through a cache policy), what a CORS preflight carries, and the viewer's address, named here so
 * no change of managed policy can drop it (the console routes refuse a request without it).
 * Never Host: API Gateway answers only to its own host name.
 */
export const consoleOriginRequestHeaders: readonly string[] = [
  ...corsAllowHeaders.filter((name) => name.toLowerCase() !== 'authorization'),
  'Origin',
  'Access-Control-Request-Method',
  'Access-Control-Request-Headers',
  viewerAddressHeader,
];

export interface SpaHostingProps {
  /** The console API, served under /api/* on the same origin as the SPA. */
  readonly consoleApi: RestApi;
  /** Folder of the built SPA (web/dist); without it the bucket stays empty. */
  readonly webAssetsPath?: string;
  /** Headers CloudFront adds to console API requests (the origin secret the API's ACL requires). */
  readonly originHeaders?: Readonly<Record<string, string>>;
  /** The CLOUDFRONT-scope web ACL (rate per viewer, managed rules). */
  readonly webAclArn?: string;
  /** Written beside index.html as /runtime-config.json: what this deployment tells the SPA. */
  readonly runtimeConfig: RuntimeConfig;
}

const referrerPolicies: Readonly<Record<string, HeadersReferrerPolicy>> = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
  'no-referrer': HeadersReferrerPolicy.NO_REFERRER,
  'same-origin': HeadersReferrerPolicy.SAME_ORIGIN,
};

/** The header policy (shared/api/header-policy.ts) as CloudFront's security headers. */
const securityHeaders = (contentSecurityPolicyValue: string) => ({
  contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicyValue, override: true },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
  referrerPolicy: { referrerPolicy: referrerPolicies[referrerPolicy]!, override: true },
  strictTransportSecurity: {
    accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
    includeSubdomains: strictTransportSecurity.includeSubdomains,
    override: true,
  },
});

/** The SPA's bucket and the distribution in front of it and of the console API. */
export class SpaHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly siteHeaders: ResponseHeadersPolicy;
  readonly apiHeaders: ResponseHeadersPolicy;
  readonly apiOriginRequest: OriginRequestPolicy;
  readonly apiCache: CachePolicy;

  constructor(scope: Construct, id: string, props: SpaHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only build output lives here, but a stack deletion should never empty a bucket by itself.
      autoDeleteObjects: false,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment:
        'Serves public pages drawn ahead of time in the cookie language, index.html for other SPA routes',
    });

    this.siteHeaders = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'wallet-risk console pages: CSP, no framing, nosniff, referrer policy, HSTS',
      securityHeadersBehavior: securityHeaders(contentSecurityPolicy),
    });
    // API answers are JSON: nothing to run or frame, and none may be cached (tokens, e-mails).
    this.apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'wallet-risk console API: nosniff, no-store, no framing, HSTS',
      securityHeadersBehavior: securityHeaders("default-src 'none'; frame-ancestors 'none'"),
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Cache-Control', value: apiSecurityHeaders['Cache-Control'], override: true },
        ],
      },
    });

    // Cookies are forwarded for the sign-in's device cookie; the query string for every GET.
    this.apiOriginRequest = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'wallet-risk console API: the headers it reads and the viewer address, never Host',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...consoleOriginRequestHeaders),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    // The bearer token reaches the API only as part of a cache key. Nothing is cached all the
    // same: the default TTL is 0 and our answers say `no-store`; only an answer that asked for
    // caching could be kept, for at most a second, and only for the same token, path and query.
    this.apiCache = new CachePolicy(this, 'ApiCache', {
      comment: 'wallet-risk console API: forwards Authorization, caches nothing by default',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'wallet-risk console: SPA and /api/*',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.siteHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The console API's resources all sit under /api, so paths map through unchanged
        // (the origin path adds the API Gateway stage).
        [`${apiBasePaths.console}/*`]: {
          origin: new RestApiOrigin(props.consoleApi, { customHeaders: { ...props.originHeaders } }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: this.apiCache,
          originRequestPolicy: this.apiOriginRequest,
          responseHeadersPolicy: this.apiHeaders,
        },
      },
    });

    if (props.webAssetsPath) {
      new BucketDeployment(this, 'Deployment', {
        // Source maps are built for local debugging but never published.
        sources: [
          Source.asset(props.webAssetsPath, { exclude: ['**/*.map'] }),
          Source.jsonData(RUNTIME_CONFIG_PATH.slice(1), props.runtimeConfig),
        ],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // Old hashed assets stay for tabs still running the previous build; the invalidation
        // makes every edge fetch the new index.html (the default behaviour caches up to a day).
        prune: false,
        memoryLimit: 512,
      });
    }
  }
}
