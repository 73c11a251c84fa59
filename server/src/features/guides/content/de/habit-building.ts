import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Gewohnheiten aufbauen',
  summary: 'Wie Gewohnheiten entstehen, wie du klein anfängst und wie du nach einem verpassten Tag weitermachst.',
  readMinutes: 7,
  intro:
    'Gewohnheiten sind die kleinen Dinge, die du tust, ohne dich dafür entscheiden zu müssen: Sie prägen deine Tage mehr, als es große Vorsätze je könnten. Die gute Nachricht: Man kann sie bewusst aufbauen, einen winzigen Schritt nach dem anderen. Dieser Guide erklärt, wie Gewohnheiten funktionieren, und gibt dir einen Plan für eine Gewohnheit, die du gern wachsen lassen möchtest.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'Wie Gewohnheiten entstehen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jede Gewohnheit durchläuft dieselbe Schleife. Sobald du die Schleife erkennst, kannst du jeden Teil davon gestalten: den Auslöser gut sichtbar machen, die Handlung leicht und die Belohnung befriedigend.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Auslöser', text: 'Etwas, das die Gewohnheit startet: eine Uhrzeit, ein Ort, ein Gefühl oder das, was du gerade getan hast.' },
            { title: '2. Verlangen', text: 'Das Gefühl, nach dem du suchst: Ruhe, Energie, Verbundenheit, das Gefühl, voranzukommen.' },
            { title: '3. Reaktion', text: 'Die Handlung selbst. Je leichter sie ist, desto wahrscheinlicher passiert sie.' },
            { title: '4. Belohnung', text: 'Das gute Gefühl danach, das deinem Gehirn beibringt, die Schleife zu wiederholen.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Fang kleiner an, als es sinnvoll scheint',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Neue Gewohnheiten scheitern, wenn sie an einem schweren Tag zu viel verlangen. Schrumpfe die Gewohnheit, bis sie höchstens zwei Minuten dauert. Am Anfang geht es ums Dranbleiben, nicht um Leistung; wachsen lassen kannst du sie, sobald sie sich automatisch anfühlt.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '„Jeden Tag Sport machen“ wird zu „nach dem Frühstück die Turnschuhe anziehen“.',
            '„Mehr lesen“ wird zu „vor dem Schlafen eine Seite lesen“.',
            '„Meditieren“ wird zu „drei langsame Atemzüge nehmen, wenn ich mich an den Schreibtisch setze“.',
            '„Tagebuch schreiben“ wird zu „einen Satz über den heutigen Tag schreiben“.',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Deine Gewohnheit in fünf Schritten',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Wähle eine Gewohnheit',
              text: 'Such dir eine einzige Gewohnheit aus, die dir gerade wichtig ist. Mehrere gleichzeitig teilen deine Energie auf.',
              points: ['Werde konkret: was, wann und wo', 'Wähle etwas, das du willst, nicht etwas, das du „solltest“'],
            },
            {
              title: 'Verknüpfe sie mit einem Auslöser',
              text: 'Häng die neue Gewohnheit an etwas, das du sowieso jeden Tag tust.',
              points: ['„Nachdem ich mir morgens Kaffee eingeschenkt habe, werde ich …“', 'Wähle einen Auslöser, der zur selben Zeit am selben Ort passiert'],
            },
            {
              title: 'Mach es leicht',
              text: 'Räum die kleinen Hindernisse zwischen dir und der Gewohnheit aus dem Weg.',
              points: ['Leg am Vorabend alles bereit', 'Halte griffbereit, was du brauchst', 'Erschwere die Gewohnheiten, die du weniger willst'],
            },
            {
              title: 'Mach es befriedigend',
              text: 'Gönn dir eine kleine, sofortige Belohnung, damit sich die Gewohnheit jetzt gut anfühlt und nicht erst später.',
              points: ['Hak sie in einem Tracker ab', 'Verbinde sie mit etwas, das du magst, zum Beispiel deinem Lieblingslied'],
            },
            {
              title: 'Beobachten und anpassen',
              text: 'Schau nach zwei Wochen, was funktioniert hat. Behalte die Gewohnheit, verkleinere sie oder ändere den Auslöser.',
              points: ['Achte auf die Tage, an denen es nicht geklappt hat, und was da anders war', 'Lass die Gewohnheit erst wachsen, wenn sie sich automatisch anfühlt'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Gewohnheiten verknüpfen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Setz eine neue Gewohnheit auf eine, die du schon hast: „Nachdem ich [bisherige Gewohnheit], werde ich [neue Gewohnheit].“ Deine bestehende Routine wird zur Erinnerung.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Nachdem ich mir die Zähne geputzt habe, schreibe ich eine Sache auf, für die ich dankbar bin.',
            'Nachdem ich mich zum Mittagessen hingesetzt habe, trinke ich ein volles Glas Wasser.',
            'Nachdem ich am Feierabend den Laptop zugeklappt habe, dehne ich mich zwei Minuten lang.',
            'Nachdem ich ins Bett gegangen bin, lege ich mein Handy ans Ladegerät auf der anderen Seite des Zimmers.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'Wenn du einen Tag verpasst',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Einen Tag zu verpassen, passiert allen mal. Ein verpasster Tag hat kaum Einfluss auf eine Gewohnheit; entscheidend ist, dass du wieder einsteigst. Sieh einen Ausrutscher als Information, nicht als Beweis, dass du es nicht kannst.',
        },
        {
          kind: 'tip',
          title: 'Nie zweimal hintereinander',
          text: 'Wenn du einen Tag verpasst, mach die Version vom nächsten Tag so klein wie möglich (eine Seite, ein Atemzug, ein Liegestütz), einfach damit der Faden nicht reißt.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'Dein Gewohnheitsplan',
      blocks: [
        {
          kind: 'exercise',
          title: 'Entwirf eine winzige Gewohnheit',
          duration: '15 Minuten',
          steps: [
            'Schreib eine Gewohnheit auf, die du aufbauen möchtest, und warum sie dir wichtig ist.',
            'Schrumpfe sie auf eine Zwei-Minuten-Version, die du selbst an einem schweren Tag schaffst.',
            'Vervollständige den Satz: „Nachdem ich ____, werde ich ____.“',
            'Räum heute ein Hindernis aus dem Weg (bereitlegen, einrichten, sichtbar hinstellen).',
            'Hake in den nächsten zwei Wochen jeden Tag einen einfachen Tracker ab.',
          ],
          reflection: [
            'Was hat die Gewohnheit an den Tagen leichter gemacht, an denen sie geklappt hat?',
            'Was kam an den Tagen dazwischen, an denen sie nicht geklappt hat?',
            'Ist es Zeit, die Gewohnheit wachsen zu lassen, oder soll sie noch eine Weile klein bleiben?',
          ],
        },
      ],
    },
  ],
};
