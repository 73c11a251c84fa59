// Apart from the message schemas (and zod), so the app's first script can name them.
export const sessionModes = ['voice', 'text'] as const;
export type SessionMode = (typeof sessionModes)[number];

/** `session` is /dashboard/start-session (companion settings); `chat` is /dashboard/chat (chat settings). */
export const sessionSurfaces = ['session', 'chat'] as const;
export type SessionSurface = (typeof sessionSurfaces)[number];
