import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** "3 unread alerts" for screen readers, after the entry's own name. */
export function UnreadLabel({ count }: { readonly count?: string }) {
  const intl = useIntl();
  if (!count) return null;
  return <VisuallyHidden>{intl.formatMessage({ id: 'console.nav.unread' }, { count })}</VisuallyHidden>;
}

/**
 * The count of unread alerts on the Monitor entry: a small red pill. Beside a label it carries its
 * own spoken text; `floating` pins it to the corner of the entry's icon (the collapsed sidebar,
 * the mobile tab bar), drawn only, the entry saying it after its name with UnreadLabel.
 */
export function UnreadBadge({
  count,
  floating = false,
}: {
  readonly count?: string;
  readonly floating?: boolean;
}) {
  if (!count) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      size="xs"
      rounded="full"
      minW="5"
      justifyContent="center"
      fontVariantNumeric="tabular-nums"
      {...(floating
        ? { position: 'absolute', top: '-1.5', insetEnd: '-2.5', 'aria-hidden': true }
        : { ms: 'auto' })}
    >
      <span aria-hidden>{count}</span>
      {floating ? null : <UnreadLabel count={count} />}
    </Badge>
  );
}
