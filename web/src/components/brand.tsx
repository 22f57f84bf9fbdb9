import { chakra, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The brand's blue-to-purple gradient on the surfaces that carry it. Gradients are no layer
 * style property in Chakra, so each surface is a styled element: the one place its look is set.
 */

type Stop = SystemStyleObject['gradientFrom'];

/** The gradient from blue to purple in a direction ('to-r': left to right). */
const brandGradient = (direction: string, from: Stop, to: Stop): SystemStyleObject => ({
  bgGradient: direction,
  gradientFrom: from,
  gradientTo: to,
});

/** Text painted with the gradient (the hero's accent line, the 404 code). */
export const GradientText = chakra('span', {
  base: {
    ...brandGradient(
      'to-r',
      { base: 'blue.600', _dark: 'blue.300' },
      { base: 'purple.600', _dark: 'purple.300' },
    ),
    bgClip: 'text',
    color: 'transparent',
  },
});

/** A framed panel lightly tinted with the gradient (the labels' sources, the consultation). */
export const TintedPanel = chakra('div', {
  base: {
    borderWidth: '1px',
    ...brandGradient('to-br', 'blue.500/10', 'purple.500/10'),
  },
});

/** A panel filled with the gradient, white text on it (the home page's call to action). */
export const GradientPanel = chakra('div', {
  base: {
    ...brandGradient(
      'to-br',
      { base: 'blue.600', _dark: 'blue.800' },
      { base: 'purple.600', _dark: 'purple.800' },
    ),
    color: 'white',
    shadow: 'xl',
  },
});
