import { defineLayerStyles, defineTextStyles } from '@chakra-ui/react';

/**
 * The app's own typography and surfaces, beside Chakra's defaults: a title or a card that looks
 * the same on several pages takes its look from here, so a change of look is made once.
 */
export const appTextStyles = defineTextStyles({
  /** The large title of a page-wide section (home sections, the call to action, the 404 page). */
  sectionTitle: { value: { fontSize: { base: '2xl', md: '4xl' }, letterSpacing: 'tight' } },
  /** The sentence under such a title, a step larger than body text from md up. */
  lead: { value: { fontSize: { base: 'md', md: 'lg' } } },
});

export const appLayerStyles = defineLayerStyles({
  /** A framed card on the page's background (feature cards, the 404 page's suggestions). */
  card: { value: { bg: 'bg.panel', borderWidth: '1px', borderRadius: 'xl' } },
});
