import { createAwsClients } from '../../functions/platform/aws-clients';
import { parseConfig } from '../../functions/platform/config';
import { createLogger } from '../../functions/platform/logger';
import { checkCreditBooks, describeCheck } from '../admin/credit-books';
import { startLocalStack } from '../local/stack';
import { freePorts } from '../local/support/ports';
import { benchCreditLedger } from './credit-ledger.bench';
import { benchEndToEnd } from './end-to-end.bench';
import { benchHistoryPaging } from './history-paging.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchMonitoring } from './monitoring.bench';
import { benchPublicApi } from './public-api.bench';
import { benchPublicPages } from './public-pages.bench';
import { benchReport } from './report.bench';
import { benchReportBackend } from './report-backend.bench';
import { benchReportDrawn } from './report-drawn.bench';
import { benchReportPage } from './report-page.bench';
import { benchRescreen } from './rescreen.bench';
import { benchScreening } from './screening.bench';
import { benchUserPackage } from './user-package.bench';
import { type WebFigures, webGoalLines } from './web-goals';
import { benchWebSize } from './web-size.bench';

/**
 * `npm run bench`: pure benchmarks first, then the ones that need servers against a local stack
 * of its own, in memory on free ports (it never touches the `npm start` data). Prints figures and
 * ratios; asserts nothing. `npm run bench -- --web` runs only the console's benches (bundle, public
 * pages, report page, submit → report drawn, Lighthouse); either way the console's figures end beside their goals.
 */
const webOnly = process.argv.includes('--web');
console.log(`node ${process.version}, ${new Date().toISOString()}`);
if (!webOnly) await benchReport();
const web: WebFigures = { homeJsGzipBytes: await benchWebSize() };

const stack = await startLocalStack({
  ports: await freePorts(),
  log: createLogger('warn'),
  handlerLogLevel: 'warn',
  // The monitoring bench measures detection at the poll's cadence, not at the injection's nudge.
  runOnInjection: false,
  // One client sends every benchmark's calls; the per-client limit would answer 429 midway.
  edgeRequestsPerClient: {
    console: { max: 1_000_000, windowSeconds: 300 },
    public: { max: 1_000_000, windowSeconds: 300 },
  },
});
try {
  if (!webOnly) {
    await benchUserPackage(stack);
    await benchHistoryPaging(stack);
    await benchScreening(stack);
    await benchCreditLedger(stack);
    await benchPublicApi(stack);
    await benchEndToEnd(stack);
  }
  web.firstTextMs = await benchPublicPages(stack);
  web.reportColdMs = await benchReportPage(stack);
  // What the analyst waits for: the backend's share of submit → report, then the whole wait in the browser.
  const backendMs = await benchReportBackend(stack);
  web.submitDrawn = await benchReportDrawn(stack, backendMs);
  web.lighthouse = await benchLighthouse(stack);
  if (!webOnly) {
    await benchMonitoring(stack);
    await benchRescreen(stack);
    // The load above moved credits in every way the product does: do the books still add up?
    const config = parseConfig(stack.env);
    console.log(
      `\n${describeCheck(await checkCreditBooks(createAwsClients(config).ddb, config.TABLE_NAME))}`,
    );
  }
  console.log('\nThe console against its goals (medians)');
  for (const line of webGoalLines(web)) console.log(line);
} finally {
  await stack.stop();
}
