import { Button, Card, Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { forReader } from '../docs-examples';
import { readEndpoint } from '../openapi-model';
import { usePublicApiUrl } from '../public-api-url';
import { quickStartCommands } from '../quick-start-commands';
import { useReader } from '../use-reader';
import { CodeBlock } from './code-block';
import { DocsSection } from './docs-section';

function Step({ number, children }: { number: number; children?: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="4">
      <Circle
        size="8"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        colorPalette="blue"
        fontWeight="bold"
      >
        {number}
      </Circle>
      <Stack gap="2" flex="1" minW="0">
        <Heading as="h3" size="md">
          <FormattedMessage id={`docs.quickStart.step${number}.title`} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={`docs.quickStart.step${number}.body`} />
        </Text>
        {children}
      </Stack>
    </HStack>
  );
}

/** Spec 02 §2: four steps, and a card that leads to the console's API key page. */
export function QuickStartSection() {
  const reader = useReader();
  const create = readEndpoint('createQuery');
  // The reader's own window (the last 24 hours), not the document's fixed dates.
  const commands = quickStartCommands(
    create ? forReader(create, reader).requestExample : {},
    usePublicApiUrl(),
  );
  return (
    <DocsSection id="quick-start" gap="6" intro={<FormattedMessage id="docs.quickStart.intro" />}>
      <Stack as="ol" gap="6" listStyleType="none" m="0" p="0">
        <Step number={1} />
        <Step number={2}>
          <CodeBlock code={commands.authenticate} title="shell" copyable />
        </Step>
        <Step number={3}>
          <CodeBlock code={commands.submit} title="shell" copyable />
        </Step>
        <Step number={4}>
          <CodeBlock code={commands.results} title="shell" copyable />
        </Step>
      </Stack>
      <Card.Root variant="subtle" colorPalette="blue">
        <Card.Body>
          <HStack
            gap="4"
            align={{ base: 'start', md: 'center' }}
            flexDirection={{ base: 'column', md: 'row' }}
          >
            <Circle size="10" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0}>
              <LuKeyRound />
            </Circle>
            <Stack gap="1" flex="1">
              <Card.Title>
                <FormattedMessage id="docs.quickStart.card.title" />
              </Card.Title>
              <Card.Description>
                <FormattedMessage id="docs.quickStart.card.body" />
              </Card.Description>
            </Stack>
            <Button asChild colorPalette="blue">
              <RouterLink to={paths.consoleApiKey()}>
                <FormattedMessage id="docs.quickStart.card.action" />
              </RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </DocsSection>
  );
}
