import auth from '../../shared/i18n/locales/en/auth.json' with { type: 'json' };
import billing from '../../shared/i18n/locales/en/billing.json' with { type: 'json' };
import common from '../../shared/i18n/locales/en/common.json' with { type: 'json' };
import contact from '../../shared/i18n/locales/en/contact.json' with { type: 'json' };
import guides from '../../shared/i18n/locales/en/guides.json' with { type: 'json' };
import history from '../../shared/i18n/locales/en/history.json' with { type: 'json' };
import mood from '../../shared/i18n/locales/en/mood.json' with { type: 'json' };
import onboarding from '../../shared/i18n/locales/en/onboarding.json' with { type: 'json' };
import selfcare from '../../shared/i18n/locales/en/selfcare.json' with { type: 'json' };
import session from '../../shared/i18n/locales/en/session.json' with { type: 'json' };
import settings from '../../shared/i18n/locales/en/settings.json' with { type: 'json' };
import wrapups from '../../shared/i18n/locales/en/wrapups.json' with { type: 'json' };

/** The English texts tests compare against: what a person reading English sees. */
export const authMessages = auth.messages;
export const billingMessages = billing.messages;
export const historyMessages = history.messages;
/** The paywall's reasons (`limitReasons` in shared/limits.ts are their keys). */
export const limitMessages = billing.limits;
export const moodMessages = mood.messages;
export const onboardingMessages = onboarding.messages;
export const sessionMessages = session.messages;
export const sessionScreenMessages = session.screen;
export const honestAiMessages = session.honestAi;
export const settingsMessages = settings.messages;
export const privacyMessages = settings.privacyMessages;
export const genericMessages = common.errors;
export const contactMessages = contact.messages;
export const guidesMessages = guides.messages;
export const wrapUpMessages = wrapups.messages;
export const journalMessages = selfcare.messages;
