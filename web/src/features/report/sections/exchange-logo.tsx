import { Box, Flex, Icon } from '@chakra-ui/react';
import { LuLandmark } from 'react-icons/lu';
import { exchangeMonogram } from './exchange-monogram';

/**
 * The mark of an exchange (spec 02 §3 "Exchange logos"): a generated monogram keyed by the
 * lower-cased name, or the default placeholder without a name. Decorative: the name is written
 * beside it.
 */
export function ExchangeLogo({ name, size = '8' }: { readonly name: string | null; readonly size?: string }) {
  const monogram = exchangeMonogram(name);
  return (
    <Flex
      aria-hidden
      data-exchange-key={monogram?.key ?? 'default'}
      boxSize={size}
      flexShrink={0}
      rounded="full"
      align="center"
      justify="center"
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="tight"
      bg={monogram ? `${monogram.palette}.solid` : 'bg.emphasized'}
      color={monogram ? `${monogram.palette}.contrast` : 'fg.muted'}
    >
      {monogram ? (
        <Box as="span">{monogram.letters}</Box>
      ) : (
        <Icon boxSize="4">
          <LuLandmark />
        </Icon>
      )}
    </Flex>
  );
}
