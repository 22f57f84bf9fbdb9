import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { useCopy } from '../../../components/use-copy';

/** Monospaced, scrollable code (JSON, curl), with a copy button when `copyable`. */
export function CodeBlock({
  code,
  title,
  copyable = false,
  maxHeight,
}: {
  code: string;
  title?: string;
  copyable?: boolean;
  maxHeight?: string;
}) {
  const { copied, copy } = useCopy();
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" bg="bg.subtle" overflow="hidden">
      {(title || copyable) && (
        <HStack justify="space-between" px="3" py="1.5" borderBottomWidth="1px" borderColor="border">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {title}
          </Text>
          {copyable && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette={copied ? 'green' : 'gray'}
              onClick={() => void copy(code)}
              aria-live="polite"
            >
              {copied ? <LuCheck /> : <LuCopy />}
              <FormattedMessage id={copied ? 'common.copied' : 'common.copy'} />
            </Button>
          )}
        </HStack>
      )}
      <Box
        as="pre"
        m="0"
        p="3"
        fontFamily="mono"
        fontSize="xs"
        lineHeight="1.6"
        overflow="auto"
        maxHeight={maxHeight}
        whiteSpace="pre"
        color="fg"
        // A long line scrolls sideways: the keyboard must reach the scroll too.
        tabIndex={0}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
