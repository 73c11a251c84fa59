/** Every column sealed at rest (each table keyed by `id`). */
export const sealedColumns = [
  { table: 'session_messages', column: 'content' },
  { table: 'sessions', column: 'running_summary' },
  { table: 'sessions', column: 'ai_summary' },
  { table: 'sessions', column: 'transcript' },
  { table: 'user_memories', column: 'fact' },
  { table: 'mood_entries', column: 'notes' },
  { table: 'session_handoffs', column: 'handoff_state' },
  { table: 'mail_outbox', column: 'text_body' },
  { table: 'journal_entries', column: 'content' },
] as const;

/**
 * The result fields the sealed-fields plugin opens: the sealed columns' names, which every reader selects
 * them under (no query renames one). Only these are opened, so a value someone typed into a plain column
 * (a name, a title) that happens to start like a sealed value is read as typed. A new alias for a sealed
 * column must be added here. (`emotional_wrap_ups.ai_summary` shares a name but is plain text written from
 * figures only, never from what someone typed.)
 */
export const sealedFieldNames: ReadonlySet<string> = new Set(sealedColumns.map((c) => c.column));
