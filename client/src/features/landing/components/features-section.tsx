import { Clock, HeartHandshake, Languages, LockKeyhole, Mic, Volume2, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const features: Feature[] = [
  {
    title: 'Voice recognition',
    description: 'Just talk. Solace understands natural speech, pauses and all, so you can vent the way you would to a friend.',
    icon: Mic,
  },
  {
    title: 'Audio replies',
    description: 'Hear a warm, natural voice answer back, so it feels like a real conversation rather than a form.',
    icon: Volume2,
  },
  {
    title: 'Multilingual support',
    description:
      'Talk in any of 10 languages: English, Spanish, French, German, Italian, Portuguese, Chinese, Japanese, Korean and Arabic.',
    icon: Languages,
  },
  {
    title: 'Private conversations',
    description: 'Your conversations belong to your account alone. Export them or delete them whenever you like.',
    icon: LockKeyhole,
  },
  {
    title: '24/7 availability',
    description: 'Late at night or early in the morning, Solace is there whenever you need to talk something through.',
    icon: Clock,
  },
  {
    title: 'Personalised support',
    description: 'Solace adapts to your language, your preferred voice style and what you have shared before.',
    icon: HeartHandshake,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Support that fits the way you talk"
          description="Everything Solace does is built around one idea: you deserve to be listened to, kindly and without judgement."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-linear-to-br from-teal-100 to-amber-100 text-primary">
                <feature.icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
