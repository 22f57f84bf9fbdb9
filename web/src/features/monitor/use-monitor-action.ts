import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify, notifyApiError } from '../../components/toaster';
import { useRefreshMonitor } from './monitor-api';

/**
 * A change made from the page (spec 02 §8: save, update and delete have success and error
 * toasts): runs the call, says how it went, and reads the monitoring lists again. `run` answers
 * whether the call succeeded, so a dialog can close only then.
 */
export function useMonitorAction() {
  const intl = useIntl();
  const refresh = useRefreshMonitor();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<unknown>, successId: string, values?: Record<string, string | number>) => {
      setBusy(true);
      try {
        await call();
        notify('success', intl.formatMessage({ id: successId }, values));
        void refresh();
        return true;
      } catch (error) {
        notifyApiError(error, (descriptor) => intl.formatMessage(descriptor));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [intl, refresh],
  );
  return { busy, run };
}
