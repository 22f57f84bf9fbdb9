import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageColorModeDefault } from '../../../lib/color-mode';
import { readEndpoint } from '../openapi-model';
import { selectSection } from '../sections';
import { AuthenticationSection } from './authentication-section';
import { DocsSidebar } from './docs-sidebar';
import { EndpointSection } from './endpoint-section';
import { MonitorGuideSection } from './monitor-guide-section';
import { QuickStartSection } from './quick-start-section';
import { SectionSelect } from './section-select';
import { UnknownSection } from './unknown-section';

/** Spec 02 §2: a new section starts at the top of the page, scrolled to smoothly. */
const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * The public API documentation (spec 02 §2): `?section=` picks what is shown (quick start by
 * default); a sidebar on desktop, a select on phones; endpoints read from docs/openapi.json.
 * Dark by default.
 */
export function DocsPage() {
  // Spec 01 §1: the public docs are dark until the reader picks a theme (then theirs, remembered).
  usePageColorModeDefault('dark');
  const [params, setParams] = useSearchParams();
  const selected = selectSection(params.get('section'));
  const activeId =
    selected.kind === 'guide' || selected.kind === 'monitorGuide'
      ? selected.id
      : selected.kind === 'endpoint'
        ? selected.section.id
        : '';

  const onSidebar = useCallback(() => scrollToTop(), []);
  const onSelect = useCallback(
    (id: string) => {
      setParams({ section: id });
      scrollToTop();
    },
    [setParams],
  );

  let content: ReactNode;
  if (selected.kind === 'guide') {
    content = selected.id === 'quick-start' ? <QuickStartSection /> : <AuthenticationSection />;
  } else if (selected.kind === 'monitorGuide') {
    content = <MonitorGuideSection id={selected.id} />;
  } else {
    const endpoint = selected.kind === 'endpoint' ? readEndpoint(selected.section.operationId) : undefined;
    content =
      selected.kind === 'endpoint' && endpoint ? (
        <EndpointSection key={selected.section.id} sectionId={selected.section.id} endpoint={endpoint} />
      ) : (
        <UnknownSection id={selected.kind === 'unknown' ? selected.id : ''} onSelect={onSidebar} />
      );
  }

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="2" mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <FormattedMessage id="docs.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="docs.subtitle" />
        </Text>
      </Stack>
      <Box hideFrom="md" mb="6">
        <SectionSelect activeId={activeId} onSelect={onSelect} />
      </Box>
      <Flex gap="10" align="start">
        <DocsSidebar activeId={activeId} onSelect={onSidebar} />
        <Box flex="1" minW="0">
          {content}
        </Box>
      </Flex>
    </Container>
  );
}
