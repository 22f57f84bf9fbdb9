import { chakra, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The brand's blue-to-purple gradient on the surfaces that carry it. Gradients are no layer
 * style property in Chakra, so each surface is a styled element: the one place its look is set.
 */

/** A shade of both colours ('500/10'), or one for light and one for dark mode. */
type Shade = string | { readonly light: string; readonly dark: string };

/**
 * The gradient from blue to purple in a direction ('to-r': left to right), both ends in the same
 * shade.
 */
const brandGradient = (direction: string, shade: Shade): SystemStyleObject => {
  const stop = (color: 'blue' | 'purple') =>
    typeof shade === 'string'
      ? `${color}.${shade}`
      : { base: `${color}.${shade.light}`, _dark: `${color}.${shade.dark}` };
  return { bgGradient: direction, gradientFrom: stop('blue'), gradientTo: stop('purple') };
};

/** Text painted with the gradient (the hero's accent line, the 404 code). */
export const GradientText = chakra('span', {
  base: {
    ...brandGradient('to-r', { light: '600', dark: '300' }),
    bgClip: 'text',
    color: 'transparent',
  },
});

/** A framed panel lightly tinted with the gradient (the labels' sources, the consultation). */
export const TintedPanel = chakra('div', {
  base: {
    borderWidth: '1px',
    ...brandGradient('to-br', '500/10'),
  },
});

/** A panel filled with the gradient, white text on it (the home page's call to action). */
export const GradientPanel = chakra('div', {
  base: {
    ...brandGradient('to-br', { light: '600', dark: '800' }),
    color: 'white',
    shadow: 'xl',
  },
});
