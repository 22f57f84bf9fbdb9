import type { ReactNode } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { useRecipeClass } from './static-class';

/**
 * A small button that folds and unfolds the element whose id is `controls`, saying so to
 * screen readers (`aria-expanded`) and to the eye (a chevron pointing where the content goes).
 * Chakra's ghost button drawn as a plain one (components/static-class): a report shows several.
 */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  readonly open: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  const buttonClass = useRecipeClass({ recipe: 'button', variants: { size: 'xs', variant: 'ghost' } });
  return (
    <div>
      <button
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        {open ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
        {children}
      </button>
    </div>
  );
}
