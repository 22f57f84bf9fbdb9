import { HStack, IconButton, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type AddressContext, shortenAddressFor } from '../../../shared/format/address-format';
import { useCopy } from './use-copy';

/** A shortened address (the whole one on hover) with a button copying the whole address. */
export function CopyAddress({
  address,
  context,
}: {
  readonly address: string;
  readonly context: AddressContext;
}) {
  const intl = useIntl();
  const { copied, copy } = useCopy();
  return (
    <HStack gap="1" minW="0">
      <Text as="span" fontFamily="mono" fontSize="sm" title={address} truncate>
        {shortenAddressFor(address, context)}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette={copied ? 'green' : 'gray'}
        aria-label={
          copied
            ? intl.formatMessage({ id: 'common.copied' })
            : intl.formatMessage({ id: 'query.copy.label' }, { address })
        }
        onClick={() => copy(address)}
      >
        {copied ? <LuCheck /> : <LuCopy />}
      </IconButton>
    </HStack>
  );
}
