import { NativeSelect } from '@chakra-ui/react';

/**
 * A native select over a list of values, each shown by `optionLabel`. The select hands back the
 * option itself (a chain, a page size, a filter), not the text of the DOM value, so callers need
 * neither a cast nor a `Number(...)`.
 */
export function OptionSelect<T extends string | number>({
  options,
  value,
  onChange,
  optionLabel,
  size,
  width,
  name,
  label,
}: {
  readonly options: readonly T[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly optionLabel: (option: T) => string;
  readonly size?: NativeSelect.RootProps['size'];
  readonly width?: NativeSelect.RootProps['width'];
  readonly name?: string;
  /** The accessible name, where no Field.Label names the select. */
  readonly label?: string;
}) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        name={name}
        aria-label={label}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.currentTarget.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
