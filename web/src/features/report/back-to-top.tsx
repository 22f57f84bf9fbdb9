import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuArrowUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '../../components/use-reduced-motion';

/** spec 02 §2: the floating button appears once the page has scrolled beyond 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      rounded="full"
      size="lg"
      colorPalette="blue"
      shadow="lg"
      className="no-print"
      aria-label={intl.formatMessage({ id: 'report.backToTop' })}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <LuArrowUp />
    </IconButton>
  );
}
