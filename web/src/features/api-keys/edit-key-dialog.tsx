import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { notify, notifyApiError } from '../../components/toaster';
import { updateApiKey } from './api-keys-api';
import { KeyDialogFrame } from './key-dialog-frame';
import { KeyFormFields, SubmitHint } from './key-form-fields';
import { checkKeyForm, formOfKey, updateRequestOf } from './key-form-model';

/** The edit dialog (spec 01 §2): the create form's fields, filled from the key. */
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
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState(() => formOfKey(apiKey));
  const [submitting, setSubmitting] = useState(false);
  const now = Date.now();
  const check = checkKeyForm(form, now, apiKey.expires_at);

  const submit = async () => {
    if (!check.canSubmit || submitting) return;
    setSubmitting(true);
    try {
      await updateApiKey(updateRequestOf(apiKey.id, form, check.ipEntries));
      notify('success', t('apiKeys.edit.success'));
      onSaved();
      onClose();
    } catch (error) {
      notifyApiError(error, intl.formatMessage);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <KeyDialogFrame
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'apiKeys.edit.title' }, { name: apiKey.name })}
      footer={
        <Stack width="full" gap="2" align="end">
          <SubmitHint check={check} />
          <Stack direction="row" gap="2">
            <Button variant="outline" onClick={onClose}>
              {t('apiKeys.form.cancel')}
            </Button>
            <Button
              colorPalette="blue"
              disabled={!check.canSubmit}
              loading={submitting}
              onClick={() => void submit()}
            >
              {t('apiKeys.edit.submit')}
            </Button>
          </Stack>
        </Stack>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <KeyFormFields state={form} check={check} nowMs={now} onChange={setForm} />
      </form>
    </KeyDialogFrame>
  );
}
