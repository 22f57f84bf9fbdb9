import { Box, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type PasswordStrength, passwordStrength } from '../../../../shared/rules/account-rules';

/** spec 01 §4: weak, medium or strong, shown as one, two or three filled bars. */
const bands: Readonly<Record<PasswordStrength, { filled: number; color: string }>> = {
  weak: { filled: 1, color: 'red.solid' },
  medium: { filled: 2, color: 'orange.solid' },
  strong: { filled: 3, color: 'green.solid' },
};

export function StrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  if (!password) return null;
  const strength = passwordStrength(password);
  const { filled, color } = bands[strength];
  return (
    <Box data-testid="strength-meter" data-strength={strength} width="full" aria-live="polite">
      <HStack gap="1" aria-hidden>
        {[1, 2, 3].map((bar) => (
          <Box
            key={bar}
            flex="1"
            height="1.5"
            borderRadius="full"
            bg={bar <= filled ? color : 'bg.emphasized'}
          />
        ))}
      </HStack>
      <Text fontSize="xs" color="fg.muted" marginTop="1">
        <FormattedMessage
          id="auth.strength.label"
          values={{ level: intl.formatMessage({ id: `auth.strength.${strength}` }) }}
        />
      </Text>
    </Box>
  );
}
