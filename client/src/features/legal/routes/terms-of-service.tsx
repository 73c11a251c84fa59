import { LegalPage } from '../components/legal-page';
import { termsLegalSections } from '../content/terms-legal-sections';
import { termsServiceSections } from '../content/terms-sections';

const sections = [...termsServiceSections, ...termsLegalSections];

/** The terms of service at `/terms-of-service`. */
export function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      effectiveDate="20 September 2025"
      intro={
        <p>
          These terms explain how Solace works, what you can expect from us and what we ask of you. Please read them
          together with our Privacy Policy.
        </p>
      }
      sections={sections}
    />
  );
}
