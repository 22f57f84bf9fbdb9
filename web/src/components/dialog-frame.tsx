import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type RootProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'>;

/**
 * A centred dialog with its title, an optional line under it, the body and the footer, and a close
 * button labelled in the reader's language (Chakra's says "Close" in English whatever the
 * language). Escape, the backdrop and the close button all call `onClose`. `bare` content brings
 * its own Dialog.Body and Dialog.Footer (a part with state of its own that both read).
 */
export function DialogFrame({
  open,
  onClose,
  title,
  subtitle,
  footer,
  footerProps,
  contentProps,
  closeDisabled,
  bare,
  children,
  ...root
}: RootProps & {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly footer?: ReactNode;
  readonly footerProps?: Dialog.FooterProps;
  readonly contentProps?: Dialog.ContentProps & { readonly 'data-testid'?: string };
  readonly closeDisabled?: boolean;
  readonly bare?: boolean;
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" {...contentProps}>
            <Dialog.Header>
              {subtitle ? (
                <Stack gap="1" minW="0">
                  <Dialog.Title>{title}</Dialog.Title>
                  {subtitle}
                </Stack>
              ) : (
                <Dialog.Title>{title}</Dialog.Title>
              )}
            </Dialog.Header>
            {bare ? children : children ? <Dialog.Body>{children}</Dialog.Body> : null}
            {footer ? <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton
                size="sm"
                aria-label={intl.formatMessage({ id: 'common.close' })}
                disabled={closeDisabled}
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
