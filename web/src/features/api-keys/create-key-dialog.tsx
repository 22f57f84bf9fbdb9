import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CreatedApiKey } from '../../../../shared/contract/api-keys.schema';
import { notifyApiError } from '../../components/toaster';
import { createApiKey } from './api-keys-api';
import { CreatedKeyView } from './created-key-view';
import { KeyDialogFrame } from './key-dialog-frame';
import { KeyFormFields, SubmitHint } from './key-form-fields';
import { checkKeyForm, createRequestOf, emptyKeyForm } from './key-form-model';

/**
 * The two-step create dialog (spec 01 §4): the form, then the new key shown once. Closing resets
 * both steps, so the key cannot be brought back by opening the dialog again.
 */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCreated: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState(emptyKeyForm);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const now = Date.now();
  const check = checkKeyForm(form, now);

  const close = () => {
    setForm(emptyKeyForm);
    setCreated(null);
    setSubmitting(false);
    onClose();
  };

  const submit = async () => {
    if (!check.canSubmit || submitting) return;
    setSubmitting(true);
    try {
      const answer = await createApiKey(createRequestOf(form, check.ipEntries));
      setCreated(answer.api_key);
      onCreated();
    } catch (error) {
      notifyApiError(error, intl.formatMessage);
    } finally {
      setSubmitting(false);
    }
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
    <KeyDialogFrame
      open={open}
      onClose={close}
      title={t('apiKeys.create.title')}
      footer={
        <Stack width="full" gap="2" align="end">
          <SubmitHint check={check} />
          <Stack direction="row" gap="2">
            <Button variant="outline" onClick={close}>
              {t('apiKeys.form.cancel')}
            </Button>
            <Button
              colorPalette="blue"
              disabled={!check.canSubmit}
              loading={submitting}
              onClick={() => void submit()}
            >
              {t('apiKeys.create.submit')}
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
