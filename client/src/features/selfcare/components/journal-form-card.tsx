import { useId, type Dispatch } from 'react';
import { ChevronLeft, ChevronRight, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { JournalForm, JournalFormAction } from '../machines/journal-form';
import { LiveRegion } from './live-region';

/** The journal being written: its title, the prompt on screen with Previous / Next, and Save. */
export function JournalFormCard({
  form,
  prompts,
  dispatch,
  onSave,
  saving = false,
  canSave = true,
}: {
  form: JournalForm;
  prompts: readonly string[];
  dispatch: Dispatch<JournalFormAction>;
  onSave: () => void;
  saving?: boolean;
  canSave?: boolean;
}) {
  const { t } = useTranslation('selfcare');
  const id = useId();
  const prompt = prompts[form.prompt] ?? '';
  const answered = form.answers.filter((a) => a.trim() !== '').length;
  const place = { index: form.prompt + 1, total: prompts.length };
  return (
    <Card className="space-y-5">
      <Field id={`${id}-title`} label={t('journal.form.title')}>
        <Input value={form.title} maxLength={120} onChange={(e) => dispatch({ type: 'title', title: e.target.value })} />
      </Field>
      <div>
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium text-primary" data-testid="journal-position">{t('journal.form.position', place)}</span>
          <span className="text-muted">{t('journal.form.answered', { count: answered })}</span>
        </div>
        <ol className="mt-2 flex gap-1.5" aria-label={t('journal.form.promptsLabel')}>
          {prompts.map((text, i) => (
            <li key={text} className="flex-1">
              <button
                type="button"
                aria-label={t(form.answers[i]?.trim() ? 'journal.form.promptDotAnswered' : 'journal.form.promptDot', { index: i + 1 })}
                aria-current={i === form.prompt ? 'step' : undefined}
                onClick={() => dispatch({ type: 'go', prompt: i })}
                className={cn(
                  'block h-2 w-full rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  i === form.prompt ? 'bg-primary' : form.answers[i]?.trim() ? 'bg-teal-300' : 'bg-slate-200',
                )}
              />
            </li>
          ))}
        </ol>
      </div>
      <LiveRegion message={t('journal.form.announce', { ...place, prompt })} />
      <Field id={`${id}-answer`} label={<span className="text-base">{prompt}</span>}>
        <Textarea
          value={form.answers[form.prompt] ?? ''}
          maxLength={4000}
          rows={6}
          placeholder={t('journal.form.placeholder')}
          onChange={(e) => dispatch({ type: 'answer', text: e.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={form.prompt === 0}>
            <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            {t('controls.previous')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'next' })} disabled={form.prompt === prompts.length - 1}>
            {t('controls.next')}
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Button>
        </div>
        <Button onClick={onSave} loading={saving} disabled={!canSave}>
          <Save className="h-4 w-4" aria-hidden />
          {t('journal.form.save')}
        </Button>
      </div>
    </Card>
  );
}
