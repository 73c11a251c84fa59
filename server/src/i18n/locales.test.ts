import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namespaces } from "@shared/i18n/languages";
import { languageCodes } from "@shared/preferences";

type Texts = Record<string, string>;

const read = (language: string, namespace: string): Texts =>
  flatten(
    JSON.parse(
      readFileSync(
        new URL(
          `../../../shared/i18n/locales/${language}/${namespace}.json`,
          import.meta.url,
        ),
        "utf8",
      ),
    ),
  );

function flatten(tree: Record<string, unknown>, prefix = ""): Texts {
  const texts: Texts = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "object" && value !== null)
      Object.assign(
        texts,
        flatten(value as Record<string, unknown>, `${prefix}${key}.`),
      );
    else texts[`${prefix}${key}`] = value as string;
  }
  return texts;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The keys a language must have: English's, with each plural in the language's own forms. */
function expectedKeys(english: Texts, language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions()
    .pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (PLURAL.test(key))
      for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)]
    .map((match) => match[0].replace(/\s/g, ""))
    .sort();

/** Texts that are the same as the English on purpose: the same word in that language. */
const sameWord: Record<string, readonly string[]> = {
  es: [
    "session:soundCheck.seconds",
    "selfcare:breathing.phaseSeconds",
    "billing:messages.errorTitle",
    "billing:currentPlan.premiumBadge",
    "billing:subscription.plan",
    "common:footer.legal",
    "common:moodScale.3",
    "common:emotions.Terror",
    "auth:messages.errorTitle",
    "dashboard:overview.minutesTooltip",
  ],
  fr: [
    "mood:levels.stress",
    "mood:form.notes",
    "mood:stats.trend.stable",
    "session:composer.label",
    "session:transcript.label",
    "session:soundCheck.seconds",
    "selfcare:breathing.phaseSeconds",
    "selfcare:exercises.mindful.length",
    "wrapups:trends.stable",
    "wrapups:week.sessions_one",
    "wrapups:week.sessions_many",
    "wrapups:week.sessions_other",
    "contact:page.eyebrow",
    "contact:form.message",
    "billing:currentPlan.premiumBadge",
    "billing:history.date",
    "billing:history.description",
    "common:emotions.Satisfaction",
    "common:emotions.Rage",
    "common:toasts.label",
    "history:conversation.title",
    "history:overview.date",
  ],
  de: [
    "mood:levels.stress",
    "mood:form.optional",
    "session:live.text",
    "session:end.optional",
    "settings:preferences.voices.warm",
    "contact:form.name",
    "billing:currentPlan.premiumBadge",
    "billing:subscription.status",
    "billing:history.status",
    "history:insights.tones.Neutral",
    "onboarding:steps.voiceWarm",
    "common:header.dashboard",
    "common:footer.support",
    "common:moodBefore.okay",
    "common:moodScale.3",
    "crisis:line.website",
    "dashboard:frame.sidebarLabel",
  ],
  it: [
    "mood:levels.stress",
    "mood:stats.entries_one",
    "session:soundCheck.seconds",
    "settings:privacy.title",
    "selfcare:breathing.phaseSeconds",
    "contact:form.email",
    "contact:details.email",
    "billing:currentPlan.premiumBadge",
    "common:header.mobileNav",
    "common:header.home",
    "common:header.dashboard",
    "common:emotions.Nausea",
    "auth:form.email",
    "auth:form.password",
    "dashboard:frame.sidebarLabel",
    "dashboard:overview.minutesTooltip",
  ],
  pt: [
    "session:soundCheck.seconds",
    "selfcare:breathing.phaseSeconds",
    "billing:currentPlan.premiumBadge",
    "common:footer.legal",
    "common:emotions.Terror",
    "dashboard:overview.minutesTooltip",
  ],
  ar: ["billing:currentPlan.premiumBadge"],
};

describe.each(languageCodes.filter((language) => language !== "en"))(
  "the %s texts",
  (language) => {
    it.each(namespaces)(
      "have every key of the English %s texts, and no other",
      (namespace) => {
        expect(Object.keys(read(language, namespace)).sort()).toEqual(
          expectedKeys(read("en", namespace), language),
        );
      },
    );

    it.each(namespaces)(
      "say every %s text, with the same placeholders and tags, and not left in English",
      (namespace) => {
        const english = read("en", namespace);
        for (const [key, text] of Object.entries(read(language, namespace))) {
          const source =
            english[key] ?? english[key.replace(PLURAL, "_other")] ?? "";
          expect(text.trim(), `${namespace}:${key}`).not.toBe("");
          // A plural form may say its number in words ("one minute", "دقيقتان"), so {{count}} may go.
          const without = (list: string[]) =>
            PLURAL.test(key)
              ? list.filter((part) => part !== "{{count}}")
              : list;
          expect(without(placeholders(text)), `${namespace}:${key}`).toEqual(
            without(placeholders(source)),
          );
          if (
            !sameWord[language]?.includes(`${namespace}:${key}`) &&
            /\p{L}{3}/u.test(source)
          )
            expect(text, `${namespace}:${key}`).not.toBe(source);
        }
      },
    );
  },
);

describe("the English texts", () => {
  it.each(namespaces)("hold the %s texts, none empty", (namespace) => {
    const texts = Object.values(read("en", namespace));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.trim()).not.toBe("");
  });

  // `Trans` reads its tags as HTML, where these never hold words: "<link>text</link>" would drop the text out of the link.
  it.each(namespaces)(
    "wrap words in the %s texts only in tags that can hold them",
    (namespace) => {
      const voidTags =
        /<\/?(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)>/;
      for (const [key, text] of Object.entries(read("en", namespace)))
        expect(text, key).not.toMatch(voidTags);
    },
  );
});
