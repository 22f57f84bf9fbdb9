import { Box, Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuFileSearch, LuFileText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from './coming-soon';
import { ConsolePage } from './console-page';

/**
 * The report view (/detail?hash=…). Without a hash there is nothing to show (spec 02 §2: the
 * please-provide-params message); with one, the report itself arrives in a later release.
 */
export function DetailView() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const hash = params.get('hash')?.trim();
  if (!hash) {
    return (
      <Box px="4" py={{ base: '12', md: '20' }}>
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuFileSearch />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title as="h1">
                {intl.formatMessage({ id: 'console.detail.missingTitle' })}
              </EmptyState.Title>
              <EmptyState.Description maxW="md">
                {intl.formatMessage({ id: 'console.detail.missingDescription' })}
              </EmptyState.Description>
            </VStack>
            <Button asChild colorPalette="blue">
              <Link to="/console">{intl.formatMessage({ id: 'console.detail.toConsole' })}</Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    );
  }
  return (
    <ConsolePage titleId="console.detail.title" descriptionId="console.detail.description">
      <ComingSoon icon={LuFileText} messageId="console.detail.soon" />
    </ConsolePage>
  );
}
