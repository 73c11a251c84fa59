/** Helplines sent with `crisis.resources` when a message is flagged; the client shows them as given. */
export const crisisResources = [
  { name: 'Emergency services', contact: 'Call your local emergency number (911 in North America, 112 in Europe)', region: 'Everywhere' },
  { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', region: 'Canada and United States' },
  { name: 'Samaritans', contact: 'Call 116 123', region: 'United Kingdom and Ireland' },
  { name: 'Find a Helpline', contact: 'https://findahelpline.com', region: 'Worldwide' },
] as const;
