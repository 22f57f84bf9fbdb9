import { defineStyle } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { group } from '../../../components/layout-styles';
import { useRecipeClass, useStaticClass } from '../../../components/static-class';
import { type ChartMode, chartModes } from './chart-mode';

/** Chakra's attached button group (components/group), for plain buttons marked as its items. */
const attachedGroupStyles = defineStyle({
  ...group('0!'),
  '& [data-group-item]': { _focusVisible: { zIndex: 1 } },
  '& > *[data-first]': { borderEndRadius: '0!', marginEnd: '-1px' },
  '& > *[data-between]': { borderRadius: '0!', marginEnd: '-1px' },
  '& > *[data-last]': { borderStartRadius: '0!' },
});

/** Chakra's button at size xs: solid blue when pressed, outlined grey otherwise. */
function useToggleClasses() {
  return {
    pressed: useRecipeClass({
      recipe: 'button',
      variants: { size: 'xs', variant: 'solid' },
      colorPalette: 'blue',
    }),
    released: useRecipeClass({
      recipe: 'button',
      variants: { size: 'xs', variant: 'outline' },
      colorPalette: 'gray',
    }),
  };
}

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
  const groupClass = useStaticClass(attachedGroupStyles);
  const toggle = useToggleClasses();
  // Chakra's group marks its items only when it holds more than one.
  const grouped = options.length > 1;
  const last = options.length - 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a button group, as Chakra's is; a fieldset brings a layout of its own
    <div role="group" aria-label={label} className={groupClass}>
      {options.map((option, i) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={pressed ? toggle.pressed : toggle.released}
            aria-pressed={pressed}
            data-group-item={grouped ? '' : undefined}
            data-first={grouped && i === 0 ? '' : undefined}
            data-between={grouped && i > 0 && i < last ? '' : undefined}
            data-last={grouped && i === last ? '' : undefined}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
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
  const toggle = useToggleClasses();
  return (
    <button
      type="button"
      className={pressed ? toggle.pressed : toggle.released}
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {children}
    </button>
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
