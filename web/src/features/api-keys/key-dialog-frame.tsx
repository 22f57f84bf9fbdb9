import type { ComponentProps } from 'react';
import { DialogFrame } from '../../components/dialog-frame';
import type { WithReauth } from '../../components/password-confirm';

/** What the create and the edit dialog both take. */
export type KeyDialogProps = {
  readonly onClose: () => void;
  /** Runs the save, asking for the password again when the server wants it (components/password-confirm). */
  readonly withReauth?: WithReauth;
};

/** Without a reauth runner, a save simply runs. */
export const runDirectly: WithReauth = (action) => action();

/** The dialogs of the key tab: centred, scrolling inside, with a margin on phones. */
export function KeyDialogFrame(props: ComponentProps<typeof DialogFrame>) {
  return (
    <DialogFrame
      scrollBehavior="inside"
      size="md"
      contentProps={{ mx: '3' }}
      footerProps={{ flexWrap: 'wrap' }}
      {...props}
    />
  );
}
