import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMail, LuSend } from 'react-icons/lu';
import { SiX } from 'react-icons/si';
import { FormattedMessage } from 'react-intl';
import { contactLinks } from '../../lib/contact-links';

/** A button that is a link to one of our contact points; accounts elsewhere open in a new tab. */
function ContactButton({
  href,
  icon,
  messageId,
  newTab,
  ...button
}: ButtonProps & {
  readonly href: string;
  readonly icon: ReactNode;
  readonly messageId: string;
  readonly newTab?: boolean;
}) {
  return (
    <Button asChild {...button}>
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icon}
        <FormattedMessage id={messageId} />
      </a>
    </Button>
  );
}

/** The support chat (new tab) and the sales e-mail: both ways to reach us about a plan. */
export const ChatButton = () => (
  <ContactButton
    href={contactLinks.support}
    icon={<LuSend />}
    messageId="pricing.contact.chat"
    newTab
    colorPalette="blue"
  />
);

export const EmailButton = ({ variant }: { variant: 'outline' | 'ghost' }) => (
  <ContactButton
    href={contactLinks.email}
    icon={<LuMail />}
    messageId="pricing.contact.email"
    variant={variant}
  />
);

/** Our account on X (new tab). */
export const SocialButton = () => (
  <ContactButton
    href={contactLinks.social}
    icon={<SiX />}
    messageId="pricing.contact.social"
    newTab
    variant="outline"
  />
);
