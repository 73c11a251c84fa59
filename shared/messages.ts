/** User-facing texts from the product specification, shared by server and client. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed:
    'Please verify your email address before logging in. Check your inbox, and your Spam/Junk folder, for the confirmation link.',
  emailTaken: 'An account with this email already exists. Please try logging in instead.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'Please accept the Terms and Conditions and Privacy Policy to continue',
  confirmAge: 'Please confirm that you are at least 16 years old to continue',
  loginSuccess: 'Logged in successfully!',
  signupSuccess:
    'Account created! Please check your inbox, and your Spam/Junk folder, for a link to confirm your email.',
  recoverSent: 'Password reset email sent! Please check your inbox.',
  resetInvalid: 'The reset link is invalid or expired. Please request a new password reset email.',
  resetSuccess: 'Your password has been updated. Please log in again.',
  confirmInvalid: 'This confirmation link is invalid or has expired. Please sign up again or log in to get a new one.',
  confirmSuccess: 'Your email is confirmed. You can log in now.',
  sessionMissing: 'Auth session missing!',
  loginErrorTitle: 'Login Error',
  signupErrorTitle: 'Signup Error',
  resetFailedTitle: 'Reset Failed',
} as const;

export const settingsMessages = {
  emailReadOnly: 'Email cannot be changed',
  profileUpdated: 'Profile updated',
  profileUpdatedBody: 'Your settings have been saved successfully.',
  profileFailed: 'Failed to update profile',
  passwordUpdated: 'Password updated',
  passwordUpdatedBody: 'Your password has been changed successfully.',
  passwordFailed: 'Failed to update password',
  passwordsDontMatch: "Passwords don't match",
  passwordMin: 'Password must be at least 6 characters',
} as const;

export const onboardingMessages = {
  nameRequired: 'Name required: Please enter your full name to continue.',
  languageRequired: 'Language required: Please select your preferred language.',
  incomplete: 'Setup incomplete: Please complete all preferences to continue.',
  failedTitle: 'Setup failed',
  failed: 'Failed to save your preferences. Please try again.',
  success: 'Profile setup complete!',
} as const;

export const contactMessages = {
  success: "Your message has been sent! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
  failedTitle: 'Failed to send message',
} as const;

export const genericMessages = {
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  badOrigin: 'This request did not come from the app.',
  unauthorized: 'Please log in to continue.',
} as const;
