import { z } from 'zod';
import { isoTimestampSchema, queryInt } from './common.schema';

/**
 * The credit statement (beyond the spec): every move of the caller's credits, newest first. A
 * move's `delta` is the change of the balance (query_quota) and `balance_after` the balance it
 * left, so the moves of any period add up exactly to the change of the balance over it.
 */
export const creditReasons = [
  'daily_grant',
  'plan_grant',
  'query_hold',
  'query_settle',
  'query_refund',
  'screening',
  'monitor_add',
  'alert_push',
  'admin',
] as const;
export type CreditStatementReason = (typeof creditReasons)[number];

/** What a move paid for (or gave back): a query, an alert, a screening call or a monitored address. */
export const creditSubjects = ['query', 'alert', 'screening', 'monitor', 'plan'] as const;
export type CreditSubject = (typeof creditSubjects)[number];

export const CREDIT_STATEMENT_PAGE_MAX = 100;
export const CREDIT_STATEMENT_PAGE_DEFAULT = 20;

export const creditStatementQuerySchema = z.object({
  limit: queryInt()
    .min(1, 'The limit is 1 to 100')
    .max(CREDIT_STATEMENT_PAGE_MAX, 'The limit is 1 to 100')
    .default(CREDIT_STATEMENT_PAGE_DEFAULT)
    .meta({ description: 'Entries per page, 1 to 100 (default 20)', example: 20 }),
  cursor: z
    .string()
    .regex(/^\d{1,12}$/, 'The cursor is not one this API gave')
    .optional()
    .meta({ description: 'next_cursor of the previous answer: the page of older entries', example: '41' }),
});
export type CreditStatementQuery = z.infer<typeof creditStatementQuerySchema>;

export const creditStatementEntrySchema = z
  .object({
    id: z.string().meta({ description: 'The move’s number in this account, from 1', example: '42' }),
    at: isoTimestampSchema,
    delta: z.number().int().meta({ description: 'Change of the balance (negative: spent)', example: -3 }),
    balance_after: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'The balance after this move', example: 1497 }),
    reason: z.enum(creditReasons).meta({ id: 'CreditReason', example: 'alert_push' }),
    subject: z
      .enum(creditSubjects)
      .nullable()
      .meta({ description: 'What the move concerns', example: 'alert' }),
    subject_id: z.string().nullable().meta({
      description: 'Query hash, alert id, screening key or monitored address id',
      example: 'a1b2c3',
    }),
    api_key_id: z.number().int().min(0).meta({
      description: 'The API key whose call made the move; 0: the console or the service',
      example: 0,
    }),
  })
  .meta({ id: 'CreditStatementEntry' });
export type CreditStatementEntry = z.infer<typeof creditStatementEntrySchema>;

export const creditStatementResponseSchema = z
  .object({
    entries: z.array(creditStatementEntrySchema),
    next_cursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as cursor for older entries; null at the end' }),
  })
  .meta({ id: 'CreditStatement' });
export type CreditStatementResponse = z.infer<typeof creditStatementResponseSchema>;

/**
 * The statement as CSV (text/csv), newest first, one row per move with the entry's fields:
 * at most CREDIT_STATEMENT_EXPORT_MAX rows a file. With more moves than that, the last row's id
 * passed as cursor gives the next (older) file, as next_cursor does for the pages.
 */
export const CREDIT_STATEMENT_EXPORT_MAX = 5000;

export const CREDIT_STATEMENT_CSV_COLUMNS = [
  'id',
  'at',
  'delta',
  'balance_after',
  'reason',
  'subject',
  'subject_id',
  'api_key_id',
] as const;

export const creditStatementExportQuerySchema = z.object({
  cursor: creditStatementQuerySchema.shape.cursor.meta({
    description: 'Only entries older than this id: the last id of the previous file (default: the newest)',
    example: '5001',
  }),
});
export type CreditStatementExportQuery = z.infer<typeof creditStatementExportQuerySchema>;

export const creditStatementCsvSchema = z.string().meta({
  description: `CSV with the header ${CREDIT_STATEMENT_CSV_COLUMNS.join(',')}`,
  example: `${CREDIT_STATEMENT_CSV_COLUMNS.join(',')}\r\n42,2026-11-21T08:21:00Z,-3,1497,alert_push,alert,a1b2c3,0\r\n`,
});
