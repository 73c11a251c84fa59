import { CircleCheck } from 'lucide-react';
import type { MoodEntry } from '@shared/api/mood';
import { moodScaleLabel } from '@shared/emotions';
import { formatClockTime } from '@shared/format';
import { Card } from '@/components/ui/card';

/** Shown in place of the form once today's check-in is saved. */
export function CheckInComplete({ entry }: { entry: MoodEntry }) {
  const levels = [
    ['Energy', entry.energyLevel],
    ['Stress', entry.stressLevel],
    ['Sleep quality', entry.sleepQuality],
  ] as const;
  return (
    <Card className="p-5 sm:p-6" data-testid="check-in-complete">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">Today's Check-in Complete</h2>
          <p className="text-sm text-muted">
            Checked in at {formatClockTime(entry.createdAt)}. Thank you for taking a moment for yourself.
          </p>
        </div>
      </div>
      <p className="mt-5 text-3xl font-semibold text-foreground">
        {entry.moodScore}
        <span className="text-lg font-normal text-muted">/5 · {moodScaleLabel(entry.moodScore)}</span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Emotions felt today">
        {entry.moodLabel.split(', ').map((name) => (
          <li key={name} className="rounded-full bg-accent px-3 py-1 text-sm text-primary">
            {name}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-3 gap-3">
        {levels.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold">{value.toFixed(1)}/5</dd>
          </div>
        ))}
      </dl>
      {entry.notes && <p className="mt-4 whitespace-pre-wrap break-words text-sm text-slate-700">{entry.notes}</p>}
    </Card>
  );
}
