import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The eyebrow, title and optional subtitle every home section opens with. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Stack gap="3" textAlign="center" align="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
      <Eyebrow id={eyebrow} />
      <Heading as="h2" textStyle="sectionTitle" lineHeight="shorter">
        <FormattedMessage id={title} />
      </Heading>
      {subtitle && (
        <Text color="fg.muted" textStyle="lead">
          <FormattedMessage id={subtitle} />
        </Text>
      )}
    </Stack>
  );
}

/** The small capitals above a home section's title that say what the section is about. */
export function Eyebrow({ id }: { readonly id: string }) {
  return (
    <Text
      fontSize="sm"
      fontWeight="semibold"
      letterSpacing="wider"
      textTransform="uppercase"
      color={{ base: 'blue.600', _dark: 'blue.300' }}
    >
      <FormattedMessage id={id} />
    </Text>
  );
}
