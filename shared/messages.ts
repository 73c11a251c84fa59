/** User-facing texts from the product specification, shared by server and client. */
export const settingsMessages = {
  emailReadOnly: 'Email cannot be changed',
  profileUpdated: 'Profile updated',
  profileUpdatedBody: 'Your settings have been saved successfully.',
  profileFailed: 'Failed to update profile',
  passwordUpdated: 'Password updated',
  passwordUpdatedBody: 'Your password has been changed successfully.',
  passwordFailed: 'Failed to update password',
  currentPasswordWrong: 'Your current password is not right, so it was not changed.',
  currentPasswordRequired: 'Please enter your current password.',
  passwordsDontMatch: "Passwords don't match",
  passwordMin: 'Password must be at least 6 characters',
  nameTooLong: 'Please keep your name to 120 characters or fewer.',
  timezoneInvalid: 'Please choose a time zone from the suggestions, for example Europe/Madrid.',
  languageInvalid: 'Please choose a language from the list.',
  voiceInvalid: 'Please choose a voice style from the list.',
  switchInvalid: 'Notification settings can only be turned on or off.',
} as const;

export const contactMessages = {
  success: "Your message has been sent! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
  failedTitle: 'Failed to send message',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter a valid email address.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
} as const;

/** Voice and text sessions (SPEC sections 4 and 8). */
export const sessionMessages = {
  chatGreeting: "Hello! I'm here to listen and support you. How are you feeling today?",
  dailyLimitTitle: 'Daily voice limit reached',
  dailyLimit: "You've reached your 15-minute daily limit. Upgrade to Premium for voice calls with no daily limit.",
  sessionLimit: "You've reached the 15-minute limit for one session. Start a new session to keep talking.",
  voiceLimitReached: 'Voice usage limit reached',
  replyFailed: "I'm having trouble processing your message right now. Please try again.",
  replyEmpty: 'I understand. Please tell me more.',
  createFailed: 'Failed to create session',
  sendFailed: 'Failed to send message. Please try again.',
  processingFailed: 'Processing failed',
  transcribeFailed: 'Failed to transcribe audio',
  sttUnavailable:
    'Speech recognition is not available on this server, so voice messages cannot be understood. Please switch to text chat.',
  incompatibleProtocol: 'This page is out of date. Please reload it to continue.',
  sessionNotFound: 'This session has ended or does not exist.',
  sessionAlreadyStarted: 'A session is already running on this connection.',
  sessionEnded: 'This session has ended.',
  noSession: 'Start a session first.',
  textInVoiceMode: 'Switch to text chat to type a message.',
  audioInTextMode: 'Switch to a voice call to speak.',
  replyPending: 'Please wait for the reply to finish.',
  textRateLimited: "You're sending messages quickly. Please wait a moment and try again.",
  startRateLimited: "You've started a lot of sessions just now. Please wait a minute and try again.",
  modeRateLimited: "You're switching between voice and text quickly. Please wait a moment and try again.",
  detailsRateLimited: "You're changing the session's title or mood quickly. Please wait a moment and try again.",
  tooManySessions: 'You already have sessions open in other tabs or windows. Please end one there, then start again.',
  audioOutOfTurn: 'That audio does not belong to the current recording.',
  recordingTooLong: 'That recording is too long; only the first 30 seconds are used.',
  frameTooLarge: 'That message is too large.',
  resumedElsewhere: 'This session continued in another window.',
} as const;

/** The session screens' own texts (start-session and chat). */
export const sessionScreenMessages = {
  clearedTitle: 'Cleared from this screen',
  cleared: 'Your messages stay saved with this session. To delete them, delete the session in Previous Sessions.',
  clearHint: 'Clear the screen (messages stay saved)',
  micDenied: 'Failed to access microphone. Please check permissions.',
  reconnecting: 'Connection lost. Reconnecting… Nothing you said or typed is lost.',
  connectionLost: 'We could not reconnect to your session. Everything said before the connection dropped is saved.',
  voiceLoadFailed: 'The voice call could not be prepared. Please reload the page, or use text chat.',
  playbackFailed: 'Audio playback failed',
  paywallAction: 'View Plans',
} as const;

/** Past sessions: the list and the detail page (SPEC sections 2 and 8). */
export const historyMessages = {
  emptyTitle: 'No sessions yet',
  noMatchesTitle: 'No sessions found',
  noMatches: 'Try adjusting your search or filter criteria',
  /** What the search box reads: titles, summaries, and the person's own words (not the companion's). */
  searchScope: "Searches titles, summaries and the words you wrote, not the companion's replies.",
  /** Before the words of the person's that a search found a session by. */
  youWrote: 'You wrote:',
  notFoundTitle: 'Session not found',
  notFound: "The session you're looking for doesn't exist or has been deleted.",
  deleted: 'Session deleted',
  deleteFailed: 'Failed to delete session. Please try again.',
  loadFailed: 'Failed to load sessions. Please try again.',
  searchTooLong: 'Please keep your search to 200 characters or fewer.',
  sortInvalid: 'Sort must be one of newest, oldest, longest or shortest.',
  limitInvalid: 'Limit must be a whole number from 1 to 100.',
  cursorInvalid: 'That page link is no longer valid. Please reload the list.',
  recordingNotFound: "This recording doesn't exist or has been deleted.",
  recordingFailed: "The recording couldn't be played. Please try again.",
} as const;

/** The mood tracker and its reminders (SPEC sections 5 and 8). */
export const moodMessages = {
  chooseEmotionTitle: 'Please select at least one emotion',
  chooseEmotion: "Choose how you're feeling today from the emotions below",
  tooManyTitle: 'Maximum 3 emotions',
  tooMany: 'Please select only your top 3 emotions felt today.',
  limitTitle: 'Daily limit reached',
  alreadyToday: 'You have already completed your mood check-in for today.',
  recordedTitle: 'Mood recorded!',
  recorded: 'Thank you for checking in today.',
  recordFailed: 'Failed to record your mood. Please try again.',
  loadFailed: 'Failed to load mood data. Please try again.',
  usageFailed: 'Unable to verify usage limits. Please try again.',
  sliderRange: (name: string) => `${name} must be between 1 and 5, in steps of 0.1.`,
  notesTooLong: 'Please keep your notes to 1000 characters or fewer.',
  reminderSavedTitle: 'Settings updated',
  reminderSaved: 'Your mood reminder preferences have been saved.',
  reminderFailed: 'Failed to update reminder settings. Please try again.',
  confirmationSent: 'Confirmation email sent',
  emailFailedTitle: 'Email failed',
  emailFailed: 'Settings saved but confirmation email failed to send.',
  testSent: 'Test email sent',
  testFailedTitle: 'Test email failed',
  testFailed: 'Failed to send test email. Please try again.',
  timeInvalid: 'Please enter a time as HH:MM, from 00:00 to 23:59.',
  timezoneInvalid: 'Please choose a time zone from the suggestions, for example Europe/Madrid.',
} as const;

/** Emotional wrap-ups (SPEC sections 2, 4 and 8). */
export const wrapUpMessages = {
  generating: 'Generating AI Insights...',
  noData: 'This week has no mood check-ins or sessions yet. Check in or talk to the companion first.',
  generateFailed: 'Failed to generate your wrap-up. Please try again.',
  notFoundTitle: 'Wrap-up Not Found',
  notFound: "The wrap-up you're looking for doesn't exist or has been deleted.",
  fallbackSummary: 'Thank you for tracking your emotional wellness. Keep up the great work!',
  fallbackInsights: [
    'Regular check-ins help you notice patterns in how you feel.',
    'Talking things through is a healthy way to process your emotions.',
  ],
  fallbackRecommendations: [
    'Keep checking in with your mood each day.',
    'Take a few minutes for a breathing exercise when things feel heavy.',
  ],
  missingSummary: 'Keep up the great work on your emotional wellness journey!',
} as const;

/** Plans, checkout and the subscription (SPEC section 8). */
export const billingMessages = {
  upgradeFailedTitle: 'Upgrade Failed',
  upgradeFailed: 'Failed to start upgrade process. Please try again.',
  invalidPlan: 'Invalid plan selected.',
  freePlanTitle: 'Plan Updated',
  freePlan: 'You are now on the free plan.',
  passCheckoutFailed: 'Failed to start checkout. Please try again.',
  loadSubscriptionFailed: 'Failed to load subscription information.',
  noSubscription: 'No subscription found.',
  portalFailed: 'Failed to open billing portal. Please try again.',
  portalUnavailable: 'Unable to access billing portal. Please try again.',
  changePlanFailed: 'Failed to change plan. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  cancelledTitle: 'Subscription Cancelled',
  cancelledAtPeriodEnd: 'Your subscription will be cancelled at the end of the current period.',
  cancelledNow: 'Your subscription has been cancelled.',
  planChangedTitle: 'Plan changed',
  paymentErrorTitle: 'Payment Error',
  paymentError: 'There was an error processing your payment. Please try again or contact support.',
  paymentCancelledTitle: 'Payment Cancelled',
  paymentCancelled: 'Your payment was cancelled. No charges have been made.',
  paymentSuccessTitle: 'Payment Successful!',
  passActivated: '24-hour Pass Activated!',
  passActivatedBody: 'You have Premium for the next 24 hours.',
  subscriptionUpdated: 'Subscription Updated!',
  usageUnavailable: 'Usage stats not available',
  invalidAction: 'Invalid action',
  testModeNotice: 'Test mode: no real charge',
  alreadySubscribed: 'You already have an active subscription. Use Change Plan to switch plans.',
  errorTitle: 'Error',
} as const;

export const privacyMessages = {
  memoryNotFound: 'That memory no longer exists.',
  memoryDeleted: 'Memory deleted',
  memoriesDeleted: 'All memories deleted',
  memoriesFailed: 'Failed to load your memories. Please try again.',
  memoryDeleteFailed: 'Failed to delete the memory. Please try again.',
  exportFailed: 'Failed to download your data. Please try again.',
  exportReady: 'Your data is downloading',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  cancelFailed: 'We could not cancel your subscription, so your account was not deleted. Please try again.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  accountDeleted: 'Your account has been deleted',
  accountDeletedBody: 'Everything we kept about you is gone. Take care.',
  recordingsOn: 'From now on, what you say in voice sessions will be kept',
  recordingsOff: "From now on, what you say won't be recorded",
  recordingsFailed: "We couldn't change your recordings setting. Please try again.",
} as const;

/** The reflection journal (Self-Care), kept on the device or with the account. */
export const journalMessages = {
  notFound: 'That journal entry no longer exists.',
  titleMissing: 'Give the entry a title.',
  titleTooLong: 'Keep the title under 120 characters.',
  dateInvalid: 'The date of the entry is not a valid time.',
  empty: 'Please answer at least one prompt before saving.',
  promptTooLong: 'A prompt is too long.',
  answerTooLong: 'Keep each answer under 4,000 characters.',
  tooManyAnswers: 'An entry holds at most 20 answers.',
  tooManyToMove: 'There are too many entries to move at once.',
  keepingInvalid: "Choose where to keep the journal: 'account' or 'device'.",
  keptOnDevice: 'Your journal is kept on this device: entries are saved here, not with your account.',
  changedMeanwhile: 'Your journal changed on another device meanwhile. Nothing was moved: please try again.',
  idTaken: 'That entry id is in use. Please save again.',
} as const;

/** The companion is an AI and says so: at the start of every session, and again every 3 hours of one. */
export const honestAiMessages = {
  sessionNotice: "You're talking with an AI companion, not a person or a therapist. It can offer support, not professional care.",
  reminder:
    "A gentle reminder: you've been talking for a while with an AI companion, not a person or a therapist. This could be a good moment to take a break, stretch, drink some water or reach out to someone you trust.",
  getHelpNow: 'Get help now',
} as const;
