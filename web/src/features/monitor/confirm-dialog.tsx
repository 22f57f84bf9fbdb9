import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogFrame } from '../../components/dialog-frame';

/** A yes/no question before something that cannot be undone or that costs credits. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly danger?: boolean;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {intl.formatMessage({ id: 'monitor.cancel' })}
          </Button>
          <Button colorPalette={danger ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text as="div" color="fg.muted">
        {children}
      </Text>
    </DialogFrame>
  );
}
