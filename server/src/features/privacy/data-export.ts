import type { UserRows } from './export.repository';

/** The 'Download my data' file: the user's rows, sessions carrying their messages. */
export function toDataExport(rows: UserRows, exportedAt: Date) {
  const { messages, account, profile, ...rest } = rows;
  const messagesOf = new Map<string, Omit<(typeof messages)[number], 'session_id'>[]>();
  for (const { session_id, ...message } of messages) {
    const list = messagesOf.get(session_id) ?? [];
    list.push(message);
    messagesOf.set(session_id, list);
  }
  return {
    exportedAt: exportedAt.toISOString(),
    profile: account ? { ...account, ...profile } : null,
    sessions: rest.sessions.map((session) => ({ ...session, messages: messagesOf.get(session.id) ?? [] })),
    moodEntries: rest.moodEntries,
    moodReminder: rest.moodReminder ?? null,
    wrapUps: rest.wrapUps,
    billing: { subscriptions: rest.subscriptions, payments: rest.payments, checkoutSessions: rest.checkouts },
    memories: rest.memories,
    crisisReferrals: rest.crisisReferrals,
    voiceUsage: rest.voiceUsage,
    contactMessages: rest.contactMessages,
    // Only the entries kept with the account: one kept on a device never reached the server.
    journalEntries: rest.journalEntries.map(({ content, created_at }) => ({ ...(JSON.parse(content) as object), created_at })),
  };
}

/** `solace-data-2026-11-24.json`: the day of the export, in UTC. */
export function exportFileName(exportedAt: Date): string {
  return `solace-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}
