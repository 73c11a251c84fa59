import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MoodCheckIn, MoodEntriesResponse } from '@shared/api/mood';
import { MAX_EMOTIONS, overallMoodScore, type EmotionName } from '@shared/emotions';
import { limitReasons } from '@shared/limits';
import { openPaywall } from '@/components/paywall/paywall-store';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { useCheckIn } from '../hooks/use-check-in';
import { EmotionPicker } from './emotion-picker';
import { LevelSlider } from './level-slider';

const DEFAULT_LEVEL = 3;

/** Today's check-in: up to three emotions, energy, stress and sleep, and optional notes. */
export function CheckInForm({ usage, onSaved }: { usage: MoodEntriesResponse['usage']; onSaved?: (saved: MoodCheckIn) => void }) {
  const { t } = useTranslation(['mood', 'common']);
  const [chosen, setChosen] = useState<EmotionName[]>([]);
  const [energy, setEnergy] = useState(DEFAULT_LEVEL);
  const [stress, setStress] = useState(DEFAULT_LEVEL);
  const [sleep, setSleep] = useState(DEFAULT_LEVEL);
  const [notes, setNotes] = useState('');
  const checkIn = useCheckIn(onSaved);
  const score = overallMoodScore(chosen);

  const toggle = (name: EmotionName) => {
    if (chosen.includes(name)) return setChosen(chosen.filter((n) => n !== name));
    if (chosen.length >= MAX_EMOTIONS) return void toast.error(t('messages.tooManyTitle'), { description: t('messages.tooMany') });
    setChosen([...chosen, name]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return void toast.error(t('messages.chooseEmotionTitle'), { description: t('messages.chooseEmotion') });
    // The week's allowance as the server last reported it, so the person hears it before sending; the server still decides.
    const used = usage.limitPerWeek >= 0 && usage.checkInsThisWeek >= usage.limitPerWeek;
    if (used) return openPaywall(limitReasons.mood);
    checkIn.mutate({ emotions: chosen, energyLevel: energy, stressLevel: stress, sleepQuality: sleep, notes: notes.trim() || undefined });
  };

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t('form.title')}</CardTitle>
      <CardDescription className="mt-1">{t('form.description')}</CardDescription>
      <form onSubmit={submit} className="mt-5 space-y-6" aria-label={t('form.title')}>
        <EmotionPicker chosen={chosen} onToggle={toggle} />
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm" data-testid="overall-mood">
          <Trans
            t={t}
            i18nKey="form.overallMood"
            values={{ score, label: t(`common:moodScale.${score}`) }}
            components={{ strong: <strong /> }}
          />
        </p>
        <div className="grid gap-5 sm:grid-cols-3">
          <LevelSlider
            id="energy"
            label={t('levels.energy')}
            low={t('form.energyLow')}
            high={t('form.energyHigh')}
            value={energy}
            onChange={setEnergy}
          />
          <LevelSlider
            id="stress"
            label={t('levels.stress')}
            low={t('form.stressLow')}
            high={t('form.stressHigh')}
            value={stress}
            onChange={setStress}
          />
          <LevelSlider
            id="sleep"
            label={t('levels.sleepQuality')}
            low={t('form.sleepLow')}
            high={t('form.sleepHigh')}
            value={sleep}
            onChange={setSleep}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="mood-notes" className="block text-sm font-medium text-foreground">
            {t('form.notes')} <span className="font-normal text-muted">{t('form.optional')}</span>
          </label>
          <Textarea
            id="mood-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={1000}
            placeholder={t('form.notesPlaceholder')}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {usage.limitPerWeek >= 0 && (
            <p className="text-xs text-muted">{t('form.freePlanUsage', { count: usage.limitPerWeek, used: usage.checkInsThisWeek })}</p>
          )}
          <Button type="submit" loading={checkIn.isPending} className="ms-auto">
            {t('form.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
