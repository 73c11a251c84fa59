import { sql } from 'kysely';

/** Local midnight of `day` ('YYYY-MM-DD') in `timeZone`, as an instant, by the database's own time zone rules. */
export const localMidnight = (day: string, timeZone: string) => sql<Date>`(${day}::date::timestamp at time zone ${timeZone})`;
