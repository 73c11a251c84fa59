import type { ListeningPack } from './listening-pack';

/**
 * Each entry as written and as typed without umlauts or ß: "prüfung" also as "pruefung" and "prufung",
 * "heißt" as "heisst".
 */
function typed(...entries: string[]): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    const ss = entry.replace(/ß/g, 'ss');
    out.add(entry);
    out.add(ss);
    out.add(ss.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
    out.add(ss.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'));
  }
  return [...out];
}

// Every `the` below is in the dative ("deiner Mutter", "deinem Job"), and every template uses it so:
// "von {the}", "mit {the}", "bei {the}", "zwischen dir und {the}", "das mit {the}".
export const germanListening: ListeningPack = {
  subjects: {
    mother: { match: typed('mutter', 'mama', 'mami', 'mutti', 'muttern', 'meine mum', 'stiefmutter', 'mütter', 'mamas', 'meine mutter', 'meiner mutter'), the: 'deiner Mutter', with: 'mit deiner Mutter', step: 'Ein kleiner Schritt könnte sein, dir eine einzige Sache auszusuchen, die deine Mutter von dir wissen soll, und genau die beim nächsten Gespräch ruhig anzusprechen.', called: { 'stiefmutter': 'deiner Stiefmutter' } },
    father: { match: typed('vater', 'väter', 'papa', 'papi', 'vati', 'paps', 'mein alter herr', 'stiefvater', 'vaters', 'vätern', 'papas', 'erzeuger', 'meinem vater', 'mein vater'), the: 'deinem Vater', with: 'mit deinem Vater', step: 'Ein kleiner Schritt könnte sein, für dich zu klären, was du gerade von deinem Vater brauchst und was du für heute loslassen kannst.', called: { 'stiefvater': 'deinem Stiefvater' } },
    parents: { match: typed('eltern', 'elternhaus', 'meine alten', 'familie', 'familien', 'meiner familie', 'schwiegermutter', 'schwiegervater', 'schwiegereltern', 'elternteil', 'verwandte', 'verwandten', 'verwandtschaft', 'mama und papa', 'schwiegerfamilie', 'familiär*'), the: 'deiner Familie', with: 'mit deiner Familie', step: 'Ein kleiner Schritt könnte sein, dir die Person aus deiner Familie auszusuchen, bei der du dich am sichersten fühlst, und ihr ein bisschen davon zu erzählen, wie es dir damit geht.', called: { 'schwiegermutter': 'deiner Schwiegermutter', 'schwiegervater': 'deinem Schwiegervater', 'schwiegereltern': 'deinen Schwiegereltern' } },
    sister: { match: typed('schwester*', 'schwesterherz', 'sis', 'halbschwester*', 'stiefschwester*', 'schwägerin', 'schwesta'), the: 'deiner Schwester', with: 'mit deiner Schwester', step: 'Ein kleiner Schritt könnte sein, deiner Schwester eine kurze Nachricht zu schreiben, wie es dir geht, ohne gleich alles klären zu wollen.' },
    brother: { match: typed('bruder', 'bruders', 'brüder', 'brüdern', 'bruderherz', 'brudi', 'halbbruder', 'stiefbruder', 'bruda', 'brüderchen', 'brüderlein', 'schwager', 'großer bruder', 'kleiner bruder'), the: 'deinem Bruder', with: 'mit deinem Bruder', step: 'Ein kleiner Schritt könnte sein, deinem Bruder in ein, zwei Sätzen zu sagen, was du von ihm brauchst, wenn ihr beide gerade ruhig seid.' },
    partner: { match: typed('partner*', 'mein mann', 'meinem mann', 'meinen mann', 'meine frau', 'meiner frau', 'ehemann', 'ehefrau', 'meine ehe', 'unsere ehe', 'verlobte*', 'verlobter', 'lebensgefährt*', 'mein schatz', 'meinem schatz', 'meine beziehung', 'unsere beziehung', 'meiner beziehung', 'freundin und ich', 'freund und ich', 'ehepartner*', 'lebenspartner*', 'meiner ehe', 'in meiner ehe', 'verlobt', 'verlobung', 'mein liebster', 'meine liebste', 'schatzi', 'gatte', 'gattin', 'ehegatte', 'ehegattin', 'meines mannes'), the: 'deinem Partner oder deiner Partnerin', with: 'in deiner Beziehung', step: 'Ein kleiner Schritt könnte sein, deinen Partner oder deine Partnerin um eine ruhige halbe Stunde zum Reden zu bitten und damit anzufangen, wie du dich fühlst, statt damit, was schiefgelaufen ist.', called: { 'freundin und ich': 'deiner Freundin', 'freund und ich': 'deinem Freund', 'mein mann': 'deinem Mann', 'meinem mann': 'deinem Mann', 'meinen mann': 'deinem Mann', 'meines mannes': 'deinem Mann', 'meine frau': 'deiner Frau', 'meiner frau': 'deiner Frau', 'ehemann': 'deinem Mann', 'ehefrau': 'deiner Frau', 'verlobter': 'deinem Verlobten', 'verlobte': 'deiner Verlobten' } },
    ex: { match: typed('ex', 'mein ex', 'meine ex', 'exfreund*', 'ex-freund*', 'ex-partner*', 'expartner*', 'ex-mann', 'ex-frau', 'trennung', 'getrennt', 'schluss gemacht', 'hat mich verlassen', 'scheidung', 'geschieden', 'abserviert', 'exmann', 'exfrau', 'ex-ehemann', 'ex-ehefrau', 'verflossene*', 'trennungs*', 'schluss machen', 'sitzengelassen', 'liebeskummer', 'gebrochenes herz', 'scheiden lassen', 'auseinandergegangen', 'auseinander gegangen', 'uns getrennt'), the: 'deinem oder deiner Ex', with: 'seit der Trennung', step: 'Ein kleiner Schritt könnte sein, dir diese Woche einen Abend nur für dich zu gönnen, an dem du nicht nachschaust, was die andere Person gerade macht.' },
    friend: { match: typed('besten freund', 'besten freundin', 'kumpel', 'freund', 'freunde', 'freunden', 'freundes', 'freundin', 'freundinnen', 'bester freund', 'beste freundin', 'kumpel*', 'kumpeline', 'bff', 'clique', 'freundschaft*', 'bestie', 'besties', 'freundeskreis', 'beste freunde'), the: 'deinem Freund oder deiner Freundin', with: 'mit deinem Freund oder deiner Freundin', step: 'Ein kleiner Schritt könnte sein, deinem Freund oder deiner Freundin eine kurze, ehrliche Nachricht zu schreiben, wie es dir geht, und einen Tag zu warten, bevor du entscheidest, ob du sie abschickst.', called: { 'freundin': 'deiner Freundin', 'kumpel': 'deinem Kumpel', 'beste freundin': 'deiner besten Freundin', 'besten freundin': 'deiner besten Freundin', 'bester freund': 'deinem besten Freund', 'besten freund': 'deinem besten Freund' } },
    manager: { match: typed('chef', 'chefs', 'chefin', 'chefinnen', 'vorgesetzte*', 'teamleiter*', 'teamlead', 'abteilungsleiter*', 'boss', 'manager*', 'führungskraft', 'filialleiter*', 'schichtleiter*', 'abteilungsleitung', 'teamleitung', 'geschäftsführer*', 'geschäftsführung', 'arbeitgeber*', 'schichtleitung', 'stationsleitung', 'filialleitung', 'mein meister', 'meinem meister', 'bereichsleiter*', 'gruppenleiter*', 'projektleiter*', 'vorarbeiter*'), the: 'deinem Chef oder deiner Chefin', with: 'mit deinem Chef oder deiner Chefin', step: 'Ein kleiner Schritt könnte sein, in zwei, drei Sätzen aufzuschreiben, worum du deinen Chef oder deine Chefin bitten willst, und dir einen ruhigen Moment dafür auszusuchen.', called: { 'chef': 'deinem Chef', 'chefin': 'deiner Chefin' } },
    colleague: { match: typed('kollege', 'kollegin', 'kolleg*', 'arbeitskolleg*', 'mitarbeiter*', 'leute auf der arbeit', 'leute bei der arbeit', 'jemand auf der arbeit', 'teamkolleg*', 'bürokolleg*', 'mitazubi*'), the: 'deinem Kollegen oder deiner Kollegin', with: 'mit deinem Kollegen oder deiner Kollegin', step: 'Ein kleiner Schritt könnte sein, eine konkrete Sache zu notieren, die dein Kollege oder deine Kollegin getan hat, und wie sie dich getroffen hat, damit du vorbereitet bist, falls du es ansprechen willst.', called: { 'kollegin': 'deiner Kollegin', 'kollege': 'deinem Kollegen' } },
    landlord: { match: typed('vermieterin', 'vermieter', 'vermieter*', 'hausverwaltung', 'hausverwalter*', 'hausbesitzer*', 'eigentümer*', 'wohnungsgesellschaft', 'hauseigentümer*', 'vermietung', 'makler*', 'wohnungseigentümer*', 'besitzer der wohnung', 'wohnungsbaugesellschaft'), the: 'deinem Vermieter oder deiner Vermieterin', with: 'mit deinem Vermieter oder deiner Vermieterin', step: 'Ein kleiner Schritt könnte sein, in einer kurzen schriftlichen Nachricht mit Datum festzuhalten, was du von deinem Vermieter oder deiner Vermieterin brauchst, damit es dokumentiert ist.', called: { 'vermieter': 'deinem Vermieter', 'vermieterin': 'deiner Vermieterin' } },
    child: { match: typed('kind', 'kinder', 'kindern', 'kindes', 'sohn', 'sohnes', 'söhne', 'söhnen', 'tochter', 'töchter', 'töchtern', 'mein baby', 'unser baby', 'meine kleine', 'mein kleiner', 'die kleine', 'der kleine', 'teenager', 'kleinkind', 'kids', 'kiddo', 'meine kleinen', 'unsere kleinen', 'nachwuchs', 'säugling', 'neugeborene*', 'stiefkind*', 'stiefsohn', 'stieftochter', 'pflegekind*', 'mein junge', 'meinem jungen', 'sohnemann', 'töchterchen', 'söhnchen', 'teenie', 'kleinkinder', 'erziehung'), the: 'deinem Kind', with: 'mit deinem Kind', step: 'Ein kleiner Schritt könnte sein, dir zehn ruhige Minuten mit deinem Kind zu nehmen, ohne Aufgabe, einfach nur, um zusammen zu sein.', called: { 'sohn': 'deinem Sohn', 'sohnes': 'deinem Sohn', 'sohnemann': 'deinem Sohn', 'tochter': 'deiner Tochter', 'töchterchen': 'deiner Tochter', 'söhne': 'deinen Söhnen', 'söhnen': 'deinen Söhnen', 'töchter': 'deinen Töchtern', 'töchtern': 'deinen Töchtern', 'kinder': 'deinen Kindern', 'kindern': 'deinen Kindern' } },
    teacher: { match: typed('professorin', 'professor', 'lehrer', 'lehrer*', 'klassenlehrer*', 'professor*', 'prof', 'profs', 'dozent*', 'ausbilder*', 'tutor*', 'lehrkraft', 'lehrkräfte', 'doktorvater', 'doktormutter', 'schulleiter*', 'rektor*', 'erzieher*', 'lehrerin', 'meine lehrerin', 'mein lehrer'), the: 'deinem Lehrer oder deiner Lehrerin', with: 'mit deinem Lehrer oder deiner Lehrerin', step: 'Ein kleiner Schritt könnte sein, genau aufzuschreiben, was deine Lehrkraft gesagt hat und wie es dir damit ging, damit du in Ruhe entscheiden kannst, ob du es ansprechen willst.', called: { 'lehrer': 'deinem Lehrer', 'lehrerin': 'deiner Lehrerin', 'professor': 'deinem Professor', 'professorin': 'deiner Professorin', 'doktorvater': 'deinem Doktorvater', 'doktormutter': 'deiner Doktormutter' } },
    flatmate: { match: typed('mitbewohnerin', 'mitbewohner', 'mitbewohner*', 'wg', 'wg-*', 'wohngemeinschaft', 'zimmergenoss*', 'mitbewohnis', 'zimmernachbar*', 'mitbewohni', 'wohngemeinschaften', 'meine wg'), the: 'deinem Mitbewohner oder deiner Mitbewohnerin', with: 'in deiner WG', step: 'Ein kleiner Schritt könnte sein, deiner WG ein kurzes, ruhiges Gespräch über nur ein Thema vorzuschlagen, zum Beispiel das Putzen, zu einer Zeit, die für alle passt.', called: { 'mitbewohner': 'deinem Mitbewohner', 'mitbewohnerin': 'deiner Mitbewohnerin' } },
    grandparent: { match: typed('oma', 'omas', 'omi', 'opa', 'opas', 'opi', 'großmutter', 'großvater', 'großeltern', 'großmama', 'großpapa', 'uroma', 'uropa', 'urgroßeltern', 'omma', 'omchen', 'grosi', 'urgroßmutter', 'urgroßvater', 'großmütter', 'großväter', 'großmutter*', 'großvater*', 'großeltern*', 'oma und opa'), the: 'deiner Oma oder deinem Opa', with: 'mit deiner Oma oder deinem Opa', step: 'Ein kleiner Schritt könnte sein, dir eine kleine Möglichkeit zu überlegen, dich deiner Oma oder deinem Opa diese Woche nah zu fühlen, etwa mit einem Anruf, einem Besuch oder ein paar Zeilen.', called: { 'oma': 'deiner Oma', 'omi': 'deiner Oma', 'großmutter': 'deiner Großmutter', 'opa': 'deinem Opa', 'opi': 'deinem Opa', 'großvater': 'deinem Großvater', 'großeltern': 'deinen Großeltern', 'oma und opa': 'deinen Großeltern' } },
    work: { match: typed('arbeit*', 'job', 'jobs', 'büro', 'schicht', 'schichten', 'schichtdienst', 'nachtschicht*', 'überstunden', 'gekündigt', 'kündigung', 'firma', 'maloche', 'malochen', 'karriere', 'homeoffice', 'burnout', 'burn-out', 'ausbildung', 'azubi', 'meine stelle', 'neue stelle', 'beruf', 'berufl*', 'berufsleben', 'spätschicht', 'frühschicht', 'spätdienst', 'frühdienst', 'nachtdienst', 'bereitschaftsdienst', 'im betrieb', 'praktikum', 'werkstudent*', 'nebenjob*', 'minijob*', 'teilzeit', 'vollzeit', 'mobbing'), the: 'deinem Job', with: 'bei deinem Job', step: 'Ein kleiner Schritt könnte sein, die eine Aufgabe bei der Arbeit aufzuschreiben, die dir am meisten Sorgen macht, und ihren ersten Zehn-Minuten-Teil.' },
    interview: { match: typed('vorstellungsgespräch*', 'bewerbung*', 'bewerben', 'bewerbe', 'beworben', 'jobsuche', 'jobinterview', 'interview*', 'assessment*', 'probearbeiten', 'stellensuche', 'arbeitssuche', 'stellenanzeige*', 'lebenslauf', 'einstellungstest', 'probetag', 'recruiter*', 'personaler*', 'job suchen', 'suche einen job', 'suche arbeit', 'neuen job suchen'), the: 'deinem Vorstellungsgespräch', with: 'rund um dein Vorstellungsgespräch', step: 'Ein kleiner Schritt könnte sein, drei Dinge aufzuschreiben, auf die du stolz bist, und sie einmal laut auszusprechen, damit du sie im Vorstellungsgespräch parat hast.' },
    exam: { match: typed('prüfung', 'klausur', '*prüfung*', '*führerschein*', 'klausur*', 'examen', 'abi', 'abitur', 'abschlussprüfung*', 'klassenarbeit*', 'lernen', 'lerne', 'studium', 'studier*', 'uni', 'hochschule', 'schule', 'noten', 'bachelorarbeit', 'masterarbeit', 'hausarbeit', 'abschlussarbeit', 'referat', 'durchgefallen', 'semester', 'test', 'tests', 'matura', 'lernstress', 'vorlesung*', 'seminararbeit', 'hausaufgaben', 'hausi', 'hausis', 'zeugnis', 'schlechte note', 'durchfallen', 'durchgerasselt', 'schulaufgabe*', 'staatsexamen', 'physikum', 'dissertation', 'doktorarbeit', 'gymnasium', 'berufsschule', 'grundschule', 'realschule', 'hauptschule', 'gesamtschule', 'oberstufe'), the: 'deinen Prüfungen', with: 'mit deinen Prüfungen', step: 'Ein kleiner Schritt könnte sein, dir für morgen ein einziges Thema auszusuchen und einen Lernblock von 25 Minuten mit einer Pause danach einzuplanen.', called: { 'schule': 'der Schule', 'uni': 'der Uni', 'studium': 'deinem Studium', 'abi': 'deinem Abi', 'abitur': 'deinem Abitur', 'klausur': 'deiner Klausur', 'prüfung': 'deiner Prüfung', 'masterarbeit': 'deiner Masterarbeit', 'bachelorarbeit': 'deiner Bachelorarbeit', 'doktorarbeit': 'deiner Doktorarbeit' } },
    money: { match: typed('geld', 'miete', 'mieten', 'schulden', 'rechnung', 'rechnungen', 'kredit*', 'pleite', 'gehalt', 'lohn', 'konto', 'dispo', 'ersparnisse', 'finanziell*', 'finanzen', 'keine kohle', 'knapp bei kasse', 'monatsende', 'ende des monats', 'bezahlen', 'nebenkosten', 'bürgergeld', 'mahnung*', 'kohle', 'knete', 'zaster', 'moneten', 'verschuldet', 'überschuldet', 'schuldnerberatung', 'darlehen', 'ratenzahlung', 'mietschulden', 'nebenkostenabrechnung', 'stromrechnung', 'hartz iv', 'bafög', 'kontostand', 'überziehungskredit', 'inkasso', 'pfändung', 'gerichtsvollzieher', 'sparen', 'erspartes', 'geld*', 'steuererklärung', 'steuerschulden'), the: 'deinen Finanzen', with: 'mit dem Geld', step: 'Ein kleiner Schritt könnte sein, aufzulisten, was du diesen Monat bezahlen musst und was zuerst fällig ist, damit das Ganze klarere Umrisse bekommt.' },
    sleep: { match: typed('schlaf*', 'schläft', 'geschlafen', 'einschlafen', 'durchschlafen', 'schlaflosigkeit', 'albtraum*', 'albträume*', 'alptraum*', 'alpträume*', 'wachliegen', 'wach liegen', 'liege wach', 'lag wach', 'nachts wach'), the: 'deinem Schlaf', with: 'mit deinem Schlaf', step: 'Ein kleiner Schritt könnte sein, heute Abend die letzte Stunde vor dem Schlafengehen ohne Bildschirm zu verbringen und zu schauen, ob sich etwas verändert.' },
    health: { match: typed('gesundheit*', 'arzt', 'ärztin', 'ärzte', 'arzttermin*', 'krankenhaus*', 'klinik*', 'krank', 'kranke', 'krankheit*', 'krankgeschrieben', 'diagnose*', 'op', 'operation', 'schmerz*', 'untersuchung*', 'befund*', 'notaufnahme', 'medikament*', 'arztbesuch', 'hausarzt', 'hausärztin', 'facharzt', 'fachärzt*', 'spital', 'notarzt', 'rettungswagen', 'intensivstation', 'operiert', 'operieren', 'chirurg*', 'krebs', 'tumor', 'chemo*', 'symptom*', 'tabletten', 'kopfschmerz*', 'bauchschmerz*', 'rückenschmerz*', 'migräne', 'krankschreibung', 'erkrankung', 'erkrankt', 'reha', 'blutwerte', 'bluttest', 'röntgen', 'doktor', 'arztpraxis'), the: 'deiner Gesundheit', with: 'mit deiner Gesundheit', step: 'Ein kleiner Schritt könnte sein, deine Fragen vor dem nächsten Termin aufzuschreiben, damit du sie nicht alle im Kopf behalten musst.' },
    moving: { match: typed('umzug*', 'umziehen', 'ziehe um', 'ziehen um', 'zieh um', 'umgezogen', 'ausziehen', 'ausgezogen', 'neue stadt', 'neue wohnung', 'wohnungssuche', 'heimweh', 'zwangsräumung', 'räumungsklage', 'rausgeworfen', 'umzuziehen', 'wegziehen', 'weggezogen', 'ziehe weg', 'wegzug', 'zusammenziehen', 'zusammengezogen', 'neues zuhause', 'neue heimat', 'neues zimmer', 'auswandern', 'ausgewandert', 'auswanderung', 'andere stadt', 'kisten packen', 'wohnung gekündigt', 'eigene wohnung', 'auszug', 'einzug', 'eingezogen'), the: 'deinem Umzug', with: 'mit deinem Umzug', step: 'Ein kleiner Schritt könnte sein, dir eine Sache auszusuchen, durch die sich dein Zuhause diese Woche ein bisschen mehr nach dir anfühlt.' },
    pet: { match: typed('hund', 'hunde', 'hundes', 'hündin', 'welpe*', 'katze', 'katzen', 'kätzchen', 'haustier*', 'kaninchen', 'hamster', 'meerschweinchen', 'mein pferd', 'meinem pferd'), the: 'deinem Haustier', with: 'mit deinem Haustier', step: 'Ein kleiner Schritt könnte sein, dir heute einen ruhigen Moment nur dafür zu nehmen, was dein Haustier dir bedeutet: ein Foto, eine Erinnerung oder Zeit zusammen.', called: { 'hund': 'deinem Hund', 'hundes': 'deinem Hund', 'hündin': 'deiner Hündin', 'welpe*': 'deinem Welpen', 'katze': 'deiner Katze', 'kater': 'deinem Kater', 'kätzchen': 'deinem Kätzchen', 'kaninchen': 'deinem Kaninchen', 'mein pferd': 'deinem Pferd', 'meinem pferd': 'deinem Pferd' }, questions: ['Was geht dir bei {the} gerade am meisten durch den Kopf?', 'Was möchtest du mir von {the} erzählen?', 'Was bedeutet dir die Zeit mit {the}?'] },
    body: { match: typed('mein körper', 'meinen körper', 'meinem körper', 'mein gewicht', 'übergewicht', 'zugenommen', 'abnehmen', 'abgenommen', 'diät', 'kalorien', 'spiegel', 'mein aussehen', 'ich bin hässlich', 'fühle mich hässlich', 'meine haut', 'akne', 'mein bauch', 'meine oberschenkel', 'fressattacke*', 'essstörung', 'zu dünn', 'zu dick'), the: 'deinem Körper', with: 'mit deinem Körper', step: 'Ein kleiner Schritt könnte sein, eine Sache zu bemerken, die dein Körper heute für dich getan hat und die nichts damit zu tun hat, wie er aussieht.', questions: ['Wann belasten dich die Gedanken über deinen Körper am meisten?', 'Was würdest du einer Freundin oder einem Freund sagen, die sich so in ihrem Körper fühlen?', 'Was hilft dir, wenigstens ein bisschen, an Tagen, an denen du mit {the} haderst?'] },
  },
  asks: {
    recap: typed('zusammenfassen', 'zusammenfassung', 'fass zusammen', 'fass mal zusammen', 'fasse zusammen', 'fass das zusammen', 'was habe ich dir erzählt', 'was hab ich dir erzählt', 'was habe ich gesagt', 'was hab ich gesagt', 'was ich dir erzählt habe', 'was ich gesagt habe', 'erinner mich', 'erinnere mich', 'überblick', 'recap', 'resümee', 'fass kurz zusammen', 'fasst zusammen', 'was hab ich erzählt', 'was habe ich erzählt', 'was hatte ich gesagt', 'was hatte ich erzählt', 'worüber haben wir geredet', 'worüber haben wir gesprochen', 'was haben wir besprochen', 'wiederhol mal', 'kannst du wiederholen', 'was ich dir gesagt hab', 'was ich dir gesagt habe', 'was ich erzählt hab', 'was hab ich über', 'was habe ich über', 'weißt du noch was ich', 'rekapitulier*', 'rückblick'),
    isNormal: typed('ist das normal', 'ist es normal', 'ist das okay', 'ist es okay', 'ist es ok', 'ist das ok', 'ist das schlimm', 'ist es schlimm', 'ist das komisch', 'ist es komisch', 'ist das falsch', 'bin ich verrückt', 'bin ich komisch', 'bin ich der einzige', 'bin ich die einzige', 'geht es nur mir so', 'geht das nur mir so', 'geht das allen so', 'geht es anderen auch so', 'übertreibe ich', 'liege ich falsch', 'darf ich mich so fühlen', 'normal, dass', 'normal dass', 'isses normal', 'ist das seltsam', 'ist es seltsam', 'ist das merkwürdig', 'ist das schlecht', 'ist es schlecht', 'ist es falsch', 'ist das in ordnung', 'ist es in ordnung', 'bin ich normal', 'bin ich seltsam', 'bin ich zu empfindlich', 'bin ich zu sensibel', 'reagiere ich über', 'überreagiere ich', 'ist das übertrieben', 'kennt das jemand', 'kennt ihr das', 'geht das anderen auch so', 'geht es nur mir', 'schlimm, dass', 'schlimm dass', 'komisch, dass', 'komisch dass'),
    decision: typed('soll ich', 'sollte ich', 'sollt ich', 'wäre es besser', 'ist es besser', 'besser wäre', 'oder nicht', 'oder lieber', 'oder doch', 'lohnt es sich', 'lohnt sich das', 'was ist besser', 'was wäre besser', 'welches ist besser', 'entscheiden zwischen', 'kann mich nicht entscheiden', 'ich weiß nicht ob ich', 'weiß nicht ob ich', 'hin- und hergerissen', 'hin und hergerissen', 'hin und her gerissen', 'bleiben oder gehen', 'macht es sinn', 'macht es mehr sinn', 'sinnvoller'),
    whatCanIDo: typed('was kann ich', 'was mache ich', 'was mach ich', 'was tun', 'wie kann ich', 'wie gehe ich damit um', 'wie geh ich damit um', 'wie gehe ich mit', 'wie geh ich mit', 'hast du tipps', 'hast du einen tipp', 'irgendwelche tipps', 'tipps', 'einen rat', 'ratschlag', 'was würdest du tun', 'was würdest du machen', 'was würdest du an meiner stelle', 'hilf mir', 'nicht mehr weiter', 'nicht weiter weiß', 'was soll ich tun', 'was soll ich machen', 'wie soll ich', 'wie sag ich', 'wie sage ich', 'wie erkläre ich', 'wie bringe ich', 'wie mach ich', 'wie mache ich', 'wie schaffe ich', 'wie komme ich', 'wie kriege ich', 'wie krieg ich', 'was könnte ich', 'was kann man', 'brauche rat', 'vorschläge', 'einen vorschlag', 'wie werde ich damit fertig', 'wie komme ich darüber hinweg', 'was ich tun soll', 'was ich machen soll', 'wie kann man'),
  },
  reflectSubject: [
    'Es klingt so, als würde dich das, was {with} los ist, ziemlich belasten.',
    'Man merkt, wie wichtig dir ist, was {with} passiert.',
    'Ich höre raus, wie sehr dir das mit {the} im Kopf herumgeht.',
  ],
  alsoSubject: ['Und dann ist da ja auch noch das mit {the}.', 'Auch bei {the} scheint gerade einiges los zu sein.'],
  answer: {
    isNormal: [
      'Das ist normaler, als es sich gerade anfühlt; viele Menschen erleben in so einer Lage dasselbe.',
      'Viele Menschen fühlen sich in so einer Situation genauso; das heißt nicht, dass mit dir etwas nicht stimmt.',
      'Was du beschreibst, ist eine sehr menschliche Reaktion, und du bist damit bei Weitem nicht allein.',
    ],
    decision: [
      'Wenn du zwischen zwei Wegen hin- und hergerissen bist, kann die Frage helfen, welchen du bereuen würdest, nicht ausprobiert zu haben, und was dich jeder kosten würde.',
      'Eine Möglichkeit, es durchzudenken: Stell dir jede Entscheidung eine Woche später vor und achte darauf, welche sich leichter anfühlt.',
    ],
    whatCanIDo: [
      'Du musst nicht alles auf einmal lösen; es reicht, den nächsten kleinen Schritt zu finden.',
      'Es kann helfen, zu trennen, was in deiner Hand liegt und was nicht, und mit einem Stück anzufangen, das du selbst beeinflussen kannst.',
    ],
  },
  generalSteps: [
    'Ein kleiner Schritt könnte sein, aufzuschreiben, was dir gerade die meisten Sorgen macht, und das Allererste, was du dagegen tun könntest.',
    'Ein kleiner Schritt könnte sein, mit jemandem darüber zu reden, dem du vertraust, auch nur kurz, damit du das nicht allein tragen musst.',
  ],
  personQuestions: [
    'Was würdest du {the} am liebsten verständlich machen?',
    'Was brauchst du gerade am meisten von {the}?',
    'Wie läuft es in letzter Zeit zwischen dir und {the}?',
  ],
  situationQuestions: [
    'Was ist bei {the} gerade am schwersten für dich?',
    'Was könnte dir das mit {the} diese Woche ein kleines bisschen leichter machen?',
    'Wie lange belastet dich das mit {the} schon so?',
  ],
  moodBefore: {
    great: 'Du hast gesagt, dass es dir richtig gut geht, und das freut mich sehr.',
    good: 'Du hast gesagt, dass du dich heute gut fühlst, schön.',
    okay: 'Du hast gesagt, dass es dir heute ganz okay geht.',
    stressed: 'Du hast gesagt, dass du gestresst bist, also gehen wir das in deinem Tempo an.',
    anxious: 'Du hast gesagt, dass du gerade Angst oder Unruhe spürst, also gibt es hier keine Eile.',
    sad: 'Du hast gesagt, dass du heute traurig bist, und es tut mir leid, dass der Tag so schwer ist.',
    angry: 'Du hast gesagt, dass du wütend bist, und auch das darf hier sein.',
    overwhelmed: 'Du hast gesagt, dass dir gerade alles zu viel ist, also nehmen wir uns eins nach dem anderen vor.',
  },
  recap: {
    intro: 'Das habe ich bisher von dir gehört.',
    subjects: 'Du hast von {list} erzählt.',
    feelings: 'So hast du dich beschrieben: {list}.',
    quote: 'Du hast so angefangen: „{quote}“',
    empty: 'Wir haben gerade erst angefangen, da gibt es noch nicht viel zusammenzufassen.',
    check: 'Habe ich etwas übersehen, das dir wichtig ist?',
  },
  afterRisk: [
    'Ich denke noch an das, was du vorhin gesagt hast, und ich bin für dich da.',
    'Falls diese schweren Gedanken wiederkommen: Ein Krisentelefon ist jederzeit für dich da, Tag und Nacht.',
  ],
  recall: 'Du hast mir schon mal erzählt: {memory}',
  facts: {
    personName: {
      patterns: ['(?<!\\b(?:sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer|dein|deine|deinen|deinem|deiner|der|die|das|den|dem|ein|eine|einen|einem|einer) )(?<![\\p{L}])(?:mein(?:e|en|em|er)? )?{person}(?: hei(?:ß|ss)t| nennt sich|,)\\s+(\\p{L}+)'],
      memory: 'Der Name von {the} ist {value}.',
    },
    job: {
      patterns: [
        '\\bich (?:arbeite|jobbe|bin t[äa]tig) als (\\p{L}+)',
        '\\bich bin (?:von beruf )?((?:kranken|alten|kinder)?pfleger(?:in)?|krankenschwester|lehrer(?:in)?|arzt|[äa]rztin|student(?:in)?|sch[üu]ler(?:in)?|azubi|entwickler(?:in)?|programmierer(?:in)?|ingenieur(?:in)?|designer(?:in)?|kassierer(?:in)?|kellner(?:in)?|koch|k[öo]chin|fahrer(?:in)?|anwalt|anw[äa]ltin|buchhalter(?:in)?|erzieher(?:in)?|verk[äa]ufer(?:in)?|sozialarbeiter(?:in)?|friseur(?:in)?|polizist(?:in)?|elektriker(?:in)?|b[äa]cker(?:in)?)(?![\\p{L}])',
      ],
      memory: 'Dein Beruf: {value}.',
    },
    helps: {
      patterns: [
        '\\bwas mir (?:wirklich |meistens |immer |am meisten |oft |echt |total )?hilft,? (?:ist|sind) ([^.,!?;\\n]{3,60})',
        '\\bmir hilft (?:immer|meistens|wirklich|oft|echt|am meisten) ([^.,!?;\\n]{3,60})',
        '(?<![\\p{L}])(?!(?:was|das|es)(?![\\p{L}]))((?:\\p{L}+ ){0,2}\\p{L}+) hilft mir (?:immer|wirklich|meistens|oft|sehr|total|echt)(?![\\p{L}])',
      ],
      memory: 'Was dir hilft: {value}.',
    },
  },
  offlineNotice: 'Du sprichst gerade mit dem eingebauten Begleiter von Solace. Er funktioniert ohne KI-Dienst aus dem Internet und ist etwas einfacher.',
};
