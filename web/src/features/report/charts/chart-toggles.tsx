import { Button, ButtonGroup } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type ChartMode, chartModes } from './chart-mode';

/**
 * A choice of one among a few (amount or count…): buttons with aria-pressed, as the Chakra build
 * carries no segmented-control recipe.
 */
export function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's accessible name. */
  readonly label: string;
  readonly options: readonly { readonly value: V; readonly label: ReactNode }[];
  readonly value: V;
  readonly onChange: (value: V) => void;
}) {
  return (
    <ButtonGroup size="xs" attached role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.value}
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed ? 'blue' : 'gray'}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

/** An on/off switch as one button with aria-pressed. */
export function ToggleButton({
  pressed,
  onChange,
  children,
}: {
  readonly pressed: boolean;
  readonly onChange: (pressed: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette={pressed ? 'blue' : 'gray'}
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {children}
    </Button>
  );
}

/** Whether a chart counts amounts or transfers (spec 02 §2: the toggle above the chart). */
export function ChartModeToggle({
  value,
  onChange,
}: {
  readonly value: ChartMode;
  readonly onChange: (value: ChartMode) => void;
}) {
  const intl = useIntl();
  return (
    <ToggleGroup
      label={intl.formatMessage({ id: 'report.chart.mode.label' })}
      options={chartModes.map((mode) => ({
        value: mode,
        label: intl.formatMessage({ id: `report.chart.mode.${mode}` }),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
