import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { TintedPanel } from '../../components/brand';
import { ChatButton, EmailButton, SocialButton } from './contact-buttons';

/** spec 02 §2: consultation, with the messaging-app support account and the social account. */
export function ConsultationSection() {
  return (
    <TintedPanel as="section" rounded="2xl" px={{ base: '5', md: '12' }} py={{ base: '8', md: '12' }}>
      <Stack align="center" textAlign="center" gap="4">
        <Heading as="h2" size="2xl">
          <FormattedMessage id="pricing.contact.title" />
        </Heading>
        <Text color="fg.muted" maxW="xl">
          <FormattedMessage id="pricing.contact.body" />
        </Text>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" w={{ base: 'full', md: 'auto' }}>
          <ChatButton />
          <SocialButton />
          <EmailButton variant="ghost" />
        </Stack>
      </Stack>
    </TintedPanel>
  );
}
