import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * One card of the Config tab (the global configuration, the webhook signing secret): its heading
 * and description are the messages `<messages>.title` and `<messages>.description`.
 */
export function SettingsCard({
  messages,
  children,
}: {
  readonly messages: string;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {intl.formatMessage({ id: `${messages}.title` })}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {intl.formatMessage({ id: `${messages}.description` })}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
