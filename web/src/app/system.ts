import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { acceptRecipesInto } from '../components/recipe-registry';
import { appLayerStyles, appTextStyles } from './app-styles';

const colors = semanticTokens.colors ?? {};
const modes = (light: string, dark: string) => ({
  value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` },
});

/**
 * Text at 4.5:1 at least (WCAG AA) on the page's backgrounds, where Chakra's defaults fall short:
 * subtle grey text (2.5:1; it reads as muted now), the status texts (red, orange and green at
 * 3.3-3.8:1) and white on solid green, teal, cyan and orange (3.3-3.7:1), orange's in dark mode
 * too (Chakra's is black there, for its lighter solid: 2.7:1 on this one).
 */
const readableColors = {
  fg: {
    ...colors.fg,
    subtle: modes('gray.600', 'gray.400'),
    error: modes('red.600', 'red.400'),
    warning: modes('orange.700', 'orange.300'),
    success: modes('green.700', 'green.300'),
  },
  green: { ...colors.green, solid: modes('green.700', 'green.700') },
  teal: { ...colors.teal, solid: modes('teal.700', 'teal.700') },
  cyan: { ...colors.cyan, solid: modes('cyan.700', 'cyan.700') },
  orange: { ...colors.orange, solid: modes('orange.700', 'orange.700'), contrast: { value: 'white' } },
};

/**
 * Chakra's global `*` rule declares 26 custom properties on every element: the parts of its
 * composable `ring`, `filter="auto"` and `backdropFilter="auto"` utilities, which this app never
 * uses, and three `--global-*` values its preflight reads. An element that declares custom
 * properties gets its own copy of every variable in scope (~500 tokens here), so each style
 * recalculation of the report's ~1,400 elements paid for them. The `--global-*` values are
 * declared once on html instead: the colour mode's class sits there, so they resolve the same.
 */
const defaultEveryElement = Object.entries(globalCss['*'] ?? {});
const everyElement = Object.fromEntries(defaultEveryElement.filter(([name]) => !name.startsWith('--')));
const preflightValues = Object.fromEntries(
  defaultEveryElement.filter(([name]) => name.startsWith('--global-')),
);

/**
 * The entry's evaluation was one task of ~300 ms on a report opened cold: the modules before this
 * point (~100 ms), Chakra's `createSystem` (~100-150 ms), then the rest of the app's modules. A
 * pause on each side of `createSystem` (this module's top-level awaits: its importers wait for it)
 * makes those three tasks, so a click or a paint waits for one of them, not for all three: the
 * main thread's blocking time (a task's time over 50 ms) fell by ~50 ms of ~400 over the report's
 * opening.
 */
const nextTask = () =>
  // A message, not a timer: a background tab (a report opened with ctrl-click) runs timers once a
  // second at most.
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // Closed, so Node (the build imports this module) does not wait on the port.
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

await nextTask();

/**
 * Chakra's default theme with only the component recipes the first screen draws (the shell and
 * the home page). `defaultSystem` ships every component's styles (~20 KB gzip more); the recipes
 * of components drawn past the first screen join when their chunk loads
 * (components/deferred-recipes.ts). A component whose recipe is missing renders unstyled: add
 * its recipe there when a feature starts using a new Chakra component.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      '*': everyElement,
      html: { ...globalCss.html, ...preflightValues },
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
      semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...readableColors } },
      textStyles: { ...textStyles, ...appTextStyles },
      layerStyles: { ...layerStyles, ...appLayerStyles },
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
    },
  }),
);

acceptRecipesInto(system);
await nextTask();
