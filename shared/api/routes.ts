/**
 * The one route table (spec 01 §7, spec 02 §7). The CDK stack builds both REST APIs from it, the
 * local gateway serves from it, and the OpenAPI document is generated from it. Pure data: it is
 * read by infra, functions, scripts and web alike.
 *
 * Which API serves a route follows from its auth kind:
 * - `none` and `user` routes live on the console API (under `/api`, Cognito access tokens);
 * - `api-key` routes live on the public API (under `/v1`, X-API-Key header or api_key query);
 * - `user-or-api-key` routes live on both: a user token on the console API, a key on the public one.
 *
 * `live` lists the APIs that answer a route today. A route not live on an API (not built yet
 * there) gets 404 there from both gateways, never a made-up answer.
 */

export type HttpMethod = 'GET' | 'POST';
export type AuthKind = 'none' | 'user' | 'api-key' | 'user-or-api-key';
export type ApiName = 'console' | 'public';
/** One Lambda function per group on AWS. */
export type RouteGroup = 'accounts' | 'api-keys' | 'usage' | 'credits' | 'queries' | 'monitoring';

export interface RouteDefinition {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** API Gateway resource path, relative to the API's base path; `{name}` marks a path parameter. */
  readonly path: string;
  readonly group: RouteGroup;
  readonly auth: AuthKind;
  /** The APIs on which the route is implemented and served; empty until it is built. */
  readonly live: readonly ApiName[];
}

/** Base path of each API as the browser or API client sees it (CloudFront routes /api/* to console). */
export const apiBasePaths: Readonly<Record<ApiName, string>> = { console: '/api', public: '' };

/**
 * A route's template under an API's base path, its `{name}` parameters still to fill in: the API
 * Gateway resource (`/api/user`, `/v1/query/{hash}/status`) and what a client's URL is made from.
 */
export const routeAddress = (route: Pick<RouteDefinition, 'path'>, api: ApiName): string =>
  `${apiBasePaths[api]}${route.path}`;

/** Keeps each route's id, group and APIs as literal types, so a group's live operations are known to tsc. */
const route = <
  const Id extends string,
  const Group extends RouteGroup,
  const Live extends readonly ApiName[] = readonly [],
>(
  operationId: Id,
  method: HttpMethod,
  path: string,
  group: Group,
  auth: AuthKind,
  live: Live = [] as unknown as Live,
): RouteDefinition & { readonly operationId: Id; readonly group: Group; readonly live: Live } => ({
  operationId,
  method,
  path,
  group,
  auth,
  live,
});

const consoleOnly = ['console'] as const satisfies readonly ApiName[];
/** Served with a user token on the console API and with an API key on the public API. */
const bothApis = ['console', 'public'] as const satisfies readonly ApiName[];

/** A route served on both APIs, a user token on the console and an API key on the public one. */
const onBothApis = <const Id extends string, const Group extends RouteGroup>(
  operationId: Id,
  method: HttpMethod,
  path: string,
  group: Group,
) => route(operationId, method, path, group, 'user-or-api-key', bothApis);

export const routes = [
  // Accounts and sessions (spec 01 §4, §5, §7)
  route('sendVerificationCode', 'POST', '/send-verification-code', 'accounts', 'none', consoleOnly),
  route('register', 'POST', '/register', 'accounts', 'none', consoleOnly),
  route('login', 'POST', '/login', 'accounts', 'none', consoleOnly),
  route('refreshToken', 'POST', '/refresh-token', 'accounts', 'none', consoleOnly),
  route('logout', 'POST', '/logout', 'accounts', 'user', consoleOnly),
  route('logoutEverywhere', 'POST', '/logout-everywhere', 'accounts', 'user', consoleOnly),
  route('confirmPassword', 'POST', '/confirm-password', 'accounts', 'user', consoleOnly),
  route('forgotPassword', 'POST', '/forgot-password', 'accounts', 'none', consoleOnly),
  route('resetPassword', 'POST', '/reset-password', 'accounts', 'none', consoleOnly),
  route('getUser', 'GET', '/user', 'accounts', 'user', consoleOnly),
  route('getUserPackage', 'GET', '/user-package', 'accounts', 'user', consoleOnly),
  // Beyond the spec: the contact-sales form (no payment flow; plans are changed by the team).
  route('submitSalesInquiry', 'POST', '/sales-inquiry', 'accounts', 'none', consoleOnly),

  // API keys and usage statistics (spec 01 §3, §7). On the public API they need a key with the
  // admin permission (keys) or read (usage); see shared/rules/api-key-permissions.ts.
  onBothApis('createApiKey', 'POST', '/v1/api-keys/create', 'api-keys'),
  onBothApis('updateApiKey', 'POST', '/v1/api-keys/update', 'api-keys'),
  onBothApis('deleteApiKey', 'POST', '/v1/api-keys/delete', 'api-keys'),
  onBothApis('updateApiKeyStatus', 'POST', '/v1/api-keys/status/update', 'api-keys'),
  onBothApis('updateApiKeyIps', 'POST', '/v1/api-keys/ip/update', 'api-keys'),
  onBothApis('listApiKeys', 'GET', '/v1/api-keys/list', 'api-keys'),
  onBothApis('getApiUsageStats', 'GET', '/v1/api-usage/stats', 'usage'),
  // Beyond the spec: the stats timeline as CSV (text/csv).
  onBothApis('exportApiUsageStats', 'GET', '/v1/api-usage/stats/export', 'usage'),

  // Beyond the spec: the credit statement, every move of the caller's credits (a key needs read).
  onBothApis('getCreditStatement', 'GET', '/v1/credits/ledger', 'credits'),
  onBothApis('exportCreditStatement', 'GET', '/v1/credits/ledger/export', 'credits'),

  // Risk queries (spec 01 §7, spec 02 §7); status and result in both path forms
  onBothApis('createQuery', 'POST', '/v1/query/create', 'queries'),
  onBothApis('getQueryStatus', 'GET', '/v1/query/{hash}/status', 'queries'),
  onBothApis('getQueryStatusByParam', 'GET', '/v1/query/status', 'queries'),
  onBothApis('getQueryResult', 'GET', '/v1/query/{hash}/result', 'queries'),
  onBothApis('getQueryResultByParam', 'GET', '/v1/query/result', 'queries'),
  onBothApis('listQueryHistories', 'GET', '/v1/query/histories', 'queries'),
  // Beyond the spec: batch screening against the label database.
  onBothApis('screenAddresses', 'POST', '/v1/screen', 'queries'),
  // Beyond the spec: report verdict, recent report, public figures
  onBothApis('getRecentQuery', 'GET', '/v1/query/recent', 'queries'),
  // Beyond the spec: what an analysis would cost, asked before query/create (a key needs read).
  onBothApis('estimateQuery', 'GET', '/v1/query/estimate', 'queries'),
  onBothApis('getRiskPolicy', 'GET', '/v1/risk-policy', 'queries'),
  onBothApis('setRiskPolicy', 'POST', '/v1/risk-policy', 'queries'),
  onBothApis('listRiskPolicyVersions', 'GET', '/v1/risk-policy/versions', 'queries'),
  route('getPublicStats', 'GET', '/v1/stats/public', 'queries', 'none', consoleOnly),

  // Monitoring and alerts (spec 02 §7)
  onBothApis('addMonitorAddress', 'POST', '/v1/monitor/address/add', 'monitoring'),
  onBothApis('removeMonitorAddress', 'POST', '/v1/monitor/address/remove', 'monitoring'),
  onBothApis('updateMonitorAddressStatus', 'POST', '/v1/monitor/address/status/update', 'monitoring'),
  onBothApis('updateMonitorConfig', 'POST', '/v1/monitor/config/update', 'monitoring'),
  onBothApis('listMonitorAddresses', 'GET', '/v1/monitor/address/list', 'monitoring'),
  onBothApis('listMonitorAlerts', 'GET', '/v1/monitor/alerts', 'monitoring'),
  // Beyond the spec: what monitoring costs, before (an address's estimate) and after (a period's alerts).
  onBothApis('estimateMonitorAlerts', 'GET', '/v1/monitor/address/estimate', 'monitoring'),
  onBothApis('getMonitorAlertSummary', 'GET', '/v1/monitor/alerts/summary', 'monitoring'),
  onBothApis('updateAlertStatus', 'POST', '/v1/monitor/alerts/status/update', 'monitoring'),
  // Beyond the spec: the console's unread count (nav badge, tab title) and its "seen" marker. Console
  // only: an API client follows alerts by webhook or by time (start_time), not by what a person read.
  // One path for both, as config/default: one more API Gateway resource, not two.
  route('getUnreadAlerts', 'GET', '/v1/monitor/alerts/seen', 'monitoring', 'user', consoleOnly),
  route('markAlertsSeen', 'POST', '/v1/monitor/alerts/seen', 'monitoring', 'user', consoleOnly),
  onBothApis('getDefaultMonitorConfig', 'GET', '/v1/monitor/config/default', 'monitoring'),
  onBothApis('setDefaultMonitorConfig', 'POST', '/v1/monitor/config/default', 'monitoring'),
  // Alert deliveries and webhook signing (beyond spec 02 §7)
  onBothApis('listAlertDeliveries', 'GET', '/v1/monitor/alerts/{id}/deliveries', 'monitoring'),
  onBothApis('redeliverAlert', 'POST', '/v1/monitor/alerts/{id}/redeliver', 'monitoring'),
  onBothApis('sendTestWebhook', 'POST', '/v1/monitor/webhook/test', 'monitoring'),
  onBothApis('getWebhookSecret', 'GET', '/v1/monitor/webhook/secret', 'monitoring'),
  onBothApis('rotateWebhookSecret', 'POST', '/v1/monitor/webhook/secret/rotate', 'monitoring'),
  // On the secret's own path (as config/default's GET and POST): no new API Gateway resources, whose
  // count per stack CloudFormation caps at 500.
  onBothApis('revokePreviousWebhookSecret', 'POST', '/v1/monitor/webhook/secret', 'monitoring'),
  // E-mail recipients' double opt-in: their states, a new link, and the link's public confirmation.
  onBothApis('listMonitorRecipients', 'GET', '/v1/monitor/recipients', 'monitoring'),
  onBothApis('resendRecipientConfirmation', 'POST', '/v1/monitor/recipients/resend', 'monitoring'),
  route(
    'confirmMonitorRecipient',
    'POST',
    '/v1/monitor/recipients/confirm',
    'monitoring',
    'none',
    consoleOnly,
  ),
] as const satisfies readonly RouteDefinition[];

export type OperationId = (typeof routes)[number]['operationId'];

/**
 * The operations of a route group that some API answers: its Lambda must handle each of them, or
 * tsc fails (a route not yet built, with no API, needs no handler).
 */
export type LiveOperationOf<Group extends RouteGroup> = Extract<
  (typeof routes)[number],
  { readonly group: Group; readonly live: readonly [ApiName, ...ApiName[]] }
>['operationId'];

export const apisOf = (auth: AuthKind): readonly ApiName[] =>
  auth === 'none' || auth === 'user' ? ['console'] : auth === 'api-key' ? ['public'] : ['console', 'public'];

/** The routes one API serves. */
export const routesOf = (api: ApiName): readonly RouteDefinition[] =>
  routes.filter((r) => apisOf(r.auth).includes(api));

/** The auth an API applies to a route: the console API checks user tokens, the public API keys. */
export const authOn = (api: ApiName, auth: AuthKind): 'none' | 'user' | 'api-key' =>
  auth === 'none' ? 'none' : api === 'console' ? 'user' : 'api-key';

export const routeGroups: readonly RouteGroup[] = [
  'accounts',
  'api-keys',
  'usage',
  'credits',
  'queries',
  'monitoring',
];

export const routeById = (operationId: string): RouteDefinition | undefined =>
  routes.find((r) => r.operationId === operationId);

export const isLiveOn = (route: RouteDefinition, api: ApiName): boolean => route.live.includes(api);

/** Implemented on at least one API. */
export const isBuilt = (route: RouteDefinition): boolean => route.live.length > 0;
