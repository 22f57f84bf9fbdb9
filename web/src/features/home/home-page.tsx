import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { ExampleReportDialog, type RenderReport } from './example-report/example-report-dialog';
import { CtaSection } from './sections/cta-section';
import { FeaturesSection } from './sections/features-section';
import { FishermanSection } from './sections/fisherman-section';
import { HeroSection } from './sections/hero-section';
import { HowItWorksSection } from './sections/how-it-works-section';
import { StatsSection } from './sections/stats-section';

/**
 * The marketing home page (spec 01 §2): hero, statistics, fisherman, features, steps, call to
 * action, and the example report, drawn by `renderExampleReport`.
 */
export function HomePage({ renderExampleReport }: { readonly renderExampleReport: RenderReport }) {
  const [exampleOpen, setExampleOpen] = useState(false);
  return (
    <Box>
      <HeroSection onShowExample={() => setExampleOpen(true)} />
      <StatsSection />
      <FishermanSection />
      <FeaturesSection />
      <HowItWorksSection />
      <CtaSection />
      <ExampleReportDialog
        open={exampleOpen}
        onOpenChange={setExampleOpen}
        renderReport={renderExampleReport}
      />
    </Box>
  );
}
