import { Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { KeyDialogFrame } from './key-dialog-frame';
import { KeyFormFields, SubmitHint } from './key-form-fields';
import type { KeyFormCheck, KeyFormState } from './key-form-model';

/** The key form in its dialog, with the submit hint and buttons: the create and edit dialogs' body. */
export function KeyFormDialog({
  open,
  onClose,
  title,
  submitLabelId,
  form,
  check,
  nowMs,
  onChange,
  submitting,
  onSubmit,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly submitLabelId: string;
  readonly form: KeyFormState;
  readonly check: KeyFormCheck;
  readonly nowMs: number;
  readonly onChange: (form: KeyFormState) => void;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KeyDialogFrame
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Stack width="full" gap="2" align="end">
          <SubmitHint check={check} />
          <Stack direction="row" gap="2">
            <Button variant="outline" onClick={onClose}>
              {t('apiKeys.form.cancel')}
            </Button>
            <Button colorPalette="blue" disabled={!check.canSubmit} loading={submitting} onClick={onSubmit}>
              {t(submitLabelId)}
            </Button>
          </Stack>
        </Stack>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <KeyFormFields state={form} check={check} nowMs={nowMs} onChange={onChange} />
      </form>
    </KeyDialogFrame>
  );
}
