import { paths } from '@studio/shell-kit/paths';
import { PublicPage } from '../../components/PublicPage';
import { FacilitySection } from './components/FacilitySection';
import { FounderTeaser } from './components/FounderTeaser';
import { HomeHero } from './components/HomeHero';
import { ProgramPromos } from './components/ProgramPromos';
import { ResultsGallery } from './components/ResultsGallery';
import { TrialSection } from './components/TrialSection';

export function HomePage() {
  return (
    <PublicPage path={paths.home}>
      <HomeHero />
      <FacilitySection />
      <ProgramPromos />
      <ResultsGallery />
      <FounderTeaser />
      <TrialSection />
    </PublicPage>
  );
}
