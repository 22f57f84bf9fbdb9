import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { DayRange } from '../../../../shared/rules/analysis-range';
import { chainTokenOf, DEFAULT_TOKEN, isChain } from '../../../../shared/rules/chain-rules';
import { notifyApiError } from '../../components/toaster';
import { ApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { isKeyOf } from '../../lib/use-api';
import {
  type AnalyzerProblems,
  analyzerProblems,
  canSubmit,
  createRequestOf,
  detailLinkOf,
} from './analyzer-rules';
import { createQuery } from './query-api';
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
 * flag; create the query; go to its detail page and refresh the history, then the credits; clear
 * the flag. Failures never escape the form: they end as a toast or an alert beside it.
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
  const linkedChain = params.get('chain');
  useEffect(() => {
    if (isChain(linkedChain)) setChainToken(chainTokenOf(linkedChain, DEFAULT_TOKEN));
  }, [linkedChain, setChainToken]);
  const [submitted, setSubmitted] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [blocker, setBlocker] = useState<SubmitBlocker | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // The state flag re-renders; the ref also stops a second Enter before that render lands.
  const busy = useRef(false);
  const elements = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({});

  const values = { chainToken, ...fields };
  const problems = analyzerProblems(values);
  const shown: AnalyzerProblems = submitted ? problems : {};

  const setField = (field: TextField, value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const setRange = (range: DayRange) =>
    setFields((current) => ({ ...current, start: range.start ?? '', end: range.end ?? '' }));
  const refOf = (field: TextField) => (element: HTMLInputElement | null) => {
    elements.current[field] = element;
  };

  /** Focuses the first field with a problem, opening the advanced panel when it is in there. */
  const focusFirstProblem = () => {
    const first = problems.address ? 'address' : problems.end ? 'end' : problems.limit ? 'limit' : undefined;
    if (!first) return;
    if (first !== 'address' && !advancedOpen) flushSync(() => setAdvancedOpen(true));
    elements.current[first]?.focus();
  };

  const revalidateCredits = () => void mutate((key) => isKeyOf(key, 'getUserPackage'));

  const submit = async () => {
    if (busy.current) return;
    setSubmitted(true);
    if (!canSubmit(problems)) {
      focusFirstProblem();
      return;
    }
    busy.current = true;
    setAnalyzing(true);
    setBlocker(null);
    try {
      if (onSubmitAddress) {
        await onSubmitAddress(values.address.trim());
        return;
      }
      onAnalysisStart?.();
      const { query_hash } = await createQuery(createRequestOf(values));
      // Before navigating: the report's status and result calls start now, not after its page renders.
      const firstStatus = onQueryCreated?.(query_hash);
      navigate(paths.detail(detailLinkOf(query_hash, values)));
      // A history row was added. The credits are read again once the first status has come back
      // (held until the query completes, so usually with its settled charge), not while the
      // analysis runs and the report page opens.
      void mutate((key) => isKeyOf(key, 'listQueryHistories'));
      void Promise.resolve(firstStatus).then(revalidateCredits, revalidateCredits);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code && blockers.includes(code)) {
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

  return {
    values,
    problems: shown,
    analyzing,
    blocker,
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
