import { Box, Circle, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuFileText, LuScanSearch, LuSearch } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { SectionHeading } from './section-heading';

/** spec 01 §2: input address, intelligent analysis, view report. */
const steps: readonly { key: string; icon: IconType }[] = [
  { key: 'input', icon: LuSearch },
  { key: 'analyse', icon: LuScanSearch },
  { key: 'report', icon: LuFileText },
];

export function HowItWorksSection() {
  return (
    <Box as="section" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <SectionHeading eyebrow="home.steps.eyebrow" title="home.steps.title" />
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} listStyleType="none">
          {steps.map(({ key, icon }, index) => (
            <Stack as="li" key={key} gap="3" align="center" textAlign="center" position="relative">
              <Circle
                size="16"
                bgGradient="to-br"
                gradientFrom="blue.500"
                gradientTo="purple.500"
                color="white"
                shadow="lg"
              >
                <Icon as={icon} boxSize="7" />
              </Circle>
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                <FormattedMessage id="home.steps.step" values={{ n: index + 1 }} />
              </Text>
              <Heading as="h3" size="lg">
                <FormattedMessage id={`home.steps.${key}.title`} />
              </Heading>
              <Text color="fg.muted" maxW="xs">
                <FormattedMessage id={`home.steps.${key}.body`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
