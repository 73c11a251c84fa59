import { forwardRef, type SelectHTMLAttributes } from 'react';
import { timezones } from '@shared/preferences';
import { Select } from './input';

/** "America/Port_of_Spain" as a person reads it: "America/Port of Spain". */
const readable = (zone: string) => zone.replaceAll('_', ' ');

/** The time zones the app knows, as one select (onboarding, settings, mood reminders). */
export const TimezoneSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function TimezoneSelect(props, ref) {
  return (
    <Select ref={ref} {...props}>
      {timezones.map((zone) => (
        <option key={zone} value={zone}>
          {readable(zone)}
        </option>
      ))}
    </Select>
  );
});
