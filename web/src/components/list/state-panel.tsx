import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** The panel's height around its content: compact in tabs and dialogs, roomier on a page of its own. */
const paddings = {
  compact: { base: '8', md: '12' },
  normal: { base: '10', md: '12' },
  tall: { base: '10', md: '14' },
  page: { base: '12', md: '16' },
} as const;

/** A panel's texts: given as they are, or the messages `<messages>.title` and `<messages>.description`. */
type StateTexts =
  | { readonly title: string; readonly description?: string | undefined; readonly messages?: never }
  | { readonly messages: string; readonly title?: never; readonly description?: never };

/**
 * The dashed panel a list, a chart or a page shows instead of its content: nothing yet, nothing
 * matching, not signed in, or a failure (announced as an alert), with the action that moves on
 * from it. An optional badge stands above the title.
 */
export function StatePanel({
  icon: Icon,
  role,
  badge,
  size = 'normal',
  children,
  ...texts
}: StateTexts & {
  readonly icon: IconType;
  readonly role?: 'alert' | 'status' | undefined;
  readonly badge?: ReactNode;
  readonly size?: keyof typeof paddings;
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  const { title, description } =
    texts.messages === undefined
      ? texts
      : {
          title: intl.formatMessage({ id: `${texts.messages}.title` }),
          description: intl.formatMessage({ id: `${texts.messages}.description` }),
        };
  return (
    <EmptyState.Root
      role={role}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={paddings[size]}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap={badge ? '3' : undefined}>
          {badge}
          <EmptyState.Title>{title}</EmptyState.Title>
          {description ? <EmptyState.Description maxW="md">{description}</EmptyState.Description> : null}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * The way on from a state: a button that is a link inside the app, solid blue for the state's
 * main way (`primary`), outlined otherwise.
 */
export function StateLink({
  to,
  icon: Icon,
  primary = false,
  children,
}: {
  readonly to: string;
  readonly icon?: IconType;
  readonly primary?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <Button asChild {...(primary ? { colorPalette: 'blue' } : { variant: 'outline' })}>
      <Link to={to}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </Link>
    </Button>
  );
}
