import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { copyText } from './copy-text';
import { notify } from './toaster';

/** How long a copy button says "Copied" (spec 02 §2: 2 s feedback). */
export const COPIED_FEEDBACK_MS = 2000;

/** Copy with button feedback: `copied` is true for 2 s after a copy; a failure shows a toast. */
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
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    },
    [intl],
  );
  return { copied, copy };
}
