import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from './copy-text';
import { notify } from './toaster';

/** How long a copy button says "Copied" (spec 02 §2: 2 s feedback). */
export const COPIED_FEEDBACK_MS = 2000;

/** A toast shows this much of a copied value; a long one (a curl command) ends in an ellipsis. */
export const TOAST_VALUE_CHARS = 80;

const toastValue = (text: string): string =>
  text.length > TOAST_VALUE_CHARS ? `${text.slice(0, TOAST_VALUE_CHARS - 1)}…` : text;

/**
 * Copy with feedback (spec 02 §8): `copied` is true for 2 s after a copy and a toast shows the
 * copied value; a failure shows a copy-failed toast.
 */
export function useCopy() {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      if (!(await copyText(text))) {
        notify('error', intl.formatMessage({ id: 'common.copyFailed' }));
        return;
      }
      notify('success', intl.formatMessage({ id: 'common.copied' }), toastValue(text));
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    },
    [intl],
  );
  return { copied, copy };
}
