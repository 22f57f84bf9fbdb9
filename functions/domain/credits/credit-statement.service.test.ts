import {
  CREDIT_STATEMENT_CSV_COLUMNS,
  CREDIT_STATEMENT_EXPORT_MAX,
  creditStatementQuerySchema,
  creditStatementResponseSchema,
} from '../../../shared/contract/credits.schema';
import { creditLedger, fakeCreditStatement, storedCreditEntry } from '../../testing/credit-statement-fakes';
import { createCreditStatementService } from './credit-statement.service';

const query = (raw: Record<string, string> = {}) => creditStatementQuerySchema.parse(raw);

describe('credit statement', () => {
  it('maps the stored moves to the contract, newest first', async () => {
    // Prepare
    const { reader } = fakeCreditStatement({
      u1: [
        storedCreditEntry({ seq: 1, atMs: Date.UTC(2026, 10, 1), delta: 1500, balanceAfter: 1500 }),
        storedCreditEntry({
          seq: 2,
          atMs: Date.UTC(2026, 10, 21, 8, 21, 0, 250),
          delta: -3,
          balanceAfter: 1497,
          apiKeyId: 12,
        }),
      ],
    });
    const service = createCreditStatementService({ statement: reader });

    // Act
    const answer = await service.page('u1', query());

    // Assess
    expect(answer).toEqual({
      entries: [
        {
          id: '2',
          // RFC 3339 UTC, as the rest of the API writes times: milliseconds only when not zero.
          at: '2026-11-21T08:21:00.250Z',
          delta: -3,
          balance_after: 1497,
          reason: 'alert_push',
          subject: 'alert',
          subject_id: 'a1b2c3',
          api_key_id: 12,
        },
        expect.objectContaining({ id: '1', at: '2026-11-01T00:00:00Z', delta: 1500, balance_after: 1500 }),
      ],
      next_cursor: null,
    });
    expect(creditStatementResponseSchema.safeParse(answer).success).toBe(true);
  });

  it('keeps null subjects null', async () => {
    const { reader } = fakeCreditStatement({
      u1: [storedCreditEntry({ reason: 'daily_grant', subject: null, subjectId: null, delta: 1 })],
    });
    const [entry] = (await createCreditStatementService({ statement: reader }).page('u1', query())).entries;
    expect(entry).toMatchObject({ reason: 'daily_grant', subject: null, subject_id: null });
  });

  it('pages with the seq of the last entry as cursor, until the oldest', async () => {
    const { reader, reads } = fakeCreditStatement({ u1: creditLedger(45) });
    const service = createCreditStatementService({ statement: reader });

    const first = await service.page('u1', query());
    expect(first.entries.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(45 - i)));
    expect(first.next_cursor).toBe('26');

    const second = await service.page('u1', query({ cursor: first.next_cursor!, limit: '20' }));
    expect(second.entries[0]?.id).toBe('25');
    expect(second.next_cursor).toBe('6');

    const last = await service.page('u1', query({ cursor: second.next_cursor! }));
    expect(last.entries.map((e) => e.id)).toEqual(['5', '4', '3', '2', '1']);
    expect(last.next_cursor).toBeNull();
    expect(reads).toEqual([
      { userId: 'u1', limit: 20 },
      { userId: 'u1', limit: 20, beforeSeq: 26 },
      { userId: 'u1', limit: 20, beforeSeq: 6 },
    ]);
  });

  it('answers an empty statement for a user without moves, and reads no one else’s', async () => {
    const { reader, reads } = fakeCreditStatement({ other: creditLedger(3) });
    const answer = await createCreditStatementService({ statement: reader }).page('u1', query());
    expect(answer).toEqual({ entries: [], next_cursor: null });
    expect(reads.map((r) => r.userId)).toEqual(['u1']);
  });

  it('moves of a period add up to the change of the balance over it', async () => {
    const { reader } = fakeCreditStatement({ u1: creditLedger(30) });
    const { entries } = await createCreditStatementService({ statement: reader }).page(
      'u1',
      query({ limit: '100' }),
    );
    const [newest, , , , , , , , , , oldest] = entries;
    const between = entries.slice(0, 10).reduce((sum, e) => sum + e.delta, 0);
    expect(newest!.balance_after - oldest!.balance_after).toBe(between);
  });
});

describe('credit statement as CSV', () => {
  it('writes the columns of the entries, newest first, with CRLF lines', async () => {
    const { reader } = fakeCreditStatement({
      u1: [
        storedCreditEntry({ seq: 1, reason: 'daily_grant', subject: null, subjectId: null, delta: 1 }),
        storedCreditEntry({ seq: 2, apiKeyId: 7 }),
      ],
    });
    const text = await createCreditStatementService({ statement: reader }).csv('u1', {});
    expect(text).toBe(
      [
        CREDIT_STATEMENT_CSV_COLUMNS.join(','),
        '2,2026-11-21T08:21:00Z,-3,1497,alert_push,alert,a1b2c3,7',
        '1,2026-11-21T08:21:00Z,1,1497,daily_grant,,,0',
        '',
      ].join('\r\n'),
    );
  });

  it('defuses a subject a spreadsheet would run as a formula', async () => {
    // A screening's subject is the caller's own idempotency key: any text.
    const { reader } = fakeCreditStatement({
      u1: [storedCreditEntry({ reason: 'screening', subject: 'screening', subjectId: '=HYPERLINK("x")' })],
    });
    const text = await createCreditStatementService({ statement: reader }).csv('u1', {});
    expect(text.split('\r\n')[1]).toBe(
      `1,2026-11-21T08:21:00Z,-3,1497,screening,screening,"'=HYPERLINK(""x"")",0`,
    );
  });

  it(`stops at ${CREDIT_STATEMENT_EXPORT_MAX} entries; the last id as cursor gives the older ones`, async () => {
    const { reader, reads } = fakeCreditStatement({ u1: creditLedger(CREDIT_STATEMENT_EXPORT_MAX + 3) });
    const service = createCreditStatementService({ statement: reader });

    const rows = (await service.csv('u1', {})).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(CREDIT_STATEMENT_EXPORT_MAX);
    expect(rows[0]?.split(',')[0]).toBe(String(CREDIT_STATEMENT_EXPORT_MAX + 3));
    const lastId = rows.at(-1)!.split(',')[0]!;
    expect(lastId).toBe('4');
    // Read in bounded pages, each below the last seq the previous one gave.
    expect(reads.every((r) => r.limit <= 1000)).toBe(true);
    expect(reads.slice(0, 2)).toEqual([
      { userId: 'u1', limit: 1000 },
      { userId: 'u1', limit: 1000, beforeSeq: CREDIT_STATEMENT_EXPORT_MAX + 3 - 999 },
    ]);

    const older = (await service.csv('u1', { cursor: lastId })).trimEnd().split('\r\n').slice(1);
    expect(older.map((r) => r.split(',')[0])).toEqual(['3', '2', '1']);
  });

  it('is the header alone without moves', async () => {
    const { reader } = fakeCreditStatement({});
    expect(await createCreditStatementService({ statement: reader }).csv('u1', {})).toBe(
      `${CREDIT_STATEMENT_CSV_COLUMNS.join(',')}\r\n`,
    );
  });
});
