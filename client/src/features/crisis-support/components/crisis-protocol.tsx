import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const steps = [
  {
    title: 'How messages are checked',
    body: 'Every message you type or say in a session or a chat, and every note you add to a mood check-in, is checked for signs that you may be thinking of suicide or of hurting yourself, in all 10 languages Solace speaks. A check built into Solace always runs; when an AI service answers, its own safety check runs as well. Either one is enough, and if the AI service’s check fails, Solace’s own check still applies.',
  },
  {
    title: 'What you see',
    body: 'A card with free crisis lines for your country (chosen from your time zone and language), with buttons to call or text them. The companion answers without judgement, encourages you to reach a person now and names a line. The card stays until you close it. The companion never describes ways of self-harm.',
  },
  {
    title: 'The conversation continues',
    body: 'Solace does not end the conversation or lock you out. You can keep talking for as long as you need, and the lines stay on screen.',
  },
  {
    title: 'What we record',
    body: 'Each time the lines are shown we count it: the time, the language, the country and which check noticed it — never what you wrote or said. We report only these yearly totals, as the law asks, and nobody is contacted on your behalf.',
  },
  {
    title: 'Not an emergency service',
    body: 'Solace is an AI companion, not a person or a therapist. It cannot call anyone for you or send help. If you are in danger now, call your local emergency number.',
  },
] as const;

/** The published crisis protocol: what Solace does when someone may be at risk. */
export function CrisisProtocol() {
  return (
    <section aria-labelledby="protocol-title" className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="protocol-title" className="text-xl font-semibold text-foreground">
        What Solace does when someone may be at risk
      </h2>
      <ol className="mt-4 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-primary">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-foreground">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-700">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-muted">
        More in our <Link to={paths.terms} className="font-medium text-primary underline underline-offset-4">Terms of Service</Link> and{' '}
        <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4">Privacy Policy</Link>.
      </p>
    </section>
  );
}
