import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * A monitored address's name and customer reference above its address ("Treasury · Ref.
 * CUST-1"), cut to the cell with the whole text on hover; nothing when it has neither.
 */
export function AddressLabelText({
  name,
  customerRef,
}: {
  readonly name: string | null;
  readonly customerRef: string | null;
}) {
  const intl = useIntl();
  if (!name && !customerRef) return null;
  const ref = customerRef
    ? intl.formatMessage({ id: 'monitor.alert.customerRef' }, { ref: customerRef })
    : null;
  const whole = [name, ref].filter(Boolean).join(' · ');
  return (
    <Text fontSize="xs" truncate title={whole} maxW="full">
      {name ? (
        <Text as="span" fontWeight="semibold">
          {name}
        </Text>
      ) : null}
      {name && ref ? ' · ' : null}
      {ref ? (
        <Text as="span" color="fg.muted">
          {ref}
        </Text>
      ) : null}
    </Text>
  );
}
