/**
 * Idempotency keys of the charging calls (POST /v1/screen, /v1/query/create, monitor add, alert
 * redelivery): sent as the Idempotency-Key header (or the screening body's idempotency_key), a
 * key names one request for 24 hours. The same key with the same request answers the first
 * answer, charged once; with another request, 422 idempotency_key_reused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'The idempotency key is 8-64 letters, digits or _.:-';
export const IDEMPOTENCY_KEY_HOURS = 24;
