/**
 * The request headers a browser may send to either API (spec 01 §7: bearer token, JSON, the
 * public API's key, the language header). One list for the CDK preflight and gateway answers,
 * the handlers' CORS middleware and the local gateway, so a header added here works everywhere.
 */
export const corsAllowHeaders = [
  'Authorization',
  'Content-Type',
  'X-API-Key',
  'X-Language',
  'Accept-Language',
  // A charging call's retry key (shared/rules/idempotency-rules.ts).
  'Idempotency-Key',
] as const;
