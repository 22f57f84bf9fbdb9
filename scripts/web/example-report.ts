/**
 * Writes web/public/example-report.json, the static report the home page's example dialog shows
 * (spec 01 §2 "Example-report dialog"), from the contract's example (`npm run web:example`).
 * The example is parsed with the report schema first, so the file always has the shape the
 * report screen reads; scripts/web/example-report.test.ts fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exampleQueryResult } from '../../shared/contract/examples';
import { queryResultSchema } from '../../shared/contract/queries.schema';

export const exampleReportPath = fileURLToPath(
  new URL('../../web/public/example-report.json', import.meta.url),
);

/** The file's text: the validated example, pretty-printed, with a final newline. */
export const renderExampleReport = (): string =>
  `${JSON.stringify(queryResultSchema.parse(exampleQueryResult), null, 2)}\n`;

// Runs only as the script, not when the test imports the renderer.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(exampleReportPath, renderExampleReport());
  console.log(`wrote ${exampleReportPath}`);
}
