import 'i18next';
import type auth from '@shared/i18n/locales/en/auth.json';
import type common from '@shared/i18n/locales/en/common.json';
import type dashboard from '@shared/i18n/locales/en/dashboard.json';
import type crisis from '@shared/i18n/locales/en/crisis.json';
import type onboarding from '@shared/i18n/locales/en/onboarding.json';
import type landing from '@shared/i18n/locales/en/landing.json';

// Every key a page asks for is checked against the English texts when the client is type-checked.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { auth: typeof auth; common: typeof common; crisis: typeof crisis; dashboard: typeof dashboard; landing: typeof landing; onboarding: typeof onboarding };
  }
}
