import { defineStyle, Skeleton } from '@chakra-ui/react';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { QueryResult, QueryStatus } from '../../../../shared/contract/queries.schema';
import { QUERY_STATUS } from '../../../../shared/rules/query-rules';
import { stack, wrapRow } from '../../components/layout-styles';
import { PlainAlert } from '../../components/plain-alert';
import { PlainBadge } from '../../components/plain-badge';
import { useRecipeClass, useStaticClass } from '../../components/static-class';
import { ApiError } from '../../lib/api-error';
import { formatDisplayDate } from '../../lib/display-time-zone';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackToTop } from './back-to-top';
import { FailedView } from './failed-view';
import { ProgressView } from './progress-view';
import { ConnectionLost, LoadFailed, MissingParams, NoReport } from './report-states';
import { reportTabTitle } from './report-tab-title';
import { loadChartSections, ReportView, reportStyles } from './report-view';
import { REPORT_TITLE_ID } from './sections/report-header';
import { useQueryResult, useQueryStatus } from './use-query-report';

// The report page's elements carry static classes (components/static-class): drawn once per page.
// The bottom padding keeps the floating back-to-top button off the last card's figures.
const frameStyles = defineStyle({
  px: { base: '3', md: '8' },
  pt: { base: '4', md: '8' },
  pb: '20',
  maxW: '6xl',
  mx: 'auto',
  width: 'full',
});

function Frame({ children }: { readonly children: ReactNode }) {
  return (
    <div className={useStaticClass(frameStyles)}>
      {children}
      <BackToTop />
    </div>
  );
}

const pendingTitleStyles = defineStyle({
  ...stack('2'),
  mb: { base: '4', md: '6' },
  '& > .pending-badges': wrapRow('2'),
});

/** The title while there is no report yet, with what the address bar says about the query. */
function PendingTitle() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const chain = params.get('chain');
  const token = params.get('token');
  const start = params.get('start');
  const end = params.get('end');
  const headingClass = useRecipeClass({ recipe: 'heading', variants: { size: { base: 'xl', md: '2xl' } } });
  return (
    <div className={useStaticClass(pendingTitleStyles)}>
      <h1 className={headingClass}>{intl.formatMessage({ id: 'console.detail.title' })}</h1>
      <div className="pending-badges">
        {chain && <PlainBadge colorPalette="blue">{chain.toUpperCase()}</PlainBadge>}
        {token && <PlainBadge colorPalette="teal">{token.toUpperCase()}</PlainBadge>}
        {(start || end) && (
          <PlainBadge variant="outline">
            {intl.formatMessage({ id: 'report.range' }, { start: start ?? '…', end: end ?? '…' })}
          </PlainBadge>
        )}
      </div>
    </div>
  );
}

/** Once the report is on screen, the keyboard and screen readers start at its title. */
const focusTitle = () => document.getElementById(REPORT_TITLE_ID)?.focus();

const pendingStyles = defineStyle(stack('4'));

/** spec 02 §4: completed shows a success banner with the creation time. */
function CompletedBanner({ createdAt }: { readonly createdAt: string }) {
  const intl = useIntl();
  return (
    <PlainAlert
      status="success"
      title={intl.formatMessage({ id: 'report.completed' }, { time: formatDisplayDate(createdAt) })}
    />
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One query followed from the queue to its report (spec 01 §4, spec 02 §4). */
function LiveReport({
  hash,
  onBack,
  onFailed,
}: {
  readonly hash: string;
  readonly onBack: () => void;
  readonly onFailed?: (status: QueryStatus) => void;
}) {
  const intl = useIntl();
  const status = useQueryStatus(hash);
  const code = status.data?.status;
  const result = useQueryResult(hash, code);
  const pendingClass = useStaticClass(pendingStyles);
  const reportClass = useStaticClass(reportStyles);

  // spec 01 §4: a failed query triggers the failure callback, once.
  const failedStatus = code === QUERY_STATUS.failed ? status.data : undefined;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    if (failedStatus) onFailedRef.current?.(failedStatus);
  }, [failedStatus]);

  // The charts' chunk downloads while the query runs, so the report appears whole.
  useEffect(() => {
    void loadChartSections().catch(() => {});
  }, []);

  const waiting = (node: ReactNode) => (
    <>
      <PendingTitle />
      {node}
    </>
  );
  // SWR hands its data over through useSyncExternalStore, which React renders in one task that
  // nothing can interrupt; the report's first screen (about a thousand elements) renders from a
  // deferred copy instead, in a transition the browser can interleave with input and paint. A
  // report whose answers came ahead (lib/preloaded-reads.ts) has its data in its first render,
  // which the deferred copy keeps: it renders with the page, in the router's own transition.
  const report = useDeferredValue(result.data);
  useDocumentTitle(report ? reportTabTitle(report, intl) : undefined);

  if (status.error && !status.data) {
    if (isNotFound(status.error)) return waiting(<NoReport />);
    return waiting(<LoadFailed message={messageOf(status.error)} onRetry={() => void status.mutate()} />);
  }
  if (!status.data) return waiting(<Skeleton height="240px" rounded="l3" />);
  if (code === QUERY_STATUS.pending || code === QUERY_STATUS.processing)
    return waiting(
      <div className={pendingClass}>
        {status.error !== undefined && (
          <ConnectionLost error={status.error} onRetry={() => void status.mutate()} />
        )}
        <ProgressView status={code} hash={hash} />
      </div>,
    );
  if (code === QUERY_STATUS.failed) return waiting(<FailedView status={status.data} />);
  if (code !== QUERY_STATUS.completed) return waiting(<NoReport />);

  if (result.error && !result.data) {
    if (isNotFound(result.error)) return waiting(<NoReport />);
    return waiting(<LoadFailed message={messageOf(result.error)} onRetry={() => void result.mutate()} />);
  }
  if (!report) return waiting(<ProgressView status={code} hash={hash} />);
  return (
    <div className={reportClass}>
      <CompletedBanner createdAt={report.created_at} />
      <ReportView
        report={report}
        updatedAt={status.data.update_at}
        onBack={onBack}
        onFirstScreen={focusTitle}
      />
    </div>
  );
}

/**
 * /detail (spec 02 §2): the report of the query named by the supplied hash, else the `hash`
 * parameter, else the route parameter; without any, the please-provide-params message. Supplied
 * data is shown as it is, with no polling. `onFailed` hears a query that failed.
 */
export function ReportPage({
  hash: suppliedHash,
  data,
  onFailed,
}: {
  readonly hash?: string;
  readonly data?: QueryResult;
  readonly onFailed?: (status: QueryStatus) => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { address } = useParams();
  // spec 02 §2: the supplied value, then the `hash` parameter, then the route's own parameter.
  const hash = suppliedHash ?? (params.get('hash')?.trim() || address?.trim() || undefined);
  // Back within the app when the user came from one of its pages, else to the history.
  // Stable, so the memoized report does not render again when the page does.
  const cameFromApp = location.key !== 'default';
  const onBack = useCallback(
    () => (cameFromApp ? navigate(-1) : navigate(paths.consoleHistory())),
    [cameFromApp, navigate],
  );

  if (data)
    return (
      <Frame>
        <ReportView report={data} />
      </Frame>
    );
  if (!hash) return <MissingParams />;
  return (
    <Frame>
      {/* A new hash is a new query: no state carries over from the previous one. */}
      <LiveReport key={hash} hash={hash} onBack={onBack} onFailed={onFailed} />
    </Frame>
  );
}
