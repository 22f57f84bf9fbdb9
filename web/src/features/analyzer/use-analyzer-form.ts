import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { CreateQueryRequest } from '../../../../shared/contract/queries.schema';
import type { DayRange } from '../../../../shared/rules/analysis-range';
import { chainTokenOf, DEFAULT_TOKEN, isChain } from '../../../../shared/rules/chain-rules';
import { notifyApiError } from '../../components/toaster';
import { ApiError } from '../../lib/api-error';
import { useDraftKeptOnSignOut } from '../../lib/form-drafts';
import { paths } from '../../lib/paths';
import { isKeyOf } from '../../lib/use-api';
import {
  type AnalyzerProblems,
  analyzerProblems,
  canSubmit,
  createRequestOf,
  detailLinkOf,
} from './analyzer-rules';
import { answeredRequest, type CostQuestion, costQuestionOf, shortQuestionOf } from './cost-question';
import { createQuery, estimateNow, useQueryEstimate } from './query-api';
import { useStoredChainToken } from './stored-chain-token';

/** Refusals the form explains in place (with a way out) rather than in a toast. */
export type SubmitBlocker = 'insufficient_credits' | 'too_many_active_queries';
const blockers: readonly string[] = ['insufficient_credits', 'too_many_active_queries'];

/** A caller's own submit (spec 01 §4): it receives the trimmed address instead of a query being created. */
export type SubmitAddress = (address: string) => void | Promise<void>;

type TextField = 'address' | 'start' | 'end' | 'limit';

/**
 * The analyzer's state and submit (spec 01 §4 "Analyzer submit"): validate and stop if invalid
 * (rule messages show from the first attempt on and then follow every edit); set the analyzing
 * flag; ask about the cost first when the estimate calls for it (cost-question.ts); create the
 * query; go to its detail page and refresh the history, then the credits; clear the flag.
 * Failures never escape the form: they end as a toast, an alert beside it, or (409 confirm_cost)
 * the question of what to analyse.
 */
export function useAnalyzerForm(
  onSubmitAddress?: SubmitAddress,
  onAnalysisStart?: () => void,
  /** Starts reading the new query's report; may answer when its first status has come back. */
  onQueryCreated?: (hash: string) => Promise<void> | void,
) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const [chainToken, setChainToken] = useStoredChainToken();
  // "Analyse this counterparty" (a report's link) arrives with ?address=…&chain=…
  const [fields, setFields] = useState<Record<TextField, string>>({
    address: params.get('address')?.trim() ?? '',
    start: '',
    end: '',
    limit: '',
  });
  // A session that ends while the address is typed brings it back after sign-in (?address=…).
  useDraftKeptOnSignOut({ address: fields.address });
  const linkedChain = params.get('chain');
  useEffect(() => {
    if (isChain(linkedChain)) setChainToken(chainTokenOf(linkedChain, DEFAULT_TOKEN));
  }, [linkedChain, setChainToken]);
  const [submitted, setSubmitted] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [blocker, setBlocker] = useState<SubmitBlocker | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [question, setQuestion] = useState<CostQuestion | null>(null);
  // The state flag re-renders; the ref also stops a second Enter before that render lands.
  const busy = useRef(false);
  const elements = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({});

  const values = { chainToken, ...fields };
  const problems = analyzerProblems(values);
  const shown: AnalyzerProblems = submitted ? problems : {};
  // Every valid request is priced as it is typed; a caller's own submit creates nothing to price.
  const estimate = useQueryEstimate(canSubmit(problems) && !onSubmitAddress ? createRequestOf(values) : null);

  const setField = (field: TextField, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const setRange = (range: DayRange) =>
    setFields((current) => ({ ...current, start: range.start ?? '', end: range.end ?? '' }));
  const refOf = (field: TextField) => (element: HTMLInputElement | null) => {
    elements.current[field] = element;
  };

  /** Focuses a field, opening the advanced panel first when the field is in there. */
  const focusField = (field: TextField) => {
    if (field !== 'address' && !advancedOpen) flushSync(() => setAdvancedOpen(true));
    elements.current[field]?.focus();
  };

  /** Focuses the first field with a problem. */
  const focusFirstProblem = () => {
    const first = problems.address ? 'address' : problems.end ? 'end' : problems.limit ? 'limit' : undefined;
    if (first) focusField(first);
  };

  // The balance moved: the credits, and every estimate's balance and coverage with it.
  const revalidateCredits = () =>
    void mutate((key) => isKeyOf(key, 'getUserPackage') || isKeyOf(key, 'estimateQuery'));

  /**
   * Leaves the question for the limit field, to analyse fewer transfers. The dialog hands the
   * focus back as it closes (questionFocus), so the field is focused then, not before.
   */
  const focusAfterQuestion = useRef<TextField | null>(null);
  const setLimitInstead = () => {
    if (!advancedOpen) flushSync(() => setAdvancedOpen(true));
    focusAfterQuestion.current = 'limit';
    setQuestion(null);
  };
  const askQuestion = (asked: CostQuestion) => {
    focusAfterQuestion.current = null;
    setQuestion(asked);
  };
  /** Where the focus goes when the question closes; null: back where it was. */
  const questionFocus = () => {
    const field = focusAfterQuestion.current;
    return field ? (elements.current[field] ?? null) : null;
  };

  /**
   * Runs a submit under the analyzing flag, once at a time: `prepare` settles what to create
   * (undefined: nothing now, a question is asked or a caller's own handler took the address),
   * then the query is created and its report opened. Every failure ends here, in the form.
   */
  const run = async (prepare: () => Promise<CreateQueryRequest | undefined>) => {
    if (busy.current) return;
    busy.current = true;
    setAnalyzing(true);
    setBlocker(null);
    let request: CreateQueryRequest | undefined;
    try {
      request = await prepare();
      if (!request) return;
      onAnalysisStart?.();
      const { query_hash } = await createQuery(request);
      setQuestion(null);
      // Before navigating: the report's status and result calls start now, not after its page renders.
      const firstStatus = onQueryCreated?.(query_hash);
      navigate(paths.detail(detailLinkOf(query_hash, values)));
      // A history row was added. The credits are read again once the first status has come back
      // (held until the query completes, so usually with its settled charge), not while the
      // analysis runs and the report page opens.
      void mutate((key) => isKeyOf(key, 'listQueryHistories'));
      void Promise.resolve(firstStatus).then(revalidateCredits, revalidateCredits);
    } catch (error) {
      setQuestion(null);
      const code = error instanceof ApiError ? error.code : undefined;
      // The balance does not cover the address: ask what to analyse (the estimate came with it).
      const shortOf =
        code === 'confirm_cost' && request ? shortQuestionOf(request, (error as ApiError).data) : undefined;
      if (shortOf) {
        askQuestion(shortOf);
        revalidateCredits();
      } else if (code && blockers.includes(code)) {
        setBlocker(code as SubmitBlocker);
        if (code === 'insufficient_credits') revalidateCredits();
      } else {
        notifyApiError(error, (descriptor) => intl.formatMessage(descriptor));
      }
    } finally {
      busy.current = false;
      setAnalyzing(false);
    }
  };

  const submit = async () => {
    if (busy.current) return;
    setSubmitted(true);
    if (!canSubmit(problems)) {
      focusFirstProblem();
      return;
    }
    await run(async () => {
      if (onSubmitAddress) {
        await onSubmitAddress(values.address.trim());
        return undefined;
      }
      const request = createRequestOf(values);
      // The estimate as typed, or asked now when the debounced one has not come yet.
      const known = estimate.current ?? (await estimateNow(request));
      const ask = known && costQuestionOf(request, known);
      if (!ask) return request;
      askQuestion(ask);
      return undefined;
    });
  };

  /** The question's answer: analyse for the confirmed maximum, or the newest transfers it pays for. */
  const confirmCost = async () => {
    const asked = question;
    if (!asked) return;
    await run(async () => {
      const request = answeredRequest(asked);
      // The limit chosen shows in the form, as if typed.
      if (asked.kind === 'short' && request.limit !== undefined) setField('limit', String(request.limit));
      return request;
    });
  };

  return {
    values,
    problems: shown,
    analyzing,
    blocker,
    estimate,
    question,
    confirmCost,
    setLimitInstead,
    questionFocus,
    dismissQuestion: () => setQuestion(null),
    advancedOpen,
    setAdvancedOpen,
    setChainToken,
    setField,
    setRange,
    refOf,
    submit,
  };
}

export type AnalyzerFormState = ReturnType<typeof useAnalyzerForm>;
