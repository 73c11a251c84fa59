/** Where people reach the team; the server sends contact-form messages to the same address by default. */
export const support = {
  email: 'support@solace.local',
  hours: 'Monday-Friday, 9am-5pm PDT',
} as const;
