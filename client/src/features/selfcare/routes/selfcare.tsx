import { exerciseSlugs, exercises } from '../content/exercises';
import { ExerciseLinkCard } from '../components/exercise-link-card';

/** /dashboard/selfcare: the four exercises, free on every plan. */
export function Component() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Self-Care</h1>
        <p className="mt-1 text-muted">Short exercises to calm your body and mind, whenever you need a moment for yourself.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {exerciseSlugs.map((slug) => (
          <ExerciseLinkCard key={slug} exercise={exercises[slug]} />
        ))}
      </div>
    </div>
  );
}
