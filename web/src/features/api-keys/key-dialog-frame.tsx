import type { ComponentProps } from 'react';
import { DialogFrame } from '../../components/dialog-frame';

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
