import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiKey } from '../../../../shared/contract/api-keys.schema';
import { notify } from '../../components/toaster';
import { deleteApiKeys } from './api-keys-api';
import { KeyDialogFrame } from './key-dialog-frame';

/**
 * The delete confirmation (spec 01 §2, §4), for one key or a selection: deletion is irreversible,
 * so it is confirmed. Every selected key is really deleted (the spec's simulated bulk delete is a
 * placeholder we do not copy); keys that fail are reported and stay selected.
 */
export function DeleteKeysDialog({
  keys,
  onClose,
  onDeleted,
}: {
  readonly keys: readonly ApiKey[];
  readonly onClose: () => void;
  readonly onDeleted: (deletedIds: readonly number[]) => void;
}) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const [first] = keys;
  const title =
    keys.length === 1 && first
      ? intl.formatMessage({ id: 'apiKeys.delete.title' }, { name: first.name })
      : intl.formatMessage({ id: 'apiKeys.delete.bulkTitle' }, { count: keys.length });

  const confirm = async () => {
    setDeleting(true);
    const { deleted, failed } = await deleteApiKeys(keys.map((k) => k.id));
    setDeleting(false);
    if (deleted.length > 0)
      notify('success', intl.formatMessage({ id: 'apiKeys.delete.success' }, { count: deleted.length }));
    if (failed.length > 0)
      notify('error', intl.formatMessage({ id: 'apiKeys.delete.failed' }, { count: failed.length }));
    onDeleted(deleted);
    onClose();
  };

  return (
    <KeyDialogFrame
      open
      role="alertdialog"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={deleting}>
            {intl.formatMessage({ id: 'apiKeys.form.cancel' })}
          </Button>
          <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
            {intl.formatMessage({ id: 'apiKeys.delete.confirm' })}
          </Button>
        </>
      }
    >
      <Text>{intl.formatMessage({ id: 'apiKeys.delete.body' })}</Text>
      {keys.length > 1 ? (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {keys.map((k) => k.name).join(', ')}
        </Text>
      ) : null}
    </KeyDialogFrame>
  );
}
