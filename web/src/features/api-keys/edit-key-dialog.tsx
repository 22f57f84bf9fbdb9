import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { notify } from '../../components/toaster';
import { updateApiKey } from './api-keys-api';
import { KeyDialogFrame, type KeyDialogProps, runDirectly } from './key-dialog-frame';
import { useKeyForm } from './key-form';
import { formOfKey, updateRequestOf } from './key-form-model';

/** The edit dialog (spec 01 §2): the create dialog's key form, filled from the key. */
export function EditKeyDialog({
  apiKey,
  onClose,
  onSaved,
  withReauth = runDirectly,
}: KeyDialogProps & { readonly apiKey: ApiKey; readonly onSaved: () => void }) {
  const intl = useIntl();
  const [initial] = useState(() => formOfKey(apiKey));
  const keyForm = useKeyForm({
    initial,
    currentExpiry: apiKey.expires_at,
    submitLabel: intl.formatMessage({ id: 'apiKeys.edit.submit' }),
    onClose,
    save: async (form, ipEntries) => {
      await withReauth(() => updateApiKey(updateRequestOf(apiKey.id, form, ipEntries)));
      notify('success', intl.formatMessage({ id: 'apiKeys.edit.success' }));
      onSaved();
      onClose();
    },
  });
  return (
    <KeyDialogFrame
      open
      onClose={keyForm.close}
      title={intl.formatMessage({ id: 'apiKeys.edit.title' }, { name: apiKey.name })}
      footer={keyForm.footer}
    >
      {keyForm.fields}
    </KeyDialogFrame>
  );
}
