import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuMail, LuSend } from 'react-icons/lu';
import { SiX } from 'react-icons/si';
import { FormattedMessage } from 'react-intl';
import { type ContactLinks, useContactLinks } from '../../lib/contact-links';

const icons = { chat: <LuSend />, email: <LuMail />, social: <SiX /> } as const;

/**
 * A button that is a link to one of our contact points; nothing when this deployment did not
 * configure that channel. Accounts elsewhere open in a new tab.
 */
function ContactButton({ contact, ...button }: ButtonProps & { readonly contact: keyof ContactLinks }) {
  const link = useContactLinks()[contact];
  if (!link) return null;
  return (
    <Button asChild {...button}>
      <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icons[contact]}
        <FormattedMessage id={`pricing.contact.${contact}`} />
      </a>
    </Button>
  );
}

/** The support chat and the sales e-mail: both ways to reach us about a plan. */
export const ChatButton = ({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) => (
  <ContactButton contact="chat" colorPalette="blue" variant={variant} />
);

export const EmailButton = ({ variant }: { variant: 'outline' | 'ghost' }) => (
  <ContactButton contact="email" variant={variant} />
);

/** Our account on X. */
export const SocialButton = () => <ContactButton contact="social" variant="outline" />;
