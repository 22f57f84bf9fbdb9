import { Badge, Box, Button, Heading, Icon, List, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCrown } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { CREDITS_PER_PUSH, type PlanDefinition, plansPushAlerts } from '../../../../shared/constants/plans';
import type { PlanAction } from './plan-action';
import { planPriceText } from './plan-price';

/** The feature lines of a card, read from the plan constants so the numbers never drift. */
export function planFeatures(plan: PlanDefinition): { id: string; values?: Record<string, number> }[] {
  const credits =
    plan.creditPeriod === 'day'
      ? { id: 'pricing.feature.creditsDay', values: { count: plan.credits ?? 0 } }
      : plan.creditPeriod === 'month'
        ? { id: 'pricing.feature.creditsMonth', values: { count: plan.credits ?? 0 } }
        : { id: 'pricing.feature.creditsContract' };
  const lines: { id: string; values?: Record<string, number> }[] = [
    credits,
    { id: 'pricing.feature.reports' },
    plan.apiKeys > 0
      ? { id: 'pricing.feature.apiKeys', values: { count: plan.apiKeys } }
      : { id: 'pricing.feature.noApi' },
    { id: 'pricing.feature.concurrent', values: { count: plan.concurrentQueries } },
    { id: 'pricing.feature.monitored', values: { count: plan.freeMonitoredAddresses } },
    plansPushAlerts(plan)
      ? { id: 'pricing.feature.alerts' }
      : { id: 'pricing.feature.alertsConsoleOnly', values: { cost: CREDITS_PER_PUSH } },
  ];
  if (plan.apiKeys > 0) lines.push({ id: 'pricing.feature.stats' });
  if (plan.key === 'enterprise') lines.push({ id: 'pricing.feature.support' });
  return lines;
}

interface Props {
  readonly plan: PlanDefinition;
  readonly action: PlanAction;
  readonly loading?: boolean;
  readonly onSelect: () => void;
}

export function PlanCard({ plan, action, loading, onSelect }: Props) {
  const intl = useIntl();
  const isCurrent = action.kind === 'current';
  // Signed in, only the user's own plan stands out; otherwise the recommended one does.
  const highlighted =
    isCurrent || (plan.recommended && (action.kind === 'guest' || action.kind === 'unknown'));
  const palette = isCurrent ? 'green' : 'blue';
  const price = planPriceText(plan, intl);
  const period =
    plan.priceUsdPerMonth !== null
      ? 'pricing.period.month'
      : plan.packageType === 0
        ? 'pricing.period.forever'
        : 'pricing.period.custom';

  return (
    <Stack
      as="article"
      aria-labelledby={`plan-${plan.key}`}
      data-testid={`plan-${plan.key}`}
      data-current={isCurrent || undefined}
      position="relative"
      gap="5"
      p="6"
      rounded="2xl"
      bg="bg.panel"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? `${palette}.solid` : 'border'}
      shadow={highlighted ? 'lg' : 'xs'}
      colorPalette={palette}
    >
      {/* The badge sits on the card's top edge so every card's header has the same height. */}
      {(isCurrent || plan.recommended) && (
        <Badge
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          colorPalette={isCurrent ? 'green' : 'blue'}
          variant="solid"
          rounded="full"
          px="3"
          whiteSpace="nowrap"
        >
          {isCurrent ? <FormattedMessage id="pricing.current" /> : <Icon as={LuCrown} />}
          {!isCurrent && <FormattedMessage id="pricing.recommended" />}
        </Badge>
      )}
      <Heading as="h3" size="lg" id={`plan-${plan.key}`}>
        <FormattedMessage id={`pricing.plan.${plan.key}`} />
      </Heading>
      {/* A fixed-height price row keeps the buttons of neighbouring cards aligned. */}
      <Box minH="12" display="flex" alignItems="baseline" flexWrap="wrap" columnGap="1.5">
        <Text
          as="span"
          fontSize={plan.priceUsdPerMonth === null && plan.packageType !== 0 ? '2xl' : '4xl'}
          fontWeight="bold"
          letterSpacing="tight"
          lineHeight="1.2"
        >
          {price}
        </Text>
        <Text as="span" color="fg.muted" fontSize="sm">
          <FormattedMessage id={period} />
        </Text>
      </Box>
      <Text color="fg.muted" fontSize="sm" minH={{ xl: '4lh' }}>
        <FormattedMessage id={`pricing.plan.${plan.key}.description`} />
      </Text>
      <Button
        w="full"
        size="lg"
        variant={highlighted && !isCurrent ? 'solid' : isCurrent ? 'subtle' : 'outline'}
        disabled={isCurrent}
        loading={loading}
        onClick={onSelect}
      >
        <FormattedMessage id={action.label} />
      </Button>
      <List.Root gap="2.5" variant="plain" fontSize="sm">
        {planFeatures(plan).map((line) => (
          <List.Item key={line.id} alignItems="start">
            <List.Indicator asChild color="green.solid" mt="0.5">
              <LuCheck />
            </List.Indicator>
            <FormattedMessage id={line.id} values={line.values} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
