import { forwardRef, useId, useMemo, type InputHTMLAttributes } from 'react';
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
  const zones = useMemo(() => timeZoneNames(), []);
  return (
    <>
      <Input ref={ref} list={listId} autoComplete="off" spellCheck={false} placeholder="Type a city, e.g. Madrid" {...props} />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} label={readable(zone) === zone ? undefined : readable(zone)} />
        ))}
      </datalist>
    </>
  );
});
