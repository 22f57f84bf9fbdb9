import type { z } from 'zod';
import type { OperationId } from '../api/routes';
import { CREDITS_PER_PUSH } from '../constants/plans';
import {
  RECIPIENT_CONFIRMATION_DAYS,
  REDELIVERIES_PER_ALERT,
  redeliveriesPerUser,
  testEventsPerUser,
} from '../rules/alert-delivery-rules';
import { MONITOR_PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../rules/query-rules';
import {
  confirmPasswordRequestSchema,
  confirmPasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okResponseSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sendVerificationCodeRequestSchema,
  sendVerificationCodeResponseSchema,
  sessionsEndedResponseSchema,
  sessionTokensSchema,
  userPackageSchema,
  userSchema,
} from './accounts.schema';
import {
  apiKeyResponseSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  deleteApiKeyRequestSchema,
  deleteApiKeyResponseSchema,
  listApiKeysResponseSchema,
  updateApiKeyIpsRequestSchema,
  updateApiKeyRequestSchema,
  updateApiKeyStatusRequestSchema,
} from './api-keys.schema';
import {
  CREDIT_STATEMENT_CSV_COLUMNS,
  CREDIT_STATEMENT_EXPORT_MAX,
  creditStatementCsvSchema,
  creditStatementExportQuerySchema,
  creditStatementQuerySchema,
  creditStatementResponseSchema,
} from './credits.schema';
import {
  exampleAlert,
  exampleAlertEstimate,
  exampleAlertSummary,
  exampleApiKey,
  exampleCreatedApiKey,
  exampleCustomRiskPolicy,
  exampleEthereumAddress,
  exampleMonitorConfig,
  exampleMonitorConfigInput,
  exampleMonitoredAddress,
  examplePublicStats,
  exampleQueryEstimate,
  exampleQueryHash,
  exampleQueryHistoryItem,
  exampleQueryResult,
  exampleQueryStatus,
  exampleRecentQuery,
  exampleRiskPolicy,
  exampleTronAddress,
  exampleUsageStats,
} from './examples';
import {
  confirmationLimitsText,
  confirmMonitorRecipientRequestSchema,
  confirmMonitorRecipientResponseSchema,
  listMonitorRecipientsQuerySchema,
  listMonitorRecipientsResponseSchema,
  type MonitorRecipient,
  monitorRecipientSchema,
  resendRecipientConfirmationRequestSchema,
} from './monitor-recipients.schema';
import {
  addMonitorAddressRequestSchema,
  addMonitorAddressResponseSchema,
  alertIdParamsSchema,
  estimateMonitorAlertsQuerySchema,
  getDefaultMonitorConfigQuerySchema,
  listAlertDeliveriesResponseSchema,
  listMonitorAddressesQuerySchema,
  listMonitorAddressesResponseSchema,
  listMonitorAlertsQuerySchema,
  listMonitorAlertsResponseSchema,
  markAlertsSeenRequestSchema,
  monitorAlertEstimateSchema,
  monitorAlertSummaryQuerySchema,
  monitorAlertSummarySchema,
  monitorConfigResponseSchema,
  monitorIdResponseSchema,
  redeliverAlertRequestSchema,
  redeliverAlertResponseSchema,
  removeMonitorAddressRequestSchema,
  revokePreviousWebhookSecretRequestSchema,
  rotateWebhookSecretRequestSchema,
  sendTestWebhookRequestSchema,
  sendTestWebhookResponseSchema,
  setDefaultMonitorConfigRequestSchema,
  unreadAlertsSchema,
  updateAlertStatusRequestSchema,
  updateAlertStatusResponseSchema,
  updateMonitorAddressStatusRequestSchema,
  updateMonitorConfigRequestSchema,
  webhookSecretResponseSchema,
} from './monitoring.schema';
import { publicStatsResponseSchema } from './public-stats.schema';
import {
  createQueryRequestSchema,
  createQueryResponseSchema,
  listQueryHistoriesQuerySchema,
  listQueryHistoriesResponseSchema,
  queryEstimateQuerySchema,
  queryEstimateSchema,
  queryHashParamsSchema,
  queryHashWaitQuerySchema,
  queryResultSchema,
  queryStatusSchema,
  queryWaitQuerySchema,
  recentQueryQuerySchema,
  recentQueryResponseSchema,
} from './queries.schema';
import {
  getRiskPolicyResponseSchema,
  listRiskPolicyVersionsQuerySchema,
  listRiskPolicyVersionsResponseSchema,
  setRiskPolicyRequestSchema,
  setRiskPolicyResponseSchema,
} from './risk-policy.schema';
import { salesInquiryRequestSchema, salesInquiryResponseSchema } from './sales-inquiry.schema';
import { screenRequestSchema, screenResponseSchema } from './screening.schema';
import {
  USAGE_CSV_COLUMNS,
  usageCsvSchema,
  usageStatsQuerySchema,
  usageStatsResponseSchema,
} from './usage.schema';

/**
 * The contract of every operation in the route table: what it takes and what it answers. Handlers
 * validate with these schemas, the SPA types its calls with them and docs/openapi.json is generated
 * from them, so the three cannot drift apart.
 *
 * operations.test.ts fails when a route of shared/api/routes.ts has no contract here, or a contract
 * has no route.
 */
export interface OperationContract {
  readonly summary: string;
  readonly description?: string;
  readonly tag: 'Accounts' | 'API keys' | 'Usage' | 'Credits' | 'Queries' | 'Screening' | 'Monitoring';
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly response: z.ZodType;
  /** The 200 answer's media type when it is not JSON (the answer schema is then a string). */
  readonly responseContentType?: 'text/csv';
  /** Error answers beyond the common ones every operation may give (openapi.ts). */
  readonly extraErrors?: readonly 409[];
  /** Takes an Idempotency-Key header (shared/rules/idempotency-rules.ts): a charging call. */
  readonly idempotent?: true;
  /**
   * `request` is the body, or for a GET the query string / path parameters, as a client sends
   * them; `response` is the 200 answer. Both must parse under their schemas (operations.test.ts).
   */
  readonly examples: { readonly request?: unknown; readonly response: unknown };
}

const verificationCodeSent = { sent: true, resend_after: 60, expires_in: 600 };
const sessionTokens = {
  access_token: 'eyJraWQiOiJrMSIsImFsZyI6IlJTMjU2In0.eyJzdWIiOiI1ZjFkN2UwYSJ9.c2lnbmF0dXJl',
  refresh_token: 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIn0.cmVmcmVzaA.dG9rZW4',
  expires_at: 1795161600,
};
const passwordHash = 'a3b1f6f4d6c8c1d8d8a8e3b5e9e1c9f0e2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2';
/** What register and reset-password both send: the mailed code and the new password twice. */
const codeAndNewPassword = {
  email: 'analyst@example.com',
  verify_code: '042517',
  password: passwordHash,
  confirm_password: passwordHash,
};
const user = { user_id: '5f1d7e0a-4b4e-4c55-9a4e-1c8f1c2f9b10', email: 'analyst@example.com' };
const monitorKey = { address: exampleEthereumAddress, chain: 'ethereum', token: 'usdt' };
const monitorId = { id: exampleMonitoredAddress.id };
const webhookAttempt = {
  channel: 'webhook',
  target: 'https://hooks.example.com/risk',
  trigger: 'alert',
  attempt: 1,
  at: '2026-11-21T08:21:01Z',
  ok: true,
  status_code: 200,
  latency_ms: 182,
} as const;
const exampleRecipient: MonitorRecipient = {
  email: 'risk-team@example.com',
  state: 'pending',
  sent_at: '2026-11-21T08:10:00Z',
  expires_at: '2026-11-28T08:10:00Z',
  confirmed_at: null,
};
const webhookSecret = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', previous_secret_expires_at: null };

/** Monitoring lists page by number (spec 02 §9): what their docs say, and the first page as sent and answered. */
const monitorPagingNote = `page from 1; page_size 1-${PAGE_SIZE_MAX}, default ${MONITOR_PAGE_SIZE_DEFAULT}.`;
const firstMonitorPageOf = (filter: Record<string, string>, list: Record<string, readonly unknown[]>) => ({
  request: { ...filter, page: '1', page_size: String(MONITOR_PAGE_SIZE_DEFAULT) },
  response: { ...list, total: 1, page: 1, page_size: MONITOR_PAGE_SIZE_DEFAULT },
});

/** The public API's side of a route: the key permission it needs. */
const keyNote = (permission: 'read' | 'write' | 'admin') =>
  ` With an API key (public API): needs the ${permission} permission.`;

/** How clients wait for a report (spec 01 §4, spec 02 §4). */
const pollingNote =
  'Poll every 2 to 5 seconds until status is 2 (completed) or 3 (failed); expect 1 to 60 seconds.';
/** Beyond spec: a bounded long poll, so the first status call answers as soon as the query ends. */
const waitNote =
  'With wait_ms (up to 3000) the answer waits until the query completes or fails, or that many ms pass: a first call with wait_ms returns as soon as a short analysis is done.';
/** Beyond spec: the result asked for with the first status call, not after it. */
/** Beyond spec: what a report read after its owner's policy changed answers. */
const reassessNote =
  ' The verdict (assessment) is always under the caller’s current risk policy: a report made under an older version is judged again from its measures when read, free of charge (nothing is analysed again), and assessment.original keeps the verdict and policy it was made with.';

const resultWaitNote =
  'With wait_ms (up to 3000) a query still running is waited for, as with the status: one call can bring the report as soon as the analysis completes. A query that failed, or still runs when the time is up, answers 404 as without it.';

/** The two reads of one query, each also offered with the hash in the query string. */
const statusNotes = `${pollingNote} ${waitNote}`;
const queryStatusRead = {
  tag: 'Queries',
  summary: 'Status of a query',
  description: `${statusNotes}${keyNote('read')}`,
  params: queryHashParamsSchema,
  query: queryWaitQuerySchema,
  response: queryStatusSchema,
  examples: { request: { hash: exampleQueryHash }, response: exampleQueryStatus },
} as const;
const resultNotes = `${resultWaitNote}${reassessNote}`;
const queryResultRead = {
  tag: 'Queries',
  summary: 'The risk report of a completed query',
  description: `Answers 404 until the query is completed (status 2). ${resultNotes}${keyNote('read')}`,
  params: queryHashParamsSchema,
  query: queryWaitQuerySchema,
  response: queryResultSchema,
  examples: { request: { hash: exampleQueryHash }, response: exampleQueryResult },
} as const;

/**
 * The query-string form of a per-query read (`?query_hash=`, for clients that cannot put the hash
 * in the path): the path form's answer and example, the hash and wait_ms both in the query.
 */
const queryStringForm = <Read extends typeof queryStatusRead | typeof queryResultRead>(
  read: Read,
  path: string,
  notes: string,
) => ({
  tag: read.tag,
  summary: `${read.summary} (query-string form)`,
  description: `Same as GET ${path}. ${notes}`,
  query: queryHashWaitQuerySchema,
  response: read.response,
  examples: { request: { query_hash: exampleQueryHash }, response: read.examples.response },
});

export const operations = {
  sendVerificationCode: {
    tag: 'Accounts',
    summary: 'Send a verification code',
    description:
      'E-mails a 6-digit code valid for 10 minutes. Another code for the same e-mail and purpose can be requested after 60 s (429 before that). The answer is the same whether or not the e-mail has an account.',
    body: sendVerificationCodeRequestSchema,
    response: sendVerificationCodeResponseSchema,
    examples: {
      request: { email: 'analyst@example.com', purpose: 'register' },
      response: verificationCodeSent,
    },
  },
  submitSalesInquiry: {
    tag: 'Accounts',
    summary: 'Contact sales',
    description:
      'Beyond spec, no sign-in: sends name, e-mail, company, plan of interest and a message to the sales team, who answer by e-mail (plans are changed by the team; there is no online payment). Limited per client (429 with Retry-After).',
    body: salesInquiryRequestSchema,
    response: salesInquiryResponseSchema,
    examples: {
      request: {
        name: 'Ana Lima',
        email: 'analyst@example.com',
        company: 'Example Exchange Ltd',
        plan: 'professional',
        message: 'We screen about 2,000 deposit addresses a month and want API access.',
      },
      response: { received: true, reference: 'SI-7G2K9Q4M' },
    },
  },
  register: {
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'Checks the code, creates the user and a Normal plan with 1 credit per day.',
    body: registerRequestSchema,
    response: registerResponseSchema,
    examples: {
      request: codeAndNewPassword,
      response: user,
    },
  },
  login: {
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Answers 429 after repeated wrong passwords for the same e-mail.',
    body: loginRequestSchema,
    response: sessionTokensSchema,
    examples: { request: { email: 'analyst@example.com', password: passwordHash }, response: sessionTokens },
  },
  refreshToken: {
    tag: 'Accounts',
    summary: 'Refresh the session',
    body: refreshTokenRequestSchema,
    response: sessionTokensSchema,
    examples: { request: { refresh_token: sessionTokens.refresh_token }, response: sessionTokens },
  },
  logout: {
    tag: 'Accounts',
    summary: 'Sign out',
    description: 'Revokes the access token used for the call and, when given, the refresh token.',
    body: logoutRequestSchema,
    response: okResponseSchema,
    examples: { request: { refresh_token: sessionTokens.refresh_token }, response: { ok: true } },
  },
  logoutEverywhere: {
    tag: 'Accounts',
    summary: 'Sign out everywhere',
    description:
      'Ends every session of the account on every device: access tokens issued before the call are refused and refresh tokens stop working. The API keys created since the last password-verified sign-in before this session are disabled (re-enabling one needs a fresh password confirmation). A password reset does the same.',
    response: sessionsEndedResponseSchema,
    examples: { response: { ok: true, disabled_api_keys: [3] } },
  },
  confirmPassword: {
    tag: 'Accounts',
    summary: 'Confirm the password for sensitive changes',
    description:
      'Proves the password again in this session: for 10 minutes it may create API keys, widen their permissions, IP lists or expiry, enable them, and add webhook URLs or e-mail recipients. Without a proof those answer 403 reauth_required. Wrong passwords count against the sign-in limits.',
    body: confirmPasswordRequestSchema,
    response: confirmPasswordResponseSchema,
    examples: {
      request: { password: passwordHash },
      response: { ok: true, confirmed_until: '2026-11-21T09:40:12Z' },
    },
  },
  forgotPassword: {
    tag: 'Accounts',
    summary: 'Request a password-reset code',
    description: 'Same as send-verification-code with purpose reset.',
    body: forgotPasswordRequestSchema,
    response: sendVerificationCodeResponseSchema,
    examples: { request: { email: 'analyst@example.com' }, response: verificationCodeSent },
  },
  resetPassword: {
    tag: 'Accounts',
    summary: 'Reset the password',
    body: resetPasswordRequestSchema,
    response: sessionsEndedResponseSchema,
    examples: {
      request: codeAndNewPassword,
      response: { ok: true, disabled_api_keys: [] },
    },
  },
  getUser: {
    tag: 'Accounts',
    summary: 'The signed-in user',
    response: userSchema,
    examples: { response: user },
  },
  getUserPackage: {
    tag: 'Accounts',
    summary: 'The signed-in user’s plan and credits',
    response: userPackageSchema,
    examples: {
      response: {
        package_type: 2,
        begin_at: '2026-11-01T00:00:00Z',
        end_at: '2026-12-01T00:00:00Z',
        query_quota: 1420,
        used_query_quota: 80,
        monitor_address_count: 10,
      },
    },
  },

  // ---- API keys and usage (spec 01 §3, §5, §7); advanced plan (2) or above, spec 01 §6 ---------
  createApiKey: {
    tag: 'API keys',
    summary: 'Create an API key',
    description:
      'The full key is in this answer only; only its SHA-256 is stored. expires_at (epoch ms) must be 5 minutes to 3650 days ahead; omit it for a key that never expires. Advanced plan or above; advanced and professional hold at most 3 keys, enterprise 10 (403 api_key_limit_reached).' +
      keyNote('admin'),
    body: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
    examples: {
      request: {
        name: 'prod-screening',
        description: 'Deposit screening for the exchange backend',
        allowed_ips: ['203.0.113.7', '198.51.100.0/24'],
        expires_at: 1798761600000,
        permissions: ['read', 'write'],
      },
      response: exampleCreatedApiKey,
    },
  },
  updateApiKey: {
    tag: 'API keys',
    summary: 'Update an API key',
    description:
      'Fields left out stay as they are. allowed_ips [] lifts the IP restriction; expires_at 0 means never expires.' +
      keyNote('admin'),
    body: updateApiKeyRequestSchema,
    response: apiKeyResponseSchema,
    examples: {
      request: { id: 12, name: 'prod-screening', allowed_ips: [], expires_at: 0 },
      response: { api_key: { ...exampleApiKey, allowed_ips: [], expires_at: 0 } },
    },
  },
  deleteApiKey: {
    tag: 'API keys',
    summary: 'Delete an API key',
    description: `Irreversible: calls with the key fail from then on.${keyNote('admin')}`,
    body: deleteApiKeyRequestSchema,
    response: deleteApiKeyResponseSchema,
    examples: { request: { id: 12 }, response: { id: 12, deleted: true } },
  },
  updateApiKeyStatus: {
    tag: 'API keys',
    summary: 'Enable or disable an API key',
    description: `A disabled key is refused (403 api_key_disabled) from its next call.${keyNote('admin')}`,
    body: updateApiKeyStatusRequestSchema,
    response: apiKeyResponseSchema,
    examples: { request: { id: 12, status: 0 }, response: { api_key: { ...exampleApiKey, status: 0 } } },
  },
  updateApiKeyIps: {
    tag: 'API keys',
    summary: 'Replace an API key’s allowed IPs',
    description: `An empty list lifts the restriction.${keyNote('admin')}`,
    body: updateApiKeyIpsRequestSchema,
    response: apiKeyResponseSchema,
    examples: {
      request: { id: 12, allowed_ips: ['203.0.113.7'] },
      response: { api_key: { ...exampleApiKey, allowed_ips: ['203.0.113.7'] } },
    },
  },
  listApiKeys: {
    tag: 'API keys',
    summary: 'List the caller’s API keys',
    description: `Keys are shown masked (first 6 and last 4 characters), newest first.${keyNote('admin')}`,
    response: listApiKeysResponseSchema,
    examples: { response: { api_keys: [exampleApiKey] } },
  },
  getApiUsageStats: {
    tag: 'Usage',
    summary: 'API usage statistics',
    description:
      'Calls made with your API keys: failures, credits and response times in [start_date, end_date] (epoch ms), per chain, per hour for ranges up to 2 days and per day beyond (granularity overrides; buckets are UTC), and p50/p95 response times per key. Only your own figures.' +
      keyNote('read'),
    query: usageStatsQuerySchema,
    response: usageStatsResponseSchema,
    examples: {
      request: { start_date: '1795132800000', end_date: '1795305599999', chains: 'tron,eth' },
      response: exampleUsageStats,
    },
  },
  exportApiUsageStats: {
    tag: 'Usage',
    summary: 'API usage timeline as CSV',
    description:
      `Same parameters as GET /v1/api-usage/stats; answers text/csv with the columns ${USAGE_CSV_COLUMNS.join(', ')}, one row per chain and bucket that had calls.` +
      keyNote('read'),
    query: usageStatsQuerySchema,
    response: usageCsvSchema,
    responseContentType: 'text/csv',
    examples: {
      request: { start_date: '1795132800000', end_date: '1795305599999', granularity: 'day' },
      response: `${USAGE_CSV_COLUMNS.join(',')}\n2026-11-20T00:00:00Z,tron,71,70,1,77,2710.2\n2026-11-21T00:00:00Z,tron,49,48,1,54,3030.9\n`,
    },
  },

  // ---- the credit statement (beyond the spec) ---------------------------------------------------
  getCreditStatement: {
    tag: 'Credits',
    summary: 'The caller’s credit moves',
    description:
      'Every move of your credits, newest first: grants, query holds, settlements and refunds, screening, monitored addresses, alert pushes. delta is the change of the balance and balance_after the balance it left, so the moves of a period add up to the change of the balance over it. Pass next_cursor as cursor for older entries; it is null at the oldest.' +
      keyNote('read'),
    query: creditStatementQuerySchema,
    response: creditStatementResponseSchema,
    examples: {
      request: { limit: '2', cursor: '44' },
      response: {
        entries: [
          {
            id: '43',
            at: '2026-11-21T08:21:00Z',
            delta: -3,
            balance_after: 1497,
            reason: 'alert_push',
            subject: 'alert',
            subject_id: 'a1b2c3',
            api_key_id: 0,
          },
          {
            id: '42',
            at: '2026-11-21T08:02:41Z',
            delta: 0,
            balance_after: 1500,
            reason: 'query_settle',
            subject: 'query',
            subject_id: exampleQueryHash,
            api_key_id: 12,
          },
        ],
        next_cursor: '42',
      },
    },
  },
  exportCreditStatement: {
    tag: 'Credits',
    summary: 'Credit statement as CSV',
    description:
      `Answers text/csv with the columns ${CREDIT_STATEMENT_CSV_COLUMNS.join(', ')}, one row per move, newest first, at most ${CREDIT_STATEMENT_EXPORT_MAX} rows; pass the last row’s id as cursor for the older ones. A field that would start a spreadsheet formula is written with a leading apostrophe.` +
      keyNote('read'),
    query: creditStatementExportQuerySchema,
    response: creditStatementCsvSchema,
    responseContentType: 'text/csv',
    examples: {
      request: {},
      response: `${CREDIT_STATEMENT_CSV_COLUMNS.join(',')}\r\n43,2026-11-21T08:21:00Z,-3,1497,alert_push,alert,a1b2c3,0\r\n42,2026-11-21T08:02:41Z,0,1500,query_settle,query,${exampleQueryHash},12\r\n`,
    },
  },

  // ---- risk queries (spec 01 §7, spec 02 §7) ----------------------------------------------------
  createQuery: {
    idempotent: true,
    tag: 'Queries',
    summary: 'Start a risk analysis',
    description:
      'Queues an analysis of the address and answers its query_hash. Billed 1 credit per 1000 transfers analysed, minimum 1 (spec 01 §9). Ask GET /v1/query/estimate first and send its credits.max as max_credits: the analysis never costs more. A request with neither limit nor max_credits for an address whose known history (an earlier report, or the chain source’s count) the balance cannot pay for in full answers 409 confirm_cost, with the estimate in error.data.estimate, and charges nothing: send a limit (affordable_limit analyses the newest transfers the balance pays for) or max_credits. Send an Idempotency-Key to make a retry after a time-out safe: it answers the same query_hash, charged once. ' +
      pollingNote +
      keyNote('write'),
    extraErrors: [409],
    body: createQueryRequestSchema,
    response: createQueryResponseSchema,
    examples: {
      request: {
        chain: 'tron',
        token: 'usdt',
        address: exampleTronAddress,
        start_at: 1777593600,
        end_at: 1795305599,
        limit: 5000,
        max_credits: 5,
      },
      response: { query_hash: exampleQueryHash },
    },
  },
  getQueryStatus: queryStatusRead,
  getQueryStatusByParam: queryStringForm(queryStatusRead, '/v1/query/{hash}/status', statusNotes),
  getQueryResult: queryResultRead,
  getQueryResultByParam: queryStringForm(queryResultRead, '/v1/query/{hash}/result', resultNotes),
  listQueryHistories: {
    tag: 'Queries',
    summary: 'The caller’s query history',
    description:
      'Newest first. offset is the page number from 1 (0 reads as 1); limit the page size (max 100). api_key_id is the key a query was made with, 0 for the web console.' +
      keyNote('read'),
    query: listQueryHistoriesQuerySchema,
    response: listQueryHistoriesResponseSchema,
    examples: {
      request: { limit: '10', offset: '1', address: exampleTronAddress },
      response: { query_histories: [exampleQueryHistoryItem], total_count: 1 },
    },
  },
  screenAddresses: {
    idempotent: true,
    tag: 'Screening',
    summary: 'Screen up to 1,000 addresses against the label database',
    description:
      'Answers at once, without fetching transfers: each address’s labels (category, name, source, listing date) and the risk level a direct dealing with it would give. Costs 1 credit per started 1,000 addresses (403 insufficient_credits without it). An idempotency key (the Idempotency-Key header or idempotency_key) makes a retry free: the same key with the same addresses answers the first answer, charged once; with other addresses, 422.' +
      keyNote('write'),
    body: screenRequestSchema,
    response: screenResponseSchema,
    examples: {
      request: {
        addresses: [
          { chain: 'tron', address: exampleTronAddress },
          { chain: 'ethereum', address: exampleEthereumAddress },
        ],
        idempotency_key: 'batch-2026-11-21-0001',
      },
      response: {
        results: [
          {
            chain: 'tron',
            address: exampleTronAddress,
            labelled: true,
            category: 'fraudulent',
            direct_risk_level: 3,
            labels: [
              {
                category: 'fraudulent',
                name: 'Fake_Phishing1772',
                exchange: null,
                source: 'scamsniffer',
                listed_at: '2026-11-18',
              },
            ],
          },
          {
            chain: 'ethereum',
            address: exampleEthereumAddress,
            labelled: false,
            category: null,
            direct_risk_level: 0,
            labels: [],
          },
        ],
        screened: 2,
        labelled: 1,
        credits_charged: 1,
      },
    },
  },
  getRecentQuery: {
    tag: 'Queries',
    summary: 'The caller’s latest completed report of an address',
    description:
      'Beyond spec: lets a client offer a recent report instead of paying for a new analysis, and shows what a new one would cost (from the transfer count of the recent one). Its verdict is under the caller’s current risk policy (policy names the version), as opening the report would show it.' +
      keyNote('read'),
    query: recentQueryQuerySchema,
    response: recentQueryResponseSchema,
    examples: {
      request: { chain: 'tron', token: 'usdt', address: exampleTronAddress },
      response: exampleRecentQuery,
    },
  },
  estimateQuery: {
    tag: 'Queries',
    summary: 'What an analysis of an address would cost',
    description:
      'Beyond spec: the transfers an analysis with these parameters would fetch and the credits they cost, before it is started, with where the figure comes from (basis), the caller’s balance and whether it pays for it (covered). The figure is the caller’s latest completed report of the address when it covers the same range, else a count from the chain source where it has one (the simulated ledger), else a range up to the limit or 100000 transfers. Send credits.max as max_credits to query/create. Free.' +
      keyNote('read'),
    query: queryEstimateQuerySchema,
    response: queryEstimateSchema,
    examples: {
      request: { chain: 'tron', token: 'usdt', address: exampleTronAddress },
      response: exampleQueryEstimate,
    },
  },
  getRiskPolicy: {
    tag: 'Queries',
    summary: 'The caller’s risk policy',
    description:
      'Beyond spec: the thresholds that turn a report’s findings into a verdict (accept, review, reject). A user who never saved one gets the built-in default; default_policy is always the built-in one.' +
      keyNote('read'),
    response: getRiskPolicyResponseSchema,
    examples: { response: { policy: exampleRiskPolicy, default_policy: exampleRiskPolicy } },
  },
  setRiskPolicy: {
    tag: 'Queries',
    summary: 'Save the caller’s risk policy',
    description:
      'Beyond spec: stores the thresholds as the next version of the caller’s policy ("custom"; version 1 is the built-in default, so the first save is version 2, and no number is used twice). Reports created afterwards use it and name the version; reports made before are judged again under it when read, free. With expected_version, a policy changed meanwhile answers 409.' +
      keyNote('admin'),
    extraErrors: [409],
    body: setRiskPolicyRequestSchema,
    response: setRiskPolicyResponseSchema,
    examples: {
      request: { thresholds: exampleCustomRiskPolicy.thresholds, expected_version: 1 },
      response: { policy: exampleCustomRiskPolicy },
    },
  },
  listRiskPolicyVersions: {
    tag: 'Queries',
    summary: 'The history of the caller’s risk policy',
    description:
      'Beyond spec: the versions of the caller’s policy, newest first, each with what it changed from the one before (changes: the thresholds and verdicts that differ). Version 1 is the built-in default; each save took the next number. total_count is the number of versions.' +
      keyNote('read'),
    query: listRiskPolicyVersionsQuerySchema,
    response: listRiskPolicyVersionsResponseSchema,
    examples: {
      request: { limit: '20' },
      response: {
        versions: [
          {
            ...exampleCustomRiskPolicy,
            changes: [{ rule: 'direct.high', field: 'reject_at_percent', from: 10, to: 5 }],
          },
          { ...exampleRiskPolicy, changes: [] },
        ],
        total_count: 2,
      },
    },
  },
  getPublicStats: {
    tag: 'Queries',
    summary: 'Figures about the service',
    description:
      'Beyond spec, no sign-in: labelled risk addresses and their sources, median analysis time of the last 7 days, monitored addresses. Refreshed every few minutes.',
    response: publicStatsResponseSchema,
    examples: { response: examplePublicStats },
  },

  // ---- monitoring and alerts (spec 02 §3, §4, §7) ---------------------------------------------
  addMonitorAddress: {
    idempotent: true,
    tag: 'Monitoring',
    summary: 'Monitor an address',
    description:
      'Beyond the plan’s free allowance an address costs 20 credits. Each alert it raises is pushed for 3 credits, at most limits.daily_alert_cap a UTC day (50 by default). Before turning Transaction detection (normal_transaction) on for an address, GET /v1/monitor/address/estimate says how many transfers it makes a day and what they would cost; on a busy address set detection.normal_transaction_min_amount. An address already monitored (same address ignoring case, chain and token) answers 400 unless override is true, which replaces its config. query_once also runs one risk query. With an Idempotency-Key a retry answers the first answer, charged once.',
    body: addMonitorAddressRequestSchema,
    response: addMonitorAddressResponseSchema,
    examples: {
      request: { ...monitorKey, config: null, query_once: false },
      response: { ...monitorId, credits_charged: 0 },
    },
  },
  removeMonitorAddress: {
    tag: 'Monitoring',
    summary: 'Stop monitoring an address',
    body: removeMonitorAddressRequestSchema,
    response: monitorIdResponseSchema,
    examples: { request: monitorKey, response: monitorId },
  },
  updateMonitorAddressStatus: {
    tag: 'Monitoring',
    summary: 'Enable or disable monitoring of an address',
    body: updateMonitorAddressStatusRequestSchema,
    response: monitorIdResponseSchema,
    examples: { request: { ...monitorKey, status: 0 }, response: monitorId },
  },
  updateMonitorConfig: {
    tag: 'Monitoring',
    summary: 'Set one address’s configuration',
    description:
      'config null returns the address to the global configuration. Known-risk detection is always on.',
    body: updateMonitorConfigRequestSchema,
    response: monitorIdResponseSchema,
    examples: {
      request: { address_id: exampleMonitoredAddress.id, config: exampleMonitorConfig },
      response: monitorId,
    },
  },
  listMonitorAddresses: {
    tag: 'Monitoring',
    summary: 'The caller’s monitored addresses',
    description: `${monitorPagingNote}`,
    query: listMonitorAddressesQuerySchema,
    response: listMonitorAddressesResponseSchema,
    examples: firstMonitorPageOf({ chain: 'ethereum' }, { addresses: [exampleMonitoredAddress] }),
  },
  listMonitorAlerts: {
    tag: 'Monitoring',
    summary: 'The caller’s alerts',
    description: `Newest first. One transfer is one alert: monitor_type is the gravest type it matched, monitor_types all of them, and monitor_type= finds an alert by any of its types. ${monitorPagingNote}`,
    query: listMonitorAlertsQuerySchema,
    response: listMonitorAlertsResponseSchema,
    examples: firstMonitorPageOf({ monitor_type: 'known_risk' }, { alerts: [exampleAlert] }),
  },
  updateAlertStatus: {
    tag: 'Monitoring',
    summary: 'Mark an alert processed or ignored',
    body: updateAlertStatusRequestSchema,
    response: updateAlertStatusResponseSchema,
    examples: {
      request: { id: exampleAlert.id, status: 'processed' },
      response: { id: exampleAlert.id, status: 'processed' },
    },
  },
  getUnreadAlerts: {
    tag: 'Monitoring',
    summary: 'How many alerts are unread',
    description:
      'Console only: the alerts raised after the newest one marked seen (every alert until one is marked), counted up to 99 (capped beyond). The console shows it on the Monitor entry and in the tab title.',
    response: unreadAlertsSchema,
    examples: { response: { unread: 3, capped: false, seen_up_to: '2026-11-21T08:10:00Z' } },
  },
  markAlertsSeen: {
    tag: 'Monitoring',
    summary: 'Mark every alert so far as seen',
    description:
      'Console only: moves the seen marker to the newest alert (never back), so the unread count starts again from 0. The console calls it when the alerts tab is opened.',
    body: markAlertsSeenRequestSchema,
    response: unreadAlertsSchema,
    examples: { request: {}, response: { unread: 0, capped: false, seen_up_to: '2026-11-21T08:10:00Z' } },
  },
  estimateMonitorAlerts: {
    tag: 'Monitoring',
    summary: 'Estimate what Transaction detection costs on an address',
    description: `Reads the address’s last 7 days of USDT transfers through the chain source the monitor uses (at most 1,000, the newest: a busier address is measured over the time they span) and answers its transfers a day, the alerts a day Transaction detection (normal_transaction) would raise (zero-value transfers and those below the minimum amount raise none) and the push credits a day (3 an alert, at most the daily cap). The minimum amount and the cap are the address’s own configuration’s if it is monitored with one, else the global configuration’s; min_amount and daily_alert_cap estimate with others. Known-risk and similar-address alerts come on top, usually a few. Free.${keyNote('read')}`,
    query: estimateMonitorAlertsQuerySchema,
    response: monitorAlertEstimateSchema,
    examples: {
      request: { ...monitorKey, min_amount: '10000', daily_alert_cap: '20' },
      response: exampleAlertEstimate,
    },
  },
  getMonitorAlertSummary: {
    tag: 'Monitoring',
    summary: 'Alerts and push credits of a period',
    description: `How many alerts were raised from start_time to end_time (default now) and the credits charged for their pushes: today's figures with start_time at today's midnight in your time zone.${keyNote('read')}`,
    query: monitorAlertSummaryQuerySchema,
    response: monitorAlertSummarySchema,
    examples: {
      request: { start_time: '1795132800' },
      response: exampleAlertSummary,
    },
  },
  getDefaultMonitorConfig: {
    tag: 'Monitoring',
    summary: 'The caller’s global monitoring configuration',
    description:
      'A user who never saved one gets the default: known_risk on, other detections off, webhook off, e-mail on with no recipients, at most 50 alerts per address a UTC day.',
    query: getDefaultMonitorConfigQuerySchema,
    response: monitorConfigResponseSchema,
    examples: { request: {}, response: { config: exampleMonitorConfig } },
  },
  setDefaultMonitorConfig: {
    tag: 'Monitoring',
    summary: 'Save the caller’s global monitoring configuration',
    description:
      'Parts left out take their defaults; detection_rules is accepted for detection; known_risk is always on. detection.normal_transaction_min_amount (USDT) keeps Transaction detection to transfers of at least that much; limits.daily_alert_cap (1-10,000, default 50) caps each address’s alerts, and so its push credits, per UTC day.',
    body: setDefaultMonitorConfigRequestSchema,
    response: monitorConfigResponseSchema,
    examples: {
      request: {
        // detection_rules: the name spec 02 accepts besides detection (known_risk is always on).
        config: {
          detection_rules: {
            normal_transaction: true,
            similar_address: true,
            normal_transaction_min_amount: '10000',
          },
          notification: exampleMonitorConfigInput.notification,
          limits: exampleMonitorConfigInput.limits,
        },
      },
      response: { config: exampleMonitorConfig },
    },
  },
  listAlertDeliveries: {
    tag: 'Monitoring',
    summary: 'Delivery attempts of an alert',
    description:
      'Every webhook and e-mail attempt of the alert (first push, retries, redeliveries), oldest first: time, target, status code, latency, error.',
    params: alertIdParamsSchema,
    response: listAlertDeliveriesResponseSchema,
    examples: {
      request: { id: exampleAlert.id },
      response: {
        alert_id: exampleAlert.id,
        deliveries: [webhookAttempt],
        redeliveries_left: REDELIVERIES_PER_ALERT,
        redelivery_cost: 0,
      },
    },
  },
  redeliverAlert: {
    idempotent: true,
    tag: 'Monitoring',
    summary: 'Send an alert again',
    description: `One more attempt to every webhook URL and/or confirmed e-mail recipient of the current configuration, with the same webhook-id. Free for an alert that was pushed (paid); an alert not pushed for lack of credits is charged ${CREDITS_PER_PUSH} credits first (403 insufficient_credits without them, and nothing is sent). At most ${REDELIVERIES_PER_ALERT} redeliveries per alert and ${redeliveriesPerUser.max} per user and hour: beyond them 429 too_many_requests (data.limit says which). 400 no_receiving_channel when no channel would receive it. Answers the attempts made.`,
    params: alertIdParamsSchema,
    body: redeliverAlertRequestSchema,
    response: redeliverAlertResponseSchema,
    examples: {
      request: { channels: ['webhook'] },
      response: {
        alert_id: exampleAlert.id,
        deliveries: [{ ...webhookAttempt, trigger: 'redeliver' }],
        credits_charged: 0,
        redeliveries_left: REDELIVERIES_PER_ALERT - 1,
        redelivery_cost: 0,
      },
    },
  },
  sendTestWebhook: {
    tag: 'Monitoring',
    summary: 'Send a signed test event',
    description: `POSTs a signed sample alert (type monitor.test) to the given URL or to every URL of the global configuration, at no charge. At most ${testEventsPerUser.max} test events per user and hour: beyond them 429 too_many_requests. Answers the attempts made.`,
    body: sendTestWebhookRequestSchema,
    response: sendTestWebhookResponseSchema,
    examples: {
      request: { url: 'https://hooks.example.com/risk' },
      response: {
        webhook_id: 'test_01JD3P8S2T3V4W5X6Y7Z8A9B0C',
        deliveries: [{ ...webhookAttempt, trigger: 'test' }],
      },
    },
  },
  getWebhookSecret: {
    tag: 'Monitoring',
    summary: 'The webhook signing secret',
    description:
      'Webhooks follow Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body>) headers. Verify them with any Standard Webhooks library and this secret. Created on first use.',
    response: webhookSecretResponseSchema,
    examples: { response: webhookSecret },
  },
  rotateWebhookSecret: {
    tag: 'Monitoring',
    summary: 'Rotate the webhook signing secret',
    description:
      'Makes a new secret. For 24 hours deliveries carry two signatures (new and old), so receivers can switch without losing events.',
    body: rotateWebhookSecretRequestSchema,
    response: webhookSecretResponseSchema,
    examples: {
      request: {},
      response: { ...webhookSecret, previous_secret_expires_at: '2026-11-22T08:00:00Z' },
    },
  },
  revokePreviousWebhookSecret: {
    tag: 'Monitoring',
    summary: 'Stop signing with the old webhook secret now',
    description:
      'Ends the 24 hours after a rotation at once: from the next delivery on only the current secret signs (the old one leaked, or every receiver has switched). 409 when the secret was rotated meanwhile.',
    body: revokePreviousWebhookSecretRequestSchema,
    response: webhookSecretResponseSchema,
    examples: { request: { revoke_previous: true }, response: webhookSecret },
  },
  listMonitorRecipients: {
    tag: 'Monitoring',
    summary: 'E-mail recipients and their confirmation',
    description: `A recipient other than your account’s own e-mail receives alerts only after confirming the link mailed to it when a configuration first names it (double opt-in); the link works for ${RECIPIENT_CONFIRMATION_DAYS} days. A push whose configuration reaches no confirmed recipient and no webhook is not sent and not charged.`,
    query: listMonitorRecipientsQuerySchema,
    response: listMonitorRecipientsResponseSchema,
    examples: {
      request: {},
      response: {
        account_email: 'owner@example.com',
        recipients: [
          exampleRecipient,
          {
            ...exampleRecipient,
            email: 'ops@example.com',
            state: 'confirmed',
            confirmed_at: '2026-11-21T09:12:00Z',
          },
        ],
      },
    },
  },
  resendRecipientConfirmation: {
    tag: 'Monitoring',
    summary: 'Send a recipient a new confirmation link',
    description: `Mails a new link (the old ones keep working until they expire). A confirmed recipient, or your own e-mail, is answered as confirmed and nothing is sent. ${confirmationLimitsText}.`,
    body: resendRecipientConfirmationRequestSchema,
    response: monitorRecipientSchema,
    examples: { request: { email: exampleRecipient.email }, response: exampleRecipient },
  },
  confirmMonitorRecipient: {
    tag: 'Monitoring',
    summary: 'Confirm an e-mail recipient',
    description:
      'The target of the confirmation link (the console’s /monitor/confirm-recipient page calls it): no sign-in, the token is the proof. Confirming again with the same link answers the same. 400 recipient_link_invalid for an unknown or expired token.',
    body: confirmMonitorRecipientRequestSchema,
    response: confirmMonitorRecipientResponseSchema,
    examples: {
      request: { token: 'gQ3x0cM1o9tVb2m4N8yQeA' },
      response: { email: exampleRecipient.email, state: 'confirmed', confirmed_at: '2026-11-21T09:12:00Z' },
    },
  },
} satisfies Record<OperationId, OperationContract>;

export type OperationName = keyof typeof operations;

/**
 * The contract of an operation, for code that walks the route table (gateways, the OpenAPI
 * builder). `OperationId` is plain `string` today (the route() helper widens it), so coverage
 * of the route table is checked at run time by operations.test.ts.
 */
export const contractOf = (operationId: string): OperationContract | undefined =>
  Object.hasOwn(operations, operationId)
    ? (operations as Record<string, OperationContract>)[operationId]
    : undefined;
