import { LegalPage } from '../components/legal-page';
import { privacyCollectionSections } from '../content/privacy-sections';
import { privacyRightsSections } from '../content/privacy-rights-sections';

const sections = [...privacyCollectionSections, ...privacyRightsSections];

/** The privacy policy at `/privacy-policy`. */
export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      effectiveDate="27 November 2026"
      intro={
        <p>
          Solace is a place to share things you may not share anywhere else. This policy explains, in plain words, what
          we collect, why, who helps us process it, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
