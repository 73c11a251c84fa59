import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { supportHours } from '@shared/api/contact';
import { SupportEmail } from '@/components/support-email';
import type { LegalSection } from '../components/legal-section';

/** Sharing, retention and your rights: the second half of the privacy policy. */
export const privacyRightsSections: LegalSection[] = [
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          What you share with Solace &mdash; your conversations, voice, mood entries, notes and what the companion
          remembers &mdash; is never sold and never used for advertising, by us or by anyone we work with. We do not
          sell any of your personal information. We share it only with:
        </p>
        <ul>
          <li>service providers that run Solace for us: hosting, email delivery, our card payment processor and our AI providers;</li>
          <li>authorities, when the law requires it;</li>
          <li>a buyer of our business, who would have to keep this policy&rsquo;s promises.</li>
        </ul>
        <p>Some providers may process information outside Canada, where it is protected by contract but may be subject to local laws.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          We keep your information while your account is open. You can delete a session at any time, and it is removed
          from your history at once.
        </p>
        <p>
          When you delete your account, we delete your profile, conversations, mood entries, reminders, wrap-ups,
          memories, journal and our copy of your billing history at once. Copies in backups are overwritten on the normal backup
          cycle. The payment records that tax law requires are kept by our card payment processor, for as long as the law
          requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You can, at any time:</p>
        <ul>
          <li>see and correct your profile in your settings;</li>
          <li>see what the companion remembers about you, and delete any of it or all of it;</li>
          <li>export a copy of your information, including your conversations and mood entries;</li>
          <li>delete individual sessions, or your whole account and everything in it;</li>
          <li>turn off reminder and summary emails;</li>
          <li>withdraw your consent by deleting your account.</li>
        </ul>
        <p>
          All of this is in the Privacy section of your <Link to={paths.dashboard.settings}>settings</Link>.{' '}
          <strong>Download my data</strong> gives you at once one file (JSON, readable by other apps) with your profile,
          sessions and their messages, mood entries, reminders, wrap-ups, memories, your journal if you keep it with your
          account (a journal kept on a device never reaches us) and billing history.{' '}
          <strong>Delete my account</strong> asks for your password, cancels any subscription straight away, deletes
          everything we keep about you in one step, signs you out on every device and sends you an email to confirm.
          A deleted account cannot be restored.
        </p>
        <p>
          If you are not satisfied with how we handle a privacy request, you may complain to the Office of the
          Information and Privacy Commissioner for British Columbia.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections to Solace are encrypted, passwords are hashed, and every request for your information is checked
        against your signed-in account, so nobody else can read it through the app. No system is perfectly secure; if a
        breach ever affects your information, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use only the cookies needed to keep you signed in securely. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the effective date above. If a change is significant, we will tell you
        by email or in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Email <SupportEmail /> or use our <Link to={paths.contact}>contact form</Link>. We answer {supportHours(new Date())}.
      </p>
    ),
  },
];
