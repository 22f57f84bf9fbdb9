import { Badge, Box, Button, Container, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuFileText, LuShieldCheck, LuTimer } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { GradientText } from '../../../components/brand';
import { paths } from '../../../lib/paths';

/**
 * The hero, which is also the page's query entry: it carries id="query" so the not-found page's
 * "start analysis" can scroll here (spec 02 §2).
 */
export function HeroSection({
  onShowExample,
  onPrepareExample,
}: {
  readonly onShowExample: () => void;
  /** The pointer or the focus reached the example's button: a click is likely, load its dialog. */
  readonly onPrepareExample?: () => void;
}) {
  return (
    <Box as="section" id="query" position="relative" overflow="hidden" scrollMarginTop="16">
      <Glow top="-40" left="-24" color="blue.500/20" />
      <Glow top="10" right="-32" color="purple.500/20" />
      <Container maxW="7xl" position="relative" py={{ base: '14', md: '24' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '12', lg: '16' }} align="center">
          <Stack
            flex="1.2"
            gap="6"
            textAlign={{ base: 'center', lg: 'start' }}
            align={{ base: 'center', lg: 'start' }}
          >
            <Badge colorPalette="blue" variant="surface" rounded="full" px="3" py="1" size="md">
              <Icon as={LuShieldCheck} />
              <FormattedMessage id="home.hero.eyebrow" />
            </Badge>
            <Heading
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
              fontWeight="extrabold"
            >
              <FormattedMessage id="home.hero.title" />
              <GradientText display="block">
                <FormattedMessage id="home.hero.titleAccent" />
              </GradientText>
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              <FormattedMessage id="home.hero.subtitle" />
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild size="xl" colorPalette="blue" rounded="lg">
                <RouterLink to={paths.console()}>
                  <FormattedMessage id="home.hero.start" />
                  <LuArrowRight />
                </RouterLink>
              </Button>
              <Button
                size="xl"
                variant="outline"
                rounded="lg"
                onClick={onShowExample}
                onPointerEnter={onPrepareExample}
                onFocus={onPrepareExample}
              >
                <LuFileText />
                <FormattedMessage id="home.hero.example" />
              </Button>
            </Stack>
            <Text fontSize="sm" color="fg.subtle">
              <FormattedMessage id="home.hero.note" />
            </Text>
          </Stack>
          <Box flex="1" w="full" maxW="md" aria-hidden="true">
            <PreviewCard />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

function Glow(props: { color: string; top?: string; left?: string; right?: string }) {
  const { color, ...place } = props;
  return (
    <Box
      position="absolute"
      {...place}
      w={{ base: '80', md: '130' }}
      h={{ base: '80', md: '130' }}
      rounded="full"
      bg={color}
      filter="blur(100px)"
      pointerEvents="none"
    />
  );
}

/** A decorative glance at a report (hidden from assistive tech): level, exposure bars, timing. */
function PreviewCard() {
  const bars = [
    { id: 'home.hero.preview.sanction', width: '72%', color: 'red.500' },
    { id: 'home.hero.preview.gamble', width: '46%', color: 'orange.400' },
    { id: 'home.hero.preview.fraud', width: '22%', color: 'yellow.400' },
  ];
  return (
    <Box
      bg="bg.panel/80"
      backdropFilter="blur(12px)"
      borderWidth="1px"
      rounded="2xl"
      shadow="xl"
      p="6"
      transform={{ lg: 'rotate(1.5deg)' }}
    >
      <HStack justify="space-between" mb="5">
        <Text fontWeight="semibold">
          <FormattedMessage id="home.hero.preview.title" />
        </Text>
        <HStack gap="1.5">
          <Badge variant="subtle" colorPalette="red">
            TRON
          </Badge>
          <Badge variant="subtle" colorPalette="teal">
            USDT
          </Badge>
        </HStack>
      </HStack>
      <Text fontFamily="mono" fontSize="sm" color="fg.muted" mb="4">
        TXYZop…M5VkAeBf
      </Text>
      <HStack gap="3" mb="6">
        <Box w="3" h="3" rounded="full" bg="red.500" />
        <Text fontWeight="bold" fontSize="2xl">
          <FormattedMessage id="home.hero.preview.level" />
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="3">
        <FormattedMessage id="home.hero.preview.exposure" />
      </Text>
      <Stack gap="3" mb="6">
        {bars.map((bar) => (
          <Box key={bar.id}>
            <Text fontSize="sm" mb="1">
              <FormattedMessage id={bar.id} />
            </Text>
            <Box h="2" rounded="full" bg="bg.muted">
              <Box h="full" w={bar.width} rounded="full" bg={bar.color} />
            </Box>
          </Box>
        ))}
      </Stack>
      <HStack color="fg.muted" fontSize="sm" gap="2">
        <Icon as={LuTimer} />
        <FormattedMessage id="home.hero.preview.time" />
      </HStack>
    </Box>
  );
}
