import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuMessageSquare } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { TintedPanel } from '../../components/brand';
import { ChatButton, EmailButton, SocialButton } from './contact-buttons';

/**
 * spec 02 §2: consultation, with the messaging-app support account and the social account where
 * this deployment configured them, and always the contact-sales form (`onWrite` opens it).
 */
export function ConsultationSection({ onWrite }: { readonly onWrite: () => void }) {
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
          <Button colorPalette="blue" onClick={onWrite}>
            <LuMessageSquare />
            <FormattedMessage id="pricing.consult.form" />
          </Button>
          <ChatButton variant="outline" />
          <SocialButton />
          <EmailButton variant="ghost" />
        </Stack>
      </Stack>
    </TintedPanel>
  );
}
