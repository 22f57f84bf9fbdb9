import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CUSTOMER_REF_MAX_LENGTH,
  MONITOR_NAME_MAX_LENGTH,
  monitorLabelProblem,
} from '../../../../shared/rules/monitor-label-rules';
import { useMessage } from '../../i18n/message-text';

/** A monitored address's name and customer reference as typed (beyond spec). */
export interface AddressLabels {
  readonly name: string;
  readonly customerRef: string;
}

export const labelsOf = (address?: { name: string | null; customer_ref: string | null }): AddressLabels => ({
  name: address?.name ?? '',
  customerRef: address?.customer_ref ?? '',
});

const limits = { name: MONITOR_NAME_MAX_LENGTH, customerRef: CUSTOMER_REF_MAX_LENGTH } as const;

/** Whether either label would be refused (the server's rule, shared/rules/monitor-label-rules.ts). */
export const hasLabelProblem = (labels: AddressLabels): boolean =>
  (Object.keys(limits) as (keyof AddressLabels)[]).some(
    (field) => monitorLabelProblem(labels[field], limits[field]) !== undefined,
  );

/**
 * The labels as the API takes them, trimmed: a blank one clears what the address had ("" is
 * "none"), or, for a new address (`fresh`), is left out.
 */
export const labelsBody = (labels: AddressLabels, fresh = false) => {
  const body = { name: labels.name.trim(), customer_ref: labels.customerRef.trim() };
  return fresh ? Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')) : body;
};

/**
 * The name and customer reference inputs of the add dialog and the address's settings, side by
 * side from sm, each checked as typed by the rule the server applies.
 */
export function AddressLabelFields({
  value,
  onChange,
  disabled,
}: {
  readonly value: AddressLabels;
  readonly onChange: (next: AddressLabels) => void;
  readonly disabled?: boolean;
}) {
  const t = useMessage();
  const field = (key: keyof AddressLabels, labelId: string, placeholderId: string) => {
    const problem = monitorLabelProblem(value[key], limits[key]);
    return (
      <Field.Root invalid={problem !== undefined} disabled={disabled}>
        <Field.Label>{t(labelId)}</Field.Label>
        <Input
          size="sm"
          autoComplete="off"
          placeholder={t(placeholderId)}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        />
        {problem ? (
          <Field.ErrorText>{t(`monitor.label.${problem}`, { max: limits[key] })}</Field.ErrorText>
        ) : null}
      </Field.Root>
    );
  };
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {field('name', 'monitor.label.name', 'monitor.label.namePlaceholder')}
        {field('customerRef', 'monitor.label.customerRef', 'monitor.label.customerRefPlaceholder')}
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('monitor.label.hint')}
      </Text>
    </Stack>
  );
}
