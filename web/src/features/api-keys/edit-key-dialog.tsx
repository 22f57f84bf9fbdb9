import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { notify } from '../../components/toaster';
import { updateApiKey } from './api-keys-api';
import { KeyFormDialog } from './key-form-dialog';
import { formOfKey, updateRequestOf } from './key-form-model';

/** The edit dialog (spec 01 §2): the create dialog's key form, filled from the key. */
export function EditKeyDialog({
  apiKey,
  onClose,
  onSaved,
}: {
  readonly apiKey: ApiKey;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const intl = useIntl();
  const [initial] = useState(() => formOfKey(apiKey));
  return (
    <KeyFormDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'apiKeys.edit.title' }, { name: apiKey.name })}
      submitLabel={intl.formatMessage({ id: 'apiKeys.edit.submit' })}
      initial={initial}
      currentExpiry={apiKey.expires_at}
      save={async (form, ipEntries) => {
        await updateApiKey(updateRequestOf(apiKey.id, form, ipEntries));
        notify('success', intl.formatMessage({ id: 'apiKeys.edit.success' }));
        onSaved();
        onClose();
      }}
    />
  );
}
