import { Box, Container, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { supportEmail } from '../../lib/contact-links';
import { paths } from '../../lib/paths';

/** When the current texts took effect. */
export const LEGAL_UPDATED = '2026-11-26';

export type LegalDocument = 'terms' | 'privacy';

/** The sections of each document, in order; ids are `legal.<doc>.<section>.title|body`. */
export const legalSections: Readonly<Record<LegalDocument, readonly string[]>> = {
  terms: [
    'acceptance',
    'service',
    'accounts',
    'credits',
    'api',
    'monitoring',
    'use',
    'advice',
    'liability',
    'changes',
    'contact',
  ],
  privacy: [
    'collect',
    'blockchain',
    'use',
    'sharing',
    'storage',
    'retention',
    'security',
    'rights',
    'changes',
    'contact',
  ],
};

/**
 * A legal document with a table of contents (sticky beside the text on wide screens, above it on
 * narrow ones). Bodies are paragraphs split by blank lines; lines starting with "- " form a list.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const intl = useIntl();
  const sections = legalSections[doc];
  const other: LegalDocument = doc === 'terms' ? 'privacy' : 'terms';
  const anchor = (section: string) => `${doc}-${section}`;
  // In-page jumps scroll by hand so the router's location (and its scroll-to-top) stays untouched.
  const jump = (event: MouseEvent, section: string) => {
    event.preventDefault();
    const target = document.getElementById(anchor(section));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  const toc = (
    <Box as="nav" aria-labelledby={`${doc}-toc`}>
      <Text
        id={`${doc}-toc`}
        fontWeight="semibold"
        fontSize="sm"
        mb="3"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        <FormattedMessage id="legal.toc" />
      </Text>
      <List.Root as="ol" gap="1.5" ps="5" fontSize="sm">
        {sections.map((section) => (
          <List.Item key={section}>
            <Link
              href={`#${anchor(section)}`}
              onClick={(e) => jump(e, section)}
              color="fg.muted"
              _hover={{ color: 'fg' }}
            >
              <FormattedMessage id={`legal.${doc}.${section}.title`} />
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );

  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
          <FormattedMessage id={`legal.${doc}.title`} />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage
            id="legal.updated"
            values={{
              date: intl.formatDate(`${LEGAL_UPDATED}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
            }}
          />
        </Text>
        <Text textStyle="lead" color="fg.muted">
          <FormattedMessage id={`legal.${doc}.intro`} />
        </Text>
      </Stack>
      <Flex gap={{ base: '8', lg: '16' }} direction={{ base: 'column', lg: 'row' }} align="start">
        <Box
          w={{ base: 'full', lg: '64' }}
          flexShrink={0}
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          borderWidth={{ base: '1px', lg: '0' }}
          rounded="xl"
          p={{ base: '4', lg: '0' }}
          bg={{ base: 'bg.subtle', lg: 'transparent' }}
        >
          {toc}
        </Box>
        <Stack as="article" gap="10" flex="1" minW="0" maxW="3xl">
          {sections.map((section, index) => (
            <Box as="section" key={section} aria-labelledby={anchor(section)}>
              <Heading
                as="h2"
                id={anchor(section)}
                tabIndex={-1}
                size="xl"
                mb="3"
                scrollMarginTop="24"
                _focusVisible={{ outline: 'none' }}
              >
                {index + 1}. <FormattedMessage id={`legal.${doc}.${section}.title`} />
              </Heading>
              <Body
                text={intl.formatMessage({ id: `legal.${doc}.${section}.body` }, { email: supportEmail })}
              />
            </Box>
          ))}
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={paths[other]()}>
              <FormattedMessage id={`legal.related.${other}`} />
            </RouterLink>
          </Link>
        </Stack>
      </Flex>
    </Container>
  );
}

function Body({ text }: { text: string }) {
  return (
    <Stack gap="3" color="fg.muted" lineHeight="tall">
      {text.split('\n\n').map((block) => {
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <List.Root key={block} gap="1.5" ps="5">
              {lines.map((l) => (
                <List.Item key={l}>{l.slice(2)}</List.Item>
              ))}
            </List.Root>
          );
        }
        return <Text key={block}>{block}</Text>;
      })}
    </Stack>
  );
}
