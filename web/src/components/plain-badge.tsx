import type { ComponentProps } from 'react';
import { useRecipeClass } from './static-class';

export type PlainBadgeProps = Omit<ComponentProps<'span'>, 'color'> & {
  readonly colorPalette?: string;
  readonly variant?: 'solid' | 'subtle' | 'outline' | 'surface' | 'plain';
  readonly size?: 'xs' | 'sm' | 'md' | 'lg';
};

/**
 * Chakra's badge, drawn as a plain `<span>` with the recipe's static class (components/static-class):
 * a report shows dozens of badges. Further styles come as a `className` (`useStaticClass`).
 * Not for pages the build draws ahead of time.
 */
export function PlainBadge({ colorPalette, variant, size, className, ...rest }: PlainBadgeProps) {
  const recipeClass = useRecipeClass({ recipe: 'badge', variants: { variant, size }, colorPalette });
  return <span {...rest} className={className ? `${recipeClass} ${className}` : recipeClass} />;
}
