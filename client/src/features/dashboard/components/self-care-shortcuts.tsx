import { Link } from 'react-router-dom';
import { CookingPot, NotebookPen, PersonStanding, Wind, type LucideIcon } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const exercises: { label: string; description: string; href: string; icon: LucideIcon }[] = [
  { label: 'Guided Breathing', description: 'A calm 4-4-6 rhythm', href: paths.dashboard.selfcare('guided-breathing'), icon: Wind },
  { label: 'Timed Stretching', description: 'Five 30-second stretches', href: paths.dashboard.selfcare('timed-stretching'), icon: PersonStanding },
  { label: 'Reflection Journal', description: 'Ten gentle prompts', href: paths.dashboard.selfcare('reflection-journal'), icon: NotebookPen },
  { label: 'Mindful Activity', description: 'Cook with your senses', href: paths.dashboard.selfcare('mindful-activity'), icon: CookingPot },
];

/** The overview's way into the self-care exercises. */
export function SelfCareShortcuts() {
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle>Self-care</CardTitle>
        <Link to={paths.dashboard.selfcareIndex} className="text-sm font-medium text-primary hover:underline">
          See all
        </Link>
      </div>
      <nav aria-label="Self-care exercises" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {exercises.map(({ label, description, href, icon: Icon }) => (
          <Link
            key={href}
            to={href}
            className="group flex items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:border-primary/40 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-foreground group-hover:text-primary">{label}</span>
              <span className="block text-xs text-muted">{description}</span>
            </span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}
