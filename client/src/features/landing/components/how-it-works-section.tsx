import { BarChart3, Check, MessageCircleHeart, Mic, type LucideIcon } from 'lucide-react';
import { DemoVideo } from './demo-video';
import { SectionHeading } from './section-heading';

interface Step {
  title: string;
  description: string;
  icon: LucideIcon;
  details?: string[];
}

const steps: Step[] = [
  {
    title: 'Start venting',
    description: "Press start and talk, or type if you'd rather. Say whatever is on your mind; there is no wrong way to begin.",
    icon: Mic,
  },
  {
    title: 'Get research-backed responses',
    description:
      'Solace listens, reflects back what it hears and offers gentle ideas drawn from well-studied approaches such as cognitive behavioural techniques and mindfulness.',
    icon: MessageCircleHeart,
  },
  {
    title: 'Track your progress',
    description: 'See how you are doing over time and what helps.',
    icon: BarChart3,
    details: ['Mood tracking', 'Session insights', 'Wellness recommendations'],
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="Three gentle steps to feeling lighter"
          description="No forms, no waiting rooms. Open Solace, say what is weighing on you, and leave with a clearer head."
        />
        <div className="mt-14 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
          <DemoVideo />
          <ol className="space-y-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-background/60 p-5">
                <span className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  <step.icon className="h-6 w-6" aria-hidden="true" />
                  <span aria-hidden="true" className="absolute -right-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
                    {index + 1}
                  </span>
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{step.description}</p>
                  {step.details && (
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {step.details.map((detail) => (
                        <li key={detail} className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-800">
                          <Check className="h-3.5 w-3.5" aria-hidden="true" />
                          {detail}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
