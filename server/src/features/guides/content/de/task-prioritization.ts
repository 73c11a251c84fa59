import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Aufgaben priorisieren',
  summary: 'Trenne, was wirklich zählt, von dem, was nur laut ist: mit der Eisenhower-Matrix und einer täglichen Routine in fünf Schritten.',
  readMinutes: 7,
  intro:
    'Eine lange To-do-Liste kann sich anfühlen wie ein Gewicht auf der Brust. Beim Priorisieren geht es nicht darum, mehr zu schaffen, sondern bewusst zu entscheiden, was deine besten Stunden bekommt, damit der Rest nicht mehr ständig an deiner Aufmerksamkeit zerrt. Dieser Guide zeigt dir eine einfache Art, deine Aufgaben zu sortieren, eine Routine, um jeden Tag zu planen, und eine kurze Übung, die du noch heute ausprobieren kannst.',
  sections: [
    {
      id: 'why',
      heading: 'Warum sich alles dringend anfühlt',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unser Kopf behandelt jede offene Aufgabe wie eine unerledigte Schleife, und laute Aufgaben (eine Benachrichtigung, eine Bitte mit Frist) ziehen die Aufmerksamkeit vor den leisen, wichtigen auf sich. Ohne eine Möglichkeit, sie zu sortieren, reagieren wir den ganzen Tag und beenden ihn mit dem Gefühl, beschäftigt gewesen zu sein, aber nichts geschafft zu haben.',
        },
        {
          kind: 'paragraph',
          text: 'Zwei Fragen bringen Klarheit in den Lärm: Ist das wichtig (bringt es etwas voran, das mir am Herzen liegt)? Und ist es dringend (braucht es mich bald, oder geht sonst etwas schief)? Diese beiden Fragen auseinanderzuhalten, ist der Kern der Eisenhower-Matrix.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'Die Eisenhower-Matrix',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Zeichne ein Quadrat und teile es in vier Felder. Jede Aufgabe kommt in ein Feld, und jedes Feld hat seine eigene Handlung.',
        },
        {
          kind: 'matrix',
          columns: ['Dringend', 'Nicht dringend'],
          rows: ['Wichtig', 'Nicht wichtig'],
          quadrants: [
            {
              title: 'Sofort erledigen',
              action: 'Heute erledigen',
              text: 'Fristen und echte Probleme, die dich jetzt brauchen. Wenn du vorausplanst, bleibt dieses Feld klein.',
              examples: ['Ein Bericht, der heute Nachmittag fällig ist', 'Eine gesundheitliche oder familiäre Angelegenheit', 'Etwas reparieren, das andere aufhält'],
            },
            {
              title: 'Einplanen',
              action: 'Trag es in deinen Kalender ein',
              text: 'Das, was deine Zukunft aufbaut: planen, lernen, Beziehungen pflegen, dich ausruhen. Es meldet sich selten laut, also gib ihm einen festen Termin.',
              examples: ['Die Präsentation für nächste Woche vorbereiten', 'Bewegung und Schlaf', 'Ein Anruf bei einer alten Freundin oder einem alten Freund'],
            },
            {
              title: 'Abgeben',
              action: 'Gib es weiter oder bündle es',
              text: 'Anfragen, die zwar eilig sind, aber nicht von dir oder nicht mit deiner vollen Aufmerksamkeit erledigt werden müssen.',
              examples: ['Die meisten Einladungen zu Meetings', 'Routineantworten', 'Buchungen und Terminabsprachen'],
            },
            {
              title: 'Streichen',
              action: 'Lass es los',
              text: 'Weder dringend noch wichtig. Wenn du diese Aufgaben erkennst, gewinnst du Zeit und Aufmerksamkeit, ohne etwas zu verlieren.',
              examples: ['Endloses Scrollen', 'Das Postfach immer wieder neu sortieren', 'Aufgaben, die du nur aus Gewohnheit behältst'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Sei ehrlich mit „wichtig“',
          text: 'Wichtig heißt, dass es deinen Zielen oder deinem Wohlbefinden dient, nicht dem Zeitdruck von jemand anderem. Wenn du nicht sagen kannst, warum eine Aufgabe zählt, gehört sie wahrscheinlich in die untere Reihe.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Priorisiere deinen Tag in fünf Schritten',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Alles aufschreiben',
              text: 'Leere deinen Kopf auf eine einzige Liste: Arbeit, Zuhause, Besorgungen, alles, was dich nachts wach hält.',
              points: ['Nutze einen einzigen Ort, Papier oder App', 'Schreib Aufgaben als Handlungen („Sam wegen der Termine mailen“, nicht „Sam“)', 'Noch nicht sortieren: erst einmal alles rausschreiben'],
            },
            {
              title: 'In die Matrix sortieren',
              text: 'Gib jeder Aufgabe ein Feld. Geh zügig vor: Dein erstes Gefühl liegt meistens richtig.',
              points: ['Frag zuerst „wichtig?“, dann „dringend?“', 'Wenn du unsicher bist, kommt sie zu Einplanen', 'Streich alles unter Streichen sofort durch'],
            },
            {
              title: 'Wähle deine drei wichtigsten',
              text: 'Such dir höchstens drei Aufgaben aus, die den heutigen Tag lohnend machen würden, vor allem aus Sofort erledigen und Einplanen.',
              points: ['Drei reichen für einen guten Tag', 'Nimm eine Aufgabe aus Einplanen dazu, damit auch Wichtiges vorankommt', 'Schreib sie ganz oben auf die Seite'],
            },
            {
              title: 'Gib ihnen Zeit',
              text: 'Trag deine drei wichtigsten Aufgaben in den Kalender ein, die schwierigste zuerst, in den Stunden, in denen du am klarsten bist.',
              points: ['Schätz die Dauer und rechne die Hälfte dazu', 'Lass Lücken für Unerwartetes', 'Schütze den ersten Block vor Nachrichten'],
            },
            {
              title: 'Rückblick und Neustart',
              text: 'Nimm dir am Ende des Tages fünf Minuten, um zurückzublicken und die Liste für morgen vorzubereiten.',
              points: ['Hake ab, was du geschafft hast, und spür nach, wie es sich angefühlt hat', 'Verschiebe Unerledigtes nach vorn oder streich es', 'Schließ den Tag freundlich ab: Du hast getan, was du konntest'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Tägliche Übung',
      blocks: [
        {
          kind: 'exercise',
          title: 'Das Zehn-Minuten-Sortieren am Morgen',
          duration: '10 Minuten',
          steps: [
            'Stell einen Timer auf zehn Minuten und schreib jede Aufgabe auf, die dir im Kopf herumgeht.',
            'Markiere jede mit SOFORT, EINPLANEN, ABGEBEN oder STREICHEN.',
            'Kreise bis zu drei Aufgaben ein, die heute zu einem guten Tag machen würden.',
            'Blocke Zeit dafür in deinem Kalender, die schwierigste zuerst.',
            'Schick ab oder notiere, was du weitergibst, und streich durch, was du loslässt.',
          ],
          reflection: [
            'In welchem Feld lagen heute die meisten meiner Aufgaben?',
            'Kam mir etwas dringend vor, das gar nicht wirklich wichtig war?',
            'Wie hat es sich heute Abend angefühlt, meine drei wichtigsten Aufgaben zu schaffen?',
          ],
        },
        {
          kind: 'tip',
          title: 'Sei sanft mit dir',
          text: 'An manchen Tagen ist die wichtigste Aufgabe, gut für dich zu sorgen. Ausruhen, gut essen und um Unterstützung bitten zählen auch als Aufgaben zum Einplanen.',
        },
      ],
    },
  ],
};
