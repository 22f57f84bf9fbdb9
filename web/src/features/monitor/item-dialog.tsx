import { Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogFrame } from '../../components/dialog-frame';

/**
 * A dialog about one item of a Monitor list (an address's settings, an alert's delivery log):
 * open while `item` is set, the item named in a monospaced line under the title, and its content
 * (body and footer, `bare`) drawn anew for each item, so no state carries over from the last one.
 */
export function ItemDialog<T extends { readonly id: string }>({
  item,
  onClose,
  size,
  titleId,
  name,
  children,
}: {
  readonly item: T | null;
  readonly onClose: () => void;
  readonly size: 'lg' | 'xl';
  readonly titleId: string;
  readonly name: (item: T) => string;
  readonly children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      size={size}
      scrollBehavior="inside"
      title={intl.formatMessage({ id: titleId })}
      subtitle={
        item ? (
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" wordBreak="break-all">
            {name(item)}
          </Text>
        ) : null
      }
      bare
    >
      {item ? <Fragment key={item.id}>{children(item)}</Fragment> : null}
    </DialogFrame>
  );
}
