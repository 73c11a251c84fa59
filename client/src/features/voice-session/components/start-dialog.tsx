import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { MoodBefore, SessionMode } from '@shared/protocol/client-messages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoodPicker } from '@/session/components/mood-picker';
import { moodBeforeOptions } from '@/session/components/moods';
import { paths } from '@/config/paths';

export interface StartOptions {
  mode: SessionMode;
  title?: string;
  moodBefore?: MoodBefore;
}

const today = () => new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Before a session: an optional title and an optional mood. Starting a call asks for the microphone. */
export function StartDialog({
  mode,
  onOpenChange,
  onStart,
  starting,
  error,
}: {
  mode: SessionMode | null;
  onOpenChange: (open: boolean) => void;
  onStart: (options: StartOptions) => void;
  starting: boolean;
  error: string | null;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [moodBefore, setMoodBefore] = useState<MoodBefore | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode) onStart({ mode, title: title.trim() || undefined, moodBefore });
  };
  const voice = mode === 'voice';

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={onOpenChange}
      title={voice ? 'Start a voice call' : 'Start a text chat'}
      description={voice ? 'We will ask to use your microphone. Speak whenever you are ready.' : 'Take your time; nothing is rushed.'}
    >
      <form onSubmit={submit} className="space-y-6">
        <Field id={`${id}-title`} label="Session title (optional)">
          <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} placeholder={`Session ${today()}`} />
        </Field>
        <MoodPicker name="mood-before" legend="How are you feeling right now?" options={moodBeforeOptions} value={moodBefore} onChange={setMoodBefore} />
        {voice && (
          <p className="text-sm text-muted">
            Not sure your microphone works?{' '}
            <Link to={paths.soundCheck} className="font-medium text-primary underline-offset-4 hover:underline">
              Try a sound check
            </Link>{' '}
            first.
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={starting}>
            {voice ? 'Start Call' : 'Start Chat'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
