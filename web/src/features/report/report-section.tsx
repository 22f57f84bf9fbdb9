import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SECTION_BODY_ATTRIBUTE } from './section-width';

/**
 * One section of the risk report (spec 02 §2 lists them in order): a card with a heading, its
 * description and optional controls beside the heading (chart toggles). The texts are the
 * messages `<messages>.title` and `<messages>.description`. `id` anchors the section (and names
 * it for screen readers through its heading).
 */
export function ReportSection({
  id,
  messages,
  actions,
  children,
}: {
  readonly id: string;
  readonly messages: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <Card.Root as="section" id={id} aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as="h2" id={headingId} size="md">
              {intl.formatMessage({ id: `${messages}.title` })}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage({ id: `${messages}.description` })}
            </Text>
          </Stack>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body {...{ [SECTION_BODY_ATTRIBUTE]: '' }}>{children}</Card.Body>
    </Card.Root>
  );
}
