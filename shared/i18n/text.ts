import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type onboarding from './locales/en/onboarding.json';

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
  onboarding: typeof onboarding;
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
