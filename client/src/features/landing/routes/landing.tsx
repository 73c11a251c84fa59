import { PublicFooter } from '@/components/layout/public-footer';
import { PublicHeader } from '@/components/layout/public-header';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import { PricingSection } from '../components/pricing-section';

/** The public landing page at `/`. */
export function Component() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <PricingSection />
      </main>
      <PublicFooter />
    </div>
  );
}
