import { Button } from '@chakra-ui/react';
import { LuMail, LuSend } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { contactLinks } from '../../lib/contact-links';

/** The support chat (new tab) and the sales e-mail: both ways to reach us about a plan. */
export function ChatButton() {
  return (
    <Button asChild colorPalette="blue">
      <a href={contactLinks.support} target="_blank" rel="noopener noreferrer">
        <LuSend />
        <FormattedMessage id="pricing.contact.chat" />
      </a>
    </Button>
  );
}

export function EmailButton({ variant }: { variant: 'outline' | 'ghost' }) {
  return (
    <Button asChild variant={variant}>
      <a href={contactLinks.email}>
        <LuMail />
        <FormattedMessage id="pricing.contact.email" />
      </a>
    </Button>
  );
}
