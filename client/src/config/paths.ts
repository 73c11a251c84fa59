/** Every route path and href builder, in one place. */
export const paths = {
  home: '/',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  contact: '/contact-us',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  soundCheck: '/sound-check',
  login: (redirect?: string) => (redirect ? `/?login=1&redirect=${encodeURIComponent(redirect)}` : '/?login=1'),
  signup: '/?login=1&tab=signup',
  forgotPassword: '/?login=1&tab=forgot',
  dashboard: {
    root: '/dashboard',
    startSession: '/dashboard/start-session',
    chat: '/dashboard/chat',
    sessions: '/dashboard/sessions',
    session: (id: string) => `/dashboard/session/${id}`,
    moodTracker: '/dashboard/mood-tracker',
    productivityGuide: '/dashboard/productivity-guide',
    guide: (slug: 'task-prioritization' | 'focus-techniques' | 'habit-building') => `/dashboard/guides/${slug}`,
    selfcareIndex: '/dashboard/selfcare',
    selfcare: (slug: 'guided-breathing' | 'timed-stretching' | 'reflection-journal' | 'mindful-activity') =>
      `/dashboard/selfcare/${slug}`,
    wrapUps: '/dashboard/emotional-wrap-ups',
    wrapUp: (id: string) => `/dashboard/wrap-up/${id}`,
    report: (id: string) => `/dashboard/report/${id}`,
    usage: '/dashboard/usage',
    /** The usage page, going straight on to checkout for `plan` (the landing page's pricing buttons). */
    checkout: (plan: 'premium-monthly' | 'premium-annual' | '24hour_pass') => `/dashboard/usage?checkout=${plan}`,
    paymentSuccess: '/dashboard/payment-success',
    settings: '/dashboard/settings',
  },
} as const;
