import 'i18next';
import type auth from '@shared/i18n/locales/en/auth.json';
import type billing from '@shared/i18n/locales/en/billing.json';
import type common from '@shared/i18n/locales/en/common.json';
import type contact from '@shared/i18n/locales/en/contact.json';
import type crisis from '@shared/i18n/locales/en/crisis.json';
import type dashboard from '@shared/i18n/locales/en/dashboard.json';
import type guides from '@shared/i18n/locales/en/guides.json';
import type history from '@shared/i18n/locales/en/history.json';
import type landing from '@shared/i18n/locales/en/landing.json';
import type mood from '@shared/i18n/locales/en/mood.json';
import type onboarding from '@shared/i18n/locales/en/onboarding.json';
import type selfcare from '@shared/i18n/locales/en/selfcare.json';
import type session from '@shared/i18n/locales/en/session.json';
import type settings from '@shared/i18n/locales/en/settings.json';
import type wrapups from '@shared/i18n/locales/en/wrapups.json';

// Every key a page asks for is checked against the English texts when the client is type-checked.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      billing: typeof billing;
      common: typeof common;
      contact: typeof contact;
      crisis: typeof crisis;
      dashboard: typeof dashboard;
      guides: typeof guides;
      history: typeof history;
      landing: typeof landing;
      mood: typeof mood;
      onboarding: typeof onboarding;
      selfcare: typeof selfcare;
      session: typeof session;
      settings: typeof settings;
      wrapups: typeof wrapups;
    };
  }
}
