import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ApiError } from '../lib/api-error';

/**
 * Toasts (spec 01 §9, spec 02 §2): bottom-right, at most 5 visible; success and info 4 s,
 * warning and error 5 s.
 */
export const toaster = createToaster({ placement: 'bottom-end', max: 5, pauseOnPageIdle: true });

export const toastDurations = { success: 4000, info: 4000, warning: 5000, error: 5000 } as const;

export function notify(
  type: keyof typeof toastDurations,
  title: string,
  description?: string,
  action?: { label: string; onClick: () => void },
) {
  toaster.create({ type, title, description, duration: toastDurations[type], action });
}

type Translate = (descriptor: { id: string }) => string;

/**
 * spec 01 §8: an error toast titled by the error's type (auth failed, input error, network error,
 * server error, operation failed) with its message; the network one offers a reload. One toast
 * per type: a second failure of the same kind updates it instead of stacking another.
 */
export function notifyApiError(error: unknown, t: Translate) {
  const type = error instanceof ApiError ? error.type : 'UNKNOWN';
  const message = error instanceof ApiError && error.message ? error.message : t({ id: 'error.generic' });
  toaster.create({
    id: `api-error:${type}`,
    type: 'error',
    title: t({ id: `error.toast.${type}` }),
    description: message,
    duration: toastDurations.error,
    action:
      type === 'NETWORK'
        ? { label: t({ id: 'error.toast.reload' }), onClick: () => window.location.reload() }
        : undefined,
  });
}

export function Toaster() {
  const intl = useIntl();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {/* The trigger is an icon alone: without a label it is an unnamed button. */}
            <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'common.close' })} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
