import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useMessage } from '../i18n/message-text';
import { api } from '../lib/api';
import { ApiError } from '../lib/api-error';
import { hashPassword } from '../lib/password-hash';
import { DialogFrame } from './dialog-frame';

/** The server's answer to a sensitive change made without a recent password proof. */
export const isReauthRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'reauth_required';

/** Runs a sensitive change, asking for the password again when the server wants it. */
export type WithReauth = <T>(action: () => Promise<T>) => Promise<T>;

type Pending = { resolve: () => void; reject: (error: unknown) => void; cause: unknown };

/**
 * "Sudo mode" in place: `withReauth(action)` runs a sensitive change (a new or widened API key,
 * new alert destinations); when the server asks for the password again (403 reauth_required) it
 * opens a small dialog, confirms the password (POST /confirm-password) and runs the action once
 * more. Cancelling answers the original error, so the caller shows it as before. Render `dialog`.
 */
export function useReauth(): {
  readonly withReauth: WithReauth;
  readonly dialog: ReactNode;
} {
  const t = useMessage();
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const askPassword = useCallback(
    (cause: unknown) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject, cause };
        setPassword('');
        setError(undefined);
        setOpen(true);
      }),
    [],
  );

  const withReauth = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isReauthRequired(error)) throw error;
        await askPassword(error);
        return action();
      }
    },
    [askPassword],
  );

  const cancel = () => {
    setOpen(false);
    pending.current?.reject(pending.current.cause);
    pending.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('reauth.password.required'));
      return;
    }
    setBusy(true);
    try {
      await api('confirmPassword', { body: { password: await hashPassword(password) } });
      setOpen(false);
      pending.current?.resolve();
      pending.current = null;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('reauth.failed'));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <DialogFrame
      open={open}
      onClose={cancel}
      title={t('reauth.title')}
      closeDisabled={busy}
      contentProps={{ 'data-testid': 'reauth-dialog' }}
    >
      <form id="reauth-form" onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Text color="fg.muted">{t('reauth.why')}</Text>
          <Field.Root invalid={!!error}>
            <Field.Label>{t('reauth.password.label')}</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Stack direction="row" justify="flex-end" gap="2">
            <Button variant="outline" onClick={cancel} disabled={busy}>
              {t('reauth.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={busy}>
              {t('reauth.confirm')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </DialogFrame>
  );

  return { withReauth, dialog };
}
