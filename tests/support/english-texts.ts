import auth from '../../shared/i18n/locales/en/auth.json' with { type: 'json' };
import common from '../../shared/i18n/locales/en/common.json' with { type: 'json' };
import onboarding from '../../shared/i18n/locales/en/onboarding.json' with { type: 'json' };

/** The English texts tests compare against: what a person reading English sees. */
export const authMessages = auth.messages;
export const onboardingMessages = onboarding.messages;
export const genericMessages = common.errors;
