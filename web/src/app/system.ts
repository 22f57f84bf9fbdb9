import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { appLayerStyles, appTextStyles } from './app-styles';

/**
 * Chakra's default theme with only the component recipes this app uses. `defaultSystem` ships
 * every component's styles (~20 KB gzip more), which would push the home page past its 200 KB
 * budget. A component whose recipe is missing renders unstyled: add its recipe here
 * when a feature starts using a new Chakra component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      // Chakra's ring takes each component's palette (a grey button's ring is grey and 1-2 px):
      // one strong blue ring for every keyboard focus, in both colour modes. Elements focused by
      // the page itself (the report title, the skip link target) are no tab stops and get none.
      '*:focus-visible:not([tabindex="-1"])': {
        outline: '3px solid var(--chakra-colors-blue-focus-ring) !important',
        outlineOffset: '2px !important',
      },
      // The printed report (save as PDF): the report alone, in light colours, nothing to click.
      '.no-print, a[href="#main-content"]': { '@media print': { display: 'none !important' } },
      body: { '@media print': { background: 'white !important', color: 'black !important' } },
      'section, [data-testid="verdict-panel"]': { '@media print': { breakInside: 'avoid' } },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles: { ...textStyles, ...appTextStyles },
      layerStyles: { ...layerStyles, ...appLayerStyles },
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        code: codeRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        checkmark: checkmarkRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        progress: progressSlotRecipe,
        table: tableSlotRecipe,
        toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
        // The Monitor page.
        fieldset: fieldsetSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
      },
    },
  }),
);
