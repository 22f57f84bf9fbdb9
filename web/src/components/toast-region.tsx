// Before anything it draws: the recipes of its Chakra components join the system.
import './deferred-recipes';
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** spec 01 §9: bottom-right, at most 5 visible. Asked for through `toaster` (toaster.tsx). */
export const toastStore = createToaster({ placement: 'bottom-end', max: 5, pauseOnPageIdle: true });

/** The toasts, drawn by Chakra's toaster; this module loads with the first toast (toaster.tsx). */
export default function ToastRegion() {
  const intl = useIntl();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
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
