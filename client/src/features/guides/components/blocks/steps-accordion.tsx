import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { GuideBlockOf } from '@shared/api/guides';

/** Numbered steps, one open at a time (arrow keys move between them; Radix Accordion). */
export function StepsAccordion({ block }: { block: GuideBlockOf<'steps'> }) {
  return (
    <Accordion.Root type="single" collapsible defaultValue="step-1" className="space-y-2" data-testid="steps-accordion">
      {block.items.map((step, index) => (
        <Accordion.Item key={step.title} value={`step-${index + 1}`} className="overflow-hidden rounded-xl border border-border bg-surface">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center gap-3 px-4 py-3 text-start font-medium text-foreground hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-primary">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">{step.title}</span>
              <ChevronDown className="h-4 w-4 shrink-0 text-muted motion-safe:transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 ps-14 text-sm leading-relaxed text-slate-700">
            <p>{step.text}</p>
            {step.points.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 ps-5 marker:text-primary">
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
