import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SupportEmail } from '@/components/support-email';
import type { LegalSection } from '../components/legal-section';

/** Use, liability and law: the second half of the terms. */
export const termsLegalSections: LegalSection[] = [
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>use Solace to harm, harass or threaten anyone;</li>
          <li>try to get around plan limits, security measures or other people&rsquo;s accounts;</li>
          <li>overload, copy, resell or automate access to the service;</li>
          <li>use Solace for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai-replies',
    title: 'AI replies',
    body: (
      <p>
        Replies are generated automatically by AI and are not reviewed by a person. They can be incomplete or wrong.
        Use your own judgement, and do not rely on Solace for medical, legal or financial decisions.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and ours',
    body: (
      <p>
        What you say and write stays yours. You allow us to process it only to provide Solace to you, as described in
        the <Link to={paths.privacy}>Privacy Policy</Link>. The Solace app, name and design belong to us.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    body: (
      <p>
        You can stop using Solace and delete your account at any time. We may suspend or close an account that breaks
        these terms; where we can, we will tell you first and explain why.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Solace is provided as it is. To the extent the law allows, we are not liable for indirect or consequential
          loss, and <strong>our total liability to you is limited to the amount you paid us in the 12 months</strong>{' '}
          before the event giving rise to the claim.
        </p>
        <p>Nothing in these terms limits rights that the law does not allow us to limit.</p>
      </>
    ),
  },
  {
    id: 'claims',
    title: 'Claims',
    body: (
      <p>
        Any claim relating to Solace or these terms must be brought <strong>within 6 months</strong> after it arose.
        Please contact us first; most problems can be solved quickly.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Province of British Columbia and the federal laws of Canada that
        apply there. The courts of British Columbia have jurisdiction over any dispute.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; we will tell you about significant changes before they take effect. Questions? Email{' '}
        <SupportEmail /> or use our <Link to={paths.contact}>contact form</Link>.
      </p>
    ),
  },
];
