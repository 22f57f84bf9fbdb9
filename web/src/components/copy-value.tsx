import { HStack, IconButton, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type AddressContext, shortenAddressFor } from '../../../shared/format/address-format';
import { useCopy } from './use-copy';

/**
 * A value shortened for where it is shown (the report's 6 + 6 by default, spec 02 §2; the whole
 * value on hover) with a button that copies the whole value and says "Copied" for 2 s. Addresses
 * pass no label (the shared "Copy address …" is used); transaction and query hashes name what
 * they copy.
 */
export function CopyValue({
  value,
  label,
  whole = false,
  context = 'report',
  fontSize = 'sm',
  children,
}: {
  readonly value: string;
  /** The copy button's accessible name; "Copy address {value}" when omitted. */
  readonly label?: string;
  /** Show the value unshortened (it may wrap). */
  readonly whole?: boolean;
  /** How to shorten it (spec 01 §9 layouts); the report's 6 + 6 by default. */
  readonly context?: AddressContext;
  readonly fontSize?: TextProps['fontSize'];
  /** How the value reads, when not as plain (shortened) text. */
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  const { copied, copy } = useCopy();
  return (
    <HStack gap="1" minW="0" align="center">
      <Text
        as="span"
        fontFamily="mono"
        fontSize={fontSize}
        title={value}
        truncate={!whole}
        wordBreak={whole ? 'break-all' : undefined}
      >
        {children ?? (whole ? value : shortenAddressFor(value, context))}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        colorPalette={copied ? 'green' : 'gray'}
        aria-label={
          copied
            ? intl.formatMessage({ id: 'common.copied' })
            : (label ?? intl.formatMessage({ id: 'query.copy.label' }, { address: value }))
        }
        onClick={() => copy(value)}
      >
        {copied ? <LuCheck /> : <LuCopy />}
      </IconButton>
    </HStack>
  );
}
