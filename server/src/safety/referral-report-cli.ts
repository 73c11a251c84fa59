/**
 * `npm run report:referrals -- --year 2026`: the yearly counts of crisis referrals an operator reports
 * (California SB 243 asks for the number of referrals to crisis lines; no personal data is printed).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { countReferrals } from './referrals.repository';

const { values } = parseArgs({ options: { year: { type: 'string' } } });
const year = Number(values.year ?? new Date().getUTCFullYear());
if (!Number.isInteger(year) || year < 2000 || year > 3000) {
  console.error('Usage: npm run report:referrals -- --year 2026');
  process.exit(2);
}

const handle = await openDatabase(loadConfig(undefined, { serving: false }));
try {
  // A data folder the server has not opened yet has no tables: an empty report, not an error.
  await migrateToLatest(handle.db);
  const groups = ['month', 'country', 'flagged_by', 'surface', 'category'] as const;
  const counts = await Promise.all(groups.map((by) => countReferrals(handle.db, year, by)));
  const total = counts[0]?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  console.log(`Crisis referrals in ${year} (UTC): ${total}`);
  groups.forEach((by, i) => {
    console.log(`\nBy ${by === 'flagged_by' ? 'check (local, provider, both)' : by}:`);
    const rows = counts[i] ?? [];
    if (rows.length === 0) console.log('  none');
    for (const row of rows) console.log(`  ${row.key.padEnd(14)} ${row.count}`);
  });
} finally {
  await handle.close();
}
