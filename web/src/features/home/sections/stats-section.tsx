import { Box, Container, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuActivity, LuBrainCircuit, LuDatabase, LuTimer } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';

/** spec 01 §1: the four claims, shown as the product's statistics. */
const stats: readonly { key: string; icon: IconType }[] = [
  { key: 'addresses', icon: LuDatabase },
  { key: 'ai', icon: LuBrainCircuit },
  { key: 'tracking', icon: LuActivity },
  { key: 'speed', icon: LuTimer },
];

export function StatsSection() {
  return (
    <Box as="section" aria-labelledby="home-stats-title">
      <Container maxW="7xl" pb={{ base: '14', md: '20' }}>
        <Text id="home-stats-title" srOnly>
          <FormattedMessage id="home.stats.title" />
        </Text>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }}>
          {stats.map(({ key, icon }) => (
            <Box
              key={key}
              borderWidth="1px"
              rounded="xl"
              p={{ base: '4', md: '6' }}
              bg="bg.panel"
              transition="transform 0.2s, box-shadow 0.2s"
              _hover={{ transform: 'translateY(-2px)', shadow: 'md' }}
            >
              <Icon as={icon} boxSize="6" color={{ base: 'blue.600', _dark: 'blue.300' }} mb="3" />
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="tight">
                <FormattedMessage id={`home.stats.${key}.value`} />
              </Text>
              <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }}>
                <FormattedMessage id={`home.stats.${key}.label`} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
