import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { MoodCheckIn, MoodEntriesResponse } from '@shared/api/mood';
import { MAX_EMOTIONS, moodScaleLabel, overallMoodScore, type EmotionName } from '@shared/emotions';
import { limitReasons } from '@shared/limits';
import { moodMessages } from '@shared/messages';
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
  const [chosen, setChosen] = useState<EmotionName[]>([]);
  const [energy, setEnergy] = useState(DEFAULT_LEVEL);
  const [stress, setStress] = useState(DEFAULT_LEVEL);
  const [sleep, setSleep] = useState(DEFAULT_LEVEL);
  const [notes, setNotes] = useState('');
  const checkIn = useCheckIn(onSaved);
  const score = overallMoodScore(chosen);

  const toggle = (name: EmotionName) => {
    if (chosen.includes(name)) return setChosen(chosen.filter((n) => n !== name));
    if (chosen.length >= MAX_EMOTIONS) return void toast.error(moodMessages.tooManyTitle, { description: moodMessages.tooMany });
    setChosen([...chosen, name]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return void toast.error(moodMessages.chooseEmotionTitle, { description: moodMessages.chooseEmotion });
    // The week's allowance as the server last reported it, so the person hears it before sending; the server still decides.
    const used = usage.limitPerWeek >= 0 && usage.checkInsThisWeek >= usage.limitPerWeek;
    if (used) return openPaywall(limitReasons.mood);
    checkIn.mutate({ emotions: chosen, energyLevel: energy, stressLevel: stress, sleepQuality: sleep, notes: notes.trim() || undefined });
  };

  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>Today's check-in</CardTitle>
      <CardDescription className="mt-1">A minute to notice how you are. There are no wrong answers.</CardDescription>
      <form onSubmit={submit} className="mt-5 space-y-6" aria-label="Today's check-in">
        <EmotionPicker chosen={chosen} onToggle={toggle} />
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm" data-testid="overall-mood">
          Overall mood: <strong>{score}</strong> · {moodScaleLabel(score)}
        </p>
        <div className="grid gap-5 sm:grid-cols-3">
          <LevelSlider id="energy" label="Energy" low="Drained" high="Energised" value={energy} onChange={setEnergy} />
          <LevelSlider id="stress" label="Stress" low="Calm" high="Very stressed" value={stress} onChange={setStress} />
          <LevelSlider id="sleep" label="Sleep quality" low="Poor" high="Restful" value={sleep} onChange={setSleep} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="mood-notes" className="block text-sm font-medium text-foreground">
            Notes <span className="font-normal text-muted">(optional)</span>
          </label>
          <Textarea
            id="mood-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={1000}
            placeholder="Anything you want to remember about today"
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {usage.limitPerWeek >= 0 && (
            <p className="text-xs text-muted">
              Free plan: {usage.limitPerWeek} check-in a week ({usage.checkInsThisWeek} used this week).
            </p>
          )}
          <Button type="submit" loading={checkIn.isPending} className="ml-auto">
            Save Check-in
          </Button>
        </div>
      </form>
    </Card>
  );
}
