import { Box, Circle, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuFish, LuScale, LuShieldAlert, LuTag } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { TintedPanel } from '../../../components/brand';
import { Eyebrow } from './section-heading';

const points: readonly { key: string; icon: IconType }[] = [
  { key: 'point1', icon: LuScale },
  { key: 'point2', icon: LuShieldAlert },
  { key: 'point3', icon: LuFish },
];

/** Where the labels come from (spec 01 §1's "fisherman" claims replaced by what the label sources really are). */
export function FishermanSection() {
  return (
    <Box as="section" pb={{ base: '14', md: '20' }}>
      <Container maxW="7xl">
        <TintedPanel
          position="relative"
          overflow="hidden"
          rounded="3xl"
          gradientVia="bg.panel"
          p={{ base: '6', md: '12' }}
        >
          <Icon
            as={LuTag}
            position="absolute"
            right={{ base: '-6', md: '8' }}
            top={{ base: '-6', md: '8' }}
            boxSize={{ base: '28', md: '40' }}
            color="blue.500/10"
            aria-hidden="true"
          />
          <Stack gap="4" maxW="3xl" position="relative">
            <Eyebrow id="home.fisherman.eyebrow" />
            <Heading as="h2" textStyle="sectionTitle">
              <FormattedMessage id="home.fisherman.title" />
            </Heading>
            <Text color="fg.muted" textStyle="lead">
              <FormattedMessage id="home.fisherman.body" />
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt={{ base: '8', md: '10' }} position="relative">
            {points.map(({ key, icon }) => (
              <Stack key={key} gap="2" layerStyle="card" p="5">
                <Circle size="10" bg="blue.500/15" color={{ base: 'blue.600', _dark: 'blue.300' }}>
                  <Icon as={icon} boxSize="5" />
                </Circle>
                <Heading as="h3" size="md">
                  <FormattedMessage id={`home.fisherman.${key}.title`} />
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id={`home.fisherman.${key}.body`} />
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </TintedPanel>
      </Container>
    </Box>
  );
}
