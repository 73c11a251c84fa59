import type common from './locales/en/common.json';

/** Every path to a text in a tree of texts ('footer.tagline'), plural forms under one key ('plans.voicePerDay'). */
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
type WithoutPlural<Key> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Key;

/** A key of the common texts, checked against the English file. */
export type CommonKey = WithoutPlural<Leaves<typeof common>>;

/**
 * A text decided in shared code and put into words by the translation layer where it is shown:
 * the key of a common text and the values it needs (`count` picks the plural form).
 */
export interface Text {
  key: CommonKey;
  values?: Record<string, string | number>;
}
