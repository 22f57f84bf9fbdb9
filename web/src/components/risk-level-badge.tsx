import { Badge, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NO_DATE } from '../../../shared/format/date-format';
import { riskLevelDisplay } from '../../../shared/format/risk-display';

/**
 * The risk level in its colour (spec 01 §3). A query that has not completed has no level yet
 * (null): a dash, not an "unknown" badge that would read like a verdict.
 */
export function RiskLevelBadge({ level }: { readonly level: number | null }) {
  const intl = useIntl();
  if (level === null) {
    return (
      <Text as="span" color="fg.muted">
        {NO_DATE}
      </Text>
    );
  }
  const { name, palette } = riskLevelDisplay(level);
  return (
    <Badge colorPalette={palette} variant={palette === 'gray' ? 'subtle' : 'solid'} flexShrink={0}>
      {intl.formatMessage({ id: `risk.level.${name}` })}
    </Badge>
  );
}
