import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MoodEntry } from '@shared/api/mood';
import { emotionNames } from '@shared/emotions';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';

const isEmotion = (name: string): name is (typeof emotionNames)[number] => (emotionNames as readonly string[]).includes(name);

/** Shown in place of the form once today's check-in is saved. */
export function CheckInComplete({ entry }: { entry: MoodEntry }) {
  const { t } = useTranslation(['mood', 'common']);
  const format = useFormat();
  const score = Math.min(5, Math.max(1, Math.round(entry.moodScore))) as 1 | 2 | 3 | 4 | 5;
  const levels = [
    ['energy', t('levels.energy'), entry.energyLevel],
    ['stress', t('levels.stress'), entry.stressLevel],
    ['sleep', t('levels.sleepQuality'), entry.sleepQuality],
  ] as const;
  return (
    <Card className="p-5 sm:p-6" data-testid="check-in-complete">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold">{t('complete.title')}</h2>
          <p className="text-sm text-muted">{t('complete.checkedInAt', { time: format.clockTime(entry.createdAt) })}</p>
        </div>
      </div>
      <p className="mt-5 text-3xl font-semibold text-foreground">
        {entry.moodScore}
        <span className="text-lg font-normal text-muted">/5 · {t(`common:moodScale.${score}`)}</span>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('complete.emotionsLabel')}>
        {/* The stored label joins the English names; each is shown in the page's language. */}
        {entry.moodLabel.split(', ').map((name) => (
          <li key={name} className="rounded-full bg-accent px-3 py-1 text-sm text-primary">
            {isEmotion(name) ? t(`common:emotions.${name}`) : name}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-3 gap-3">
        {levels.map(([key, label, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold">{format.mood(value)}/5</dd>
          </div>
        ))}
      </dl>
      {entry.notes && <p className="mt-4 whitespace-pre-wrap break-words text-sm text-slate-700" translate="no" dir="auto">
          {entry.notes}
        </p>}
    </Card>
  );
}
