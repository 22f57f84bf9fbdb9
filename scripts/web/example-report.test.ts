import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryResultSchema } from '../../shared/contract/queries.schema';
import { exampleReportPath, renderExampleReport } from './example-report';

describe('web/public/example-report.json', () => {
  it('is up to date with the contract example', () => {
    expect(
      readFileSync(exampleReportPath, 'utf8') === renderExampleReport(),
      'web/public/example-report.json is stale: run `npm run web:example` and commit the result',
    ).toBe(true);
  });

  it('is a valid report', () => {
    expect(queryResultSchema.safeParse(JSON.parse(renderExampleReport())).success).toBe(true);
  });
});
