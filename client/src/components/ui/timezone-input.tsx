import { forwardRef, useId, useMemo, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneNames } from '@shared/time-zones';
import { Input } from './input';

/** "America/Port_of_Spain" as a person reads it: "America/Port of Spain". */
const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * A time zone, searched by typing any part of its name ("Madrid", "Kolkata"): every zone the browser
 * knows is offered (onboarding, settings, mood reminders). The server checks the name it is sent.
 */
export const TimezoneInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TimezoneInput(props, ref) {
  const listId = useId();
  // Its text is Settings'; elsewhere (onboarding, the Mood Tracker) it arrives without holding the page up.
  const { t, ready } = useTranslation('settings', { useSuspense: false });
  const zones = useMemo(() => timeZoneNames(), []);
  return (
    <>
      <Input ref={ref} list={listId} autoComplete="off" spellCheck={false} placeholder={ready ? t('timezone.placeholder') : undefined} {...props} />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} label={readable(zone) === zone ? undefined : readable(zone)} />
        ))}
      </datalist>
    </>
  );
});
