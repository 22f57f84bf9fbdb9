import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { CREDIT_STATEMENT_CSV_COLUMNS } from '../../../shared/contract/credits.schema';
import { createCreditStatementService } from '../../domain/credits/credit-statement.service';
import type { Container } from '../../platform/container';
import { routeGroupHandler } from '../../platform/http/route-group';
import { createLogger } from '../../platform/logger';
import { creditLedger, fakeCreditStatement } from '../../testing/credit-statement-fakes';
import { creditsHandlers } from './credits.handlers';

/**
 * The credits route group over the statement service with an in-memory ledger: what the console
 * and public APIs hand it, validated and answered by the contract (the ledger's DynamoDB reader is
 * exercised against the local stack in its own tests).
 */
const context = { awsRequestId: 'r1', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

function groupWith(ledgers: Parameters<typeof fakeCreditStatement>[0]) {
  const { reader, reads } = fakeCreditStatement(ledgers);
  const handlers = creditsHandlers({
    credits: { statement: createCreditStatementService({ statement: reader }) } as Container['credits'],
    http: { log: createLogger('silent'), corsAllowOrigin: '' },
  });
  return { group: routeGroupHandler('credits', handlers, ''), reads };
}

const get = (operationName: string, query: Record<string, string> | null, userId = 'u1') =>
  ({
    httpMethod: 'GET',
    resource: '/v1/credits/ledger',
    path: '/api/v1/credits/ledger',
    headers: {},
    multiValueHeaders: {},
    queryStringParameters: query,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', operationName, authorizer: { userId }, identity: {} },
  }) as unknown as APIGatewayProxyEvent;

describe('credits routes', () => {
  it('answers a page of the caller’s statement and the cursor of the next', async () => {
    const { group, reads } = groupWith({ u1: creditLedger(30) });
    const res = await group(get('getCreditStatement', { limit: '5', cursor: '20' }), context);
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { entries: { id: string }[]; next_cursor: string | null };
    expect(body.entries.map((e) => e.id)).toEqual(['19', '18', '17', '16', '15']);
    expect(body.next_cursor).toBe('15');
    expect(reads).toEqual([{ userId: 'u1', limit: 5, beforeSeq: 20 }]);
  });

  it('refuses a cursor it never gave and a limit beyond 100', async () => {
    const { group, reads } = groupWith({});
    const cursor = await group(get('getCreditStatement', { cursor: 'abc' }), context);
    expect(cursor.statusCode).toBe(400);
    expect(JSON.parse(cursor.body).error).toMatchObject({ field: 'cursor' });
    const limit = await group(get('getCreditStatement', { limit: '101' }), context);
    expect(limit.statusCode).toBe(400);
    expect(reads).toEqual([]);
  });

  it('exports the statement as a CSV download', async () => {
    const { group } = groupWith({ u1: creditLedger(3) });
    const res = await group(get('exportCreditStatement', null), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="exportCreditStatement.csv"',
    });
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CREDIT_STATEMENT_CSV_COLUMNS.join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '2', '1']);
  });
});
