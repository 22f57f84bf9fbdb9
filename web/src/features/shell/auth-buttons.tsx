import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** A guest's way in (spec 01 §2): log in, or sign up. */
export function AuthButtons({ onNavigate }: { readonly onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <HStack gap="2">
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.login()} onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.login' })}
        </Link>
      </Button>
      <Button asChild colorPalette="blue" size="sm">
        <Link to={paths.register()} onClick={onNavigate}>
          {intl.formatMessage({ id: 'shell.header.register' })}
        </Link>
      </Button>
    </HStack>
  );
}
