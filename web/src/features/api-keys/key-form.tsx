import { Button, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyApiError } from '../../components/toaster';
import { KeyFormFields, SubmitHint } from './key-form-fields';
import { checkKeyForm, type KeyFormState } from './key-form-model';

/**
 * The one key form (spec 01 §4), for creating a key and for editing one: the fields, and for the
 * dialog's footer the hint of what still blocks saving, cancel and submit. `save` receives the
 * form and its checked IP entries; when it throws, the error is shown and the form keeps what was
 * typed. `close` puts the form back to `initial`, so nothing typed comes back with the next opening.
 */
export function useKeyForm({
  initial,
  currentExpiry,
  submitLabel,
  onClose,
  save,
}: {
  readonly initial: KeyFormState;
  /** An edited key's expiry as it stands, which the form may keep even once it is past. */
  readonly currentExpiry?: number;
  readonly submitLabel: string;
  readonly onClose: () => void;
  readonly save: (form: KeyFormState, ipEntries: readonly string[]) => Promise<void>;
}): { readonly fields: ReactNode; readonly footer: ReactNode; readonly close: () => void } {
  const intl = useIntl();
  const [form, setForm] = useState(initial);
  const [submitting, setSubmitting] = useState(false);
  const now = Date.now();
  const check = checkKeyForm(form, now, currentExpiry);

  const close = () => {
    setForm(initial);
    setSubmitting(false);
    onClose();
  };

  const submit = async () => {
    if (!check.canSubmit || submitting) return;
    setSubmitting(true);
    try {
      await save(form, check.ipEntries);
    } catch (error) {
      notifyApiError(error, intl.formatMessage);
    } finally {
      setSubmitting(false);
    }
  };

  const footer = (
    <Stack width="full" gap="2" align="end">
      <SubmitHint check={check} />
      <Stack direction="row" gap="2">
        <Button variant="outline" onClick={close}>
          {intl.formatMessage({ id: 'apiKeys.form.cancel' })}
        </Button>
        <Button
          colorPalette="blue"
          disabled={!check.canSubmit}
          loading={submitting}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
  const fields = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <KeyFormFields state={form} check={check} nowMs={now} onChange={setForm} />
    </form>
  );
  return { fields, footer, close };
}
