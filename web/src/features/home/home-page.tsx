import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { RenderReport } from './example-report/example-report-dialog';
import { CtaSection } from './sections/cta-section';
import { FeaturesSection } from './sections/features-section';
import { FishermanSection } from './sections/fisherman-section';
import { HeroSection } from './sections/hero-section';
import { HowItWorksSection } from './sections/how-it-works-section';

/**
 * The live figures read the API (SWR, the API client and its route table): they load beside the
 * page instead of in its first load, which has a budget, and hold their place meanwhile.
 */
const StatsSection = lazy(() =>
  import('./sections/stats-section').then((module) => ({ default: module.StatsSection })),
);

/**
 * The example report's dialog is shown on a click only: it loads then (or as the pointer or the
 * focus reaches its button), so Chakra's dialog and drawer, zag's machines and the portal stay off
 * the home page's first load.
 */
const loadExampleDialog = () => import('./example-report/example-report-dialog');
const ExampleReportDialog = lazy(() =>
  loadExampleDialog().then((module) => ({ default: module.ExampleReportDialog })),
);
const prepareExample = () => void loadExampleDialog();

/**
 * The marketing home page (spec 01 §2): hero, statistics, fisherman, features, steps, call to
 * action, and the example report, drawn by `renderExampleReport`.
 */
export function HomePage({ renderExampleReport }: { readonly renderExampleReport: RenderReport }) {
  const [exampleOpen, setExampleOpen] = useState(false);
  const exampleMounted = useOpenedOnce(exampleOpen);
  return (
    <Box>
      <HeroSection onShowExample={() => setExampleOpen(true)} onPrepareExample={prepareExample} />
      <Suspense fallback={<Box minH={{ base: '96', md: '48' }} aria-hidden />}>
        <StatsSection />
      </Suspense>
      <FishermanSection />
      <FeaturesSection />
      <HowItWorksSection />
      <CtaSection />
      {exampleMounted && (
        <Suspense fallback={null}>
          <ExampleReportDialog
            open={exampleOpen}
            onOpenChange={setExampleOpen}
            renderReport={renderExampleReport}
          />
        </Suspense>
      )}
    </Box>
  );
}
