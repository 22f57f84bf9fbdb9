import { Box, Circle, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBellRing, LuChartPie, LuCode, LuGauge, LuLayers, LuWorkflow } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { SectionHeading } from './section-heading';

const features: readonly { key: string; icon: IconType; palette: string }[] = [
  { key: 'level', icon: LuGauge, palette: 'orange' },
  { key: 'flow', icon: LuWorkflow, palette: 'blue' },
  { key: 'exposure', icon: LuChartPie, palette: 'red' },
  { key: 'monitor', icon: LuBellRing, palette: 'purple' },
  { key: 'api', icon: LuCode, palette: 'teal' },
  { key: 'chains', icon: LuLayers, palette: 'green' },
];

export function FeaturesSection() {
  return (
    <Box as="section" py={{ base: '14', md: '20' }} bg="bg.subtle">
      <Container maxW="7xl">
        <SectionHeading
          eyebrow="home.features.eyebrow"
          title="home.features.title"
          subtitle="home.features.subtitle"
        />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {features.map(({ key, icon, palette }) => (
            <Stack key={key} gap="3" layerStyle="card" p="6" colorPalette={palette}>
              <Circle size="11" bg="colorPalette.subtle" color="colorPalette.fg">
                <Icon as={icon} boxSize="5" />
              </Circle>
              <Heading as="h3" size="md">
                <FormattedMessage id={`home.features.${key}.title`} />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id={`home.features.${key}.body`} />
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
