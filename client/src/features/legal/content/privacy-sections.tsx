import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SupportEmail } from '@/components/support-email';
import type { LegalSection } from '../components/legal-section';

/** Who we are, what we collect and why: the first half of the privacy policy. */
export const privacyCollectionSections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Solace is an AI companion that lets you talk or type about how you feel. It is operated by a company based in
          Vancouver, British Columbia, Canada (&ldquo;Solace&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). We are
          responsible for the personal information described in this policy.
        </p>
        <p>
          If you have a question about your privacy, write to <SupportEmail /> or
          use our <Link to={paths.contact}>contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    title: 'Who Solace is for',
    body: (
      <p>
        Solace is for people aged 16 and over. We do not knowingly collect personal information from anyone under 16. If
        you believe a person under 16 has created an account, please contact us and we will delete the account and its
        information.
      </p>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Your consent',
    body: (
      <>
        <p>
          We process your personal information on the basis of your consent, which you give when you create an account
          and accept this policy. Some of what you share, such as how you feel, is sensitive; we only use it to provide
          the service to you.
        </p>
        <p>
          You can withdraw your consent at any time by deleting your account. Withdrawing consent does not affect
          processing that already took place.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account information:</strong> your email address and password. We store the password only in a
            hashed form that cannot be read back.
          </li>
          <li>
            <strong>Profile:</strong> your name, preferred language, voice style, timezone and notification preferences.
          </li>
          <li>
            <strong>Conversations and transcripts:</strong> what you say or type in a session, the companion&rsquo;s
            replies, session titles, summaries and the moods you choose before and after a session. Your voice is turned
            into text so the companion can answer; the text transcript is what we keep. Only if you turn on &lsquo;Keep
            recordings of my voice sessions&rsquo; in Settings do we also keep the audio of what you say, with its session,
            until you delete that session or your account.
          </li>
          <li>
            <strong>Reflection journal:</strong> only if you choose to keep it with your account, your journal entries
            (their titles and answers), encrypted at rest, until you delete them, move the journal back to your device, or
            delete your account. Kept on your device, the journal never reaches us.
          </li>
          <li>
            <strong>Mood entries:</strong> your check-ins, the emotions you pick, your energy, stress and sleep ratings,
            notes, reminder settings and the wrap-ups made from them.
          </li>
          <li>
            <strong>Usage information:</strong> how many minutes you talk each day, how many sessions and check-ins you
            have, and technical records such as your IP address and browser type, which we use to keep the service
            secure and working.
          </li>
          <li>
            <strong>Payments:</strong> payments are handled by our card payment processor. We receive your plan, its
            status and billing dates, but never your full card number.
          </li>
          <li>
            <strong>Messages to us:</strong> what you write through the contact form, with your name and email address.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to hold your conversations and answer you by text or voice;</li>
        <li>to show your past sessions, mood statistics, insights and wrap-ups;</li>
        <li>to apply the limits of your plan and process your payments;</li>
        <li>to send the emails you ask for, such as account confirmation and mood reminders;</li>
        <li>to answer your messages, and to keep the service secure and prevent abuse.</li>
      </ul>
    ),
  },
  {
    id: 'ai-providers',
    title: 'AI providers',
    body: (
      <>
        <p>
          To transcribe your voice, write replies, create spoken audio and summarise sessions, your conversations are
          processed by third-party AI providers acting on our behalf. We send them only what is needed for each request,
          such as the recent messages of a conversation and your preferred language.
        </p>
        <p>
          Replies are generated automatically. They are not written or reviewed by a person, and they can be wrong.
        </p>
      </>
    ),
  },
];
