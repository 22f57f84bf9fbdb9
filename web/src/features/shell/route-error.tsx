import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../../lib/chunk-load-error';
import { paths } from '../../lib/paths';

const isChunkError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && /dynamically imported module/i.test(error.message));

/**
 * What a route shows when it fails (spec 02 §8): a chunk that did not load (time-out, a new
 * deployment removed it, the network dropped) or any other error. Reloading fetches the current
 * chunks; home is always a way out.
 */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  const chunk = isChunkError(error);
  return (
    <Center minH="100dvh" px="6" bg="bg" color="fg">
      <Stack gap="5" align="center" textAlign="center" maxW="md" role="alert">
        <Box color="orange.fg" bg="orange.subtle" rounded="full" p="4" aria-hidden>
          <LuTriangleAlert size="32" />
        </Box>
        <Heading size="xl">
          {intl.formatMessage({ id: chunk ? 'shell.routeError.chunkTitle' : 'shell.routeError.title' })}
        </Heading>
        <Text color="fg.muted">
          {intl.formatMessage({ id: chunk ? 'error.chunk' : 'shell.routeError.description' })}
        </Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            <LuRefreshCw />
            {intl.formatMessage({ id: 'shell.routeError.reload' })}
          </Button>
          <Button asChild variant="outline">
            {/* A plain link: the router may be what failed, so leave it with a full load. */}
            <a href={paths.home()}>{intl.formatMessage({ id: 'shell.routeError.home' })}</a>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
