import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type ColorModeChoice, useColorMode } from '../../lib/color-mode';

export const themeChoices: readonly { value: ColorModeChoice; labelId: string; icon: IconType }[] = [
  { value: 'light', labelId: 'shell.theme.light', icon: LuSun },
  { value: 'dark', labelId: 'shell.theme.dark', icon: LuMoon },
  { value: 'system', labelId: 'shell.theme.system', icon: LuMonitor },
];

/** The header's theme menu (spec 01 §1: light, dark, system; stored, system by default). */
export function ThemeMenu() {
  const intl = useIntl();
  const { choice, colorMode, setChoice } = useColorMode();
  // The button shows what is on screen; the menu marks what was chosen (system may be either).
  const Icon = colorMode === 'dark' ? LuMoon : LuSun;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'shell.theme.label' })}>
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={choice}
              onValueChange={(details) => setChoice(details.value as ColorModeChoice)}
            >
              <Menu.ItemGroupLabel>{intl.formatMessage({ id: 'shell.theme.label' })}</Menu.ItemGroupLabel>
              {themeChoices.map(({ value, labelId, icon: ItemIcon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <ItemIcon />
                  {intl.formatMessage({ id: labelId })}
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
