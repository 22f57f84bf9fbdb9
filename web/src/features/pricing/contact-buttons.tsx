import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuMail, LuSend } from 'react-icons/lu';
import { SiX } from 'react-icons/si';
import { FormattedMessage } from 'react-intl';
import { contactLinks } from '../../lib/contact-links';

/** Our contact points; accounts elsewhere open in a new tab. */
const contacts = {
  chat: { href: contactLinks.support, icon: <LuSend />, newTab: true },
  email: { href: contactLinks.email, icon: <LuMail />, newTab: false },
  social: { href: contactLinks.social, icon: <SiX />, newTab: true },
} as const;

/** A button that is a link to one of our contact points. */
function ContactButton({ contact, ...button }: ButtonProps & { readonly contact: keyof typeof contacts }) {
  const { href, icon, newTab } = contacts[contact];
  return (
    <Button asChild {...button}>
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icon}
        <FormattedMessage id={`pricing.contact.${contact}`} />
      </a>
    </Button>
  );
}

/** The support chat and the sales e-mail: both ways to reach us about a plan. */
export const ChatButton = () => <ContactButton contact="chat" colorPalette="blue" />;

export const EmailButton = ({ variant }: { variant: 'outline' | 'ghost' }) => (
  <ContactButton contact="email" variant={variant} />
);

/** Our account on X. */
export const SocialButton = () => <ContactButton contact="social" variant="outline" />;
