import { HeroSection } from './hero-section';
import { HistorySection } from './history-section';
import { ReleaseSection } from './release-section';
import { StatsSection } from './stats-section';

/** The landing after the poll (release, hero, history, stats): one chunk, fetched when it nears the screen (routes/index.tsx). */
export function LandingBelowFold() {
  return (
    <>
      <ReleaseSection />
      <HeroSection />
      <HistorySection />
      <StatsSection />
    </>
  );
}
