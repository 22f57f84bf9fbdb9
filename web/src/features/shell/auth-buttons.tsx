import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** A guest's way in (spec 01 §2): log in, or sign up. */
export function AuthButtons({ onNavigate }: { readonly onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <HStack gap="2">
      <Button asChild variant="ghost" size="sm">
        <Link to="/login" onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.login' })}
        </Link>
      </Button>
      <Button asChild colorPalette="blue" size="sm">
        <Link to="/register" onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.register' })}
        </Link>
      </Button>
    </HStack>
  );
}
