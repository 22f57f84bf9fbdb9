import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sectionTitleId } from '../sections';

/**
 * A section of the docs page: its title (the name the contents list gives it, and the section's
 * accessible name), the line that says what it is about when there is one, then its body.
 */
export function DocsSection({
  id,
  intro,
  gap,
  children,
}: {
  readonly id: string;
  readonly intro?: ReactNode;
  readonly gap: '5' | '6';
  readonly children: ReactNode;
}) {
  const heading = (
    <Heading as="h2" size="2xl" id={`${id}-title`}>
      <FormattedMessage id={sectionTitleId(id)} />
    </Heading>
  );
  return (
    <Stack gap={gap} as="section" aria-labelledby={`${id}-title`}>
      {intro === undefined ? (
        heading
      ) : (
        <Stack gap="2">
          {heading}
          <Text color="fg.muted">{intro}</Text>
        </Stack>
      )}
      {children}
    </Stack>
  );
}
