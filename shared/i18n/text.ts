import type common from './locales/en/common.json';
import type auth from './locales/en/auth.json';
import type billing from './locales/en/billing.json';
import type contact from './locales/en/contact.json';
import type guides from './locales/en/guides.json';
import type history from './locales/en/history.json';
import type mood from './locales/en/mood.json';
import type onboarding from './locales/en/onboarding.json';
import type selfcare from './locales/en/selfcare.json';
import type session from './locales/en/session.json';
import type settings from './locales/en/settings.json';
import type wrapups from './locales/en/wrapups.json';

/** Every path to a text in a tree of texts ('footer.tagline'), plural forms under one key ('plans.voicePerDay'). */
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
type WithoutPlural<Key> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Key;

/** A key of the common texts, checked against the English file. */
export type CommonKey = WithoutPlural<Leaves<typeof common>>;

/** The texts shared code words for both ends, by namespace. */
interface SharedTexts {
  auth: typeof auth;
  billing: typeof billing;
  contact: typeof contact;
  guides: typeof guides;
  history: typeof history;
  mood: typeof mood;
  onboarding: typeof onboarding;
  selfcare: typeof selfcare;
  session: typeof session;
  settings: typeof settings;
  wrapups: typeof wrapups;
}

/** A key with its namespace ('auth:messages.emailTaken'), checked against the English files. */
export type TextKey = { [Namespace in keyof SharedTexts]: `${Namespace}:${WithoutPlural<Leaves<SharedTexts[Namespace]>>}` }[keyof SharedTexts];

/**
 * A text decided in shared code and put into words by the translation layer where it is shown:
 * the key of a text (a common one needs no namespace) and the values it needs (`count` picks the plural form).
 */
export interface Text {
  key: CommonKey | TextKey;
  values?: Record<string, string | number>;
}

/**
 * A message of a shared schema (zod takes a string): its key, checked here, put into words by the
 * server's error answer in the request's language and by the form that shows it.
 */
export const textKey = (key: TextKey): string => key;
