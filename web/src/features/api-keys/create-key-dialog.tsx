import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { CreatedApiKey } from '../../../../shared/contract/api-keys.schema';
import { useMessage } from '../../i18n/message-text';
import { createApiKey } from './api-keys-api';
import { CreatedKeyView } from './created-key-view';
import { KeyDialogFrame, type KeyDialogProps, runDirectly } from './key-dialog-frame';
import { useKeyForm } from './key-form';
import { createRequestOf, emptyKeyForm } from './key-form-model';

/**
 * The two-step create dialog (spec 01 §4): the key form, then the new key shown once. Closing resets
 * both steps, so the key cannot be brought back by opening the dialog again.
 */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
  withReauth = runDirectly,
}: KeyDialogProps & { readonly open: boolean; readonly onCreated: () => void }) {
  const t = useMessage();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keyForm = useKeyForm({
    initial: emptyKeyForm,
    submitLabel: t('apiKeys.create.submit'),
    onClose,
    save: async (form, ipEntries) => {
      const answer = await withReauth(() => createApiKey(createRequestOf(form, ipEntries)));
      setCreated(answer.api_key);
      onCreated();
    },
  });

  const close = () => {
    setCreated(null);
    keyForm.close();
  };

  if (created) {
    return (
      <KeyDialogFrame
        open={open}
        onClose={close}
        title={t('apiKeys.created.title')}
        footer={
          <Button colorPalette="blue" onClick={close}>
            {t('apiKeys.created.done')}
          </Button>
        }
      >
        <CreatedKeyView apiKey={created} />
      </KeyDialogFrame>
    );
  }

  return (
    <KeyDialogFrame open={open} onClose={close} title={t('apiKeys.create.title')} footer={keyForm.footer}>
      {keyForm.fields}
    </KeyDialogFrame>
  );
}
