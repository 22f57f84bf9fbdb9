import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuKeyRound, LuPlus, LuRotateCw, LuSearchX, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';

const kinds = {
  empty: { icon: LuKeyRound, actionIcon: LuPlus, action: 'apiKeys.header.create' },
  noMatch: { icon: LuSearchX, actionIcon: undefined, action: 'apiKeys.noMatch.clear' },
  error: { icon: LuTriangleAlert, actionIcon: LuRotateCw, action: 'common.retry' },
} as const;

/** No keys yet (with a create button), no key matching the filters, or the list failed (retry). */
export function KeyStatePanel({
  kind,
  onAction,
  busy = false,
  disabled = false,
}: {
  readonly kind: keyof typeof kinds;
  readonly onAction: () => void;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}) {
  const intl = useIntl();
  const { icon: Icon, actionIcon: ActionIcon, action } = kinds[kind];
  return (
    <EmptyState.Root
      role={kind === 'error' ? 'alert' : undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="xl"
      bg="bg.subtle"
      py={{ base: '10', md: '14' }}
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage({ id: `apiKeys.${kind}.title` })}</EmptyState.Title>
          <EmptyState.Description maxW="md">
            {intl.formatMessage({ id: `apiKeys.${kind}.description` })}
          </EmptyState.Description>
        </VStack>
        <Button
          colorPalette={kind === 'noMatch' ? undefined : 'blue'}
          variant={kind === 'noMatch' ? 'outline' : 'solid'}
          onClick={onAction}
          loading={busy}
          disabled={disabled}
        >
          {ActionIcon ? <ActionIcon aria-hidden /> : null}
          {intl.formatMessage({ id: action })}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
