import { PublicPage } from '@/components/layout/public-page';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PricingSection } from '../components/pricing-section';

/** The public landing page at `/`. */
export function Component() {
  return (
    <PublicPage>
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <PricingSection />
    </PublicPage>
  );
}
