import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';

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

export function Toaster() {
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
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
