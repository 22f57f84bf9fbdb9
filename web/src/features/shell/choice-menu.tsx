// Before anything it draws: the recipes of its Chakra components join the system.
import '../../components/deferred-recipes';
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly icon?: IconType;
  /** The language the label is written in, for screen readers. */
  readonly lang?: string;
}

/** What a choice menu shows and does, apart from its trigger. */
export interface ChoiceMenuProps<V extends string> {
  readonly label: string;
  readonly value: V;
  readonly choices: readonly Choice<V>[];
  readonly onChange: (value: V) => void;
  readonly minW: string;
}

/**
 * A header menu that picks one of a few choices (language, theme): the trigger shows what is on
 * now, the menu lists the choices under `label` and marks the chosen one. Loaded on first use
 * (`DeferredControl`), with Chakra's menu machinery.
 */
export function ChoiceMenu<V extends string>({
  trigger,
  label,
  value,
  choices,
  onChange,
  minW,
}: ChoiceMenuProps<V> & { readonly trigger: ReactNode }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onChange(details.value as V)}>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {choices.map(({ value: choice, label: text, icon: Icon, lang }) => (
                <Menu.RadioItem key={choice} value={choice} lang={lang}>
                  {Icon ? <Icon /> : null}
                  {text}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
