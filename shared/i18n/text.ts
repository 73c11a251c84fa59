/**
 * A text decided in shared code and put into words by the translation layer where it is shown:
 * the key of a common text and the values it needs (`count` picks the plural form).
 */
export interface Text {
  key: string;
  values?: Record<string, string | number>;
}
