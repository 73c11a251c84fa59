import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LegalSection } from '../components/legal-section';

/** The service, who may use it and how plans work: the first half of the terms. */
export const termsServiceSections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and the company based in Vancouver, British Columbia, Canada that
        operates Solace (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By creating an account or using Solace you accept them,
        together with our <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use Solace.
      </p>
    ),
  },
  {
    id: 'not-medical',
    title: 'Not a medical service',
    body: (
      <>
        <p>
          Solace is an AI companion for everyday emotional support. It is <strong>not</strong> a medical service, and it
          does not provide therapy, counselling, diagnosis or treatment. It is not a replacement for professional help.
        </p>
        <p>
          Solace cannot respond to emergencies. <strong>If you are in crisis, call your local emergency number.</strong>
        </p>
        <p>
          Solace is an AI, not a person: it says so at the start of every session and whenever you ask. Our{' '}
          <Link to={paths.crisisSupport}>crisis support page</Link> explains what Solace does when someone may be at risk
          and lists free crisis lines by country.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Solace',
    body: (
      <p>
        You must be at least 16 years old. If you are under the age of majority where you live, you may use Solace only
        with the consent of a parent or guardian, who accepts these terms on your behalf.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give us accurate information and keep your email address up to date.</li>
        <li>Keep your password secret; you are responsible for what happens under your account.</li>
        <li>
          An account is for one person. <strong>Account sharing is prohibited</strong>, and we may suspend accounts
          that are shared.
        </li>
        <li>Tell us at once if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'free-plan',
    title: 'Free use',
    body: (
      <p>
        The free plan lets you talk with the companion for up to <strong>15 minutes per 24 hours</strong>. The other
        limits of each plan are shown in our <Link to={{ pathname: paths.home, hash: '#pricing' }}>pricing</Link> and on
        your Usage &amp; Billing page. If we change the free limits, we will show the new limits there first.
      </p>
    ),
  },
  {
    id: 'paid-plans',
    title: 'Paid plans and payment',
    body: (
      <>
        <p>
          Premium subscriptions are billed monthly or yearly in advance. <strong>They renew automatically</strong> at the
          end of each period, at the price then in force, <strong>until you cancel them</strong>. A 24-hour pass is a
          single payment and does not renew.
        </p>
        <p>
          You can pay by credit card, debit card or direct debit. Payments are handled by our card payment processor.
          Prices are shown before you pay; we will tell you in advance of any price change to a subscription.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling and refunds',
    body: (
      <>
        <p>
          You can cancel a subscription at any time from the dashboard: open <strong>Usage &amp; Billing</strong> and
          choose <strong>Cancel Subscription</strong>. Premium access continues until the end of the period you have
          paid for, unless you choose to cancel immediately.
        </p>
        <p>If an order is cancelled after you have paid for it, we refund the amount paid in full to your original payment method.</p>
      </>
    ),
  },
];
