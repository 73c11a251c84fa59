import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Konzentrationstechniken',
  summary: 'Pomodoro, Zeitblöcke, konzentriertes Arbeiten und gelassenere Wege, mit Ablenkungen umzugehen.',
  readMinutes: 8,
  intro:
    'Konzentration hat weniger mit Willenskraft zu tun als damit, die Dinge so einzurichten, dass deine Aufmerksamkeit einen Ort zum Verweilen hat. Diese vier Techniken funktionieren einzeln gut und zusammen noch besser. Probier diese Woche eine aus, achte darauf, was sich verändert, und behalte, was zu dir passt.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'Die Pomodoro-Technik',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Arbeite in kurzen, getimten Runden mit Pausen dazwischen. Eine Runde ist klein genug, dass der Anfang leichtfällt, und die Pause kommt, bevor deine Aufmerksamkeit erschöpft ist.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Wähle eine einzige Aufgabe und schreib sie auf.',
            'Stell einen Timer auf 25 Minuten und arbeite nur an dieser Aufgabe.',
            'Wenn eine Ablenkung auftaucht, notiere sie auf einer „Später“-Liste und kehr zurück.',
            'Wenn der Timer klingelt, mach 5 Minuten Pause, weg vom Bildschirm.',
            'Nach vier Runden gönn dir eine längere Pause von 15 bis 30 Minuten.',
          ],
        },
        {
          kind: 'tip',
          title: 'Pass die Länge an',
          text: 'Wenn sich 25 Minuten lang anfühlen, fang mit 15 an. Wenn du richtig im Flow bist, probier 50 Minuten mit 10 Minuten Pause. Der Rhythmus zählt mehr als die Zahlen.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'Zeitblöcke',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Gib jedem Teil deines Tages eine Aufgabe. Statt einer To-do-Liste, die um deine Aufmerksamkeit kämpft, sagt dir dein Kalender, was jetzt dran ist: Du entscheidest einmal und folgst dann einfach dem Plan.',
        },
        {
          kind: 'schedule',
          caption: 'Ein Beispieltag',
          rows: [
            { time: '8:30 – 9:00', activity: 'Den Tag planen und Aufgaben sortieren' },
            { time: '9:00 – 11:00', activity: 'Konzentriertes Arbeiten: die wichtigste Aufgabe' },
            { time: '11:00 – 11:30', activity: 'Nachrichten und E-Mails, gebündelt' },
            { time: '11:30 – 12:30', activity: 'Meetings oder Telefonate' },
            { time: '12:30 – 13:30', activity: 'Mittagessen und ein Spaziergang draußen' },
            { time: '13:30 – 15:00', activity: 'Zweiter Fokusblock' },
            { time: '15:00 – 16:30', activity: 'Kleinere Aufgaben und Organisatorisches' },
            { time: '16:30 – 17:00', activity: 'Auf den Tag zurückblicken und morgen planen' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Leg deine schwierigste Arbeit in die Stunden, in denen du am klarsten bist.',
            'Bündle ähnliche Aufgaben (alle Anrufe, alle E-Mails) in einem Block.',
            'Plane Pufferblöcke ein: Pläne verrutschen, und das ist in Ordnung.',
            'Wenn ein Block länger dauert, verschieb lieber den Rest des Tages, als Pausen ausfallen zu lassen.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Konzentriertes Arbeiten (Deep Work)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Deep Work ist konzentrierte, ungestörte Zeit für etwas Anspruchsvolles: schreiben, gestalten, lernen, ein schwieriges Problem lösen. Hier entsteht der meiste bedeutsame Fortschritt, und deshalb braucht diese Zeit Schutz.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Schaff dir ein Ritual', text: 'Derselbe Ort, dasselbe Getränk, dieselbe Playlist. Eine kleine Routine sagt deinem Kopf, dass jetzt Zeit zum Konzentrieren ist.' },
            { title: 'Leg das Ziel fest', text: 'Entscheide vor dem Start, wie „fertig“ für diese Einheit aussieht.' },
            { title: 'Mach die Türen zu', text: 'Benachrichtigungen aus, Handy in einem anderen Raum, nur ein Fenster offen.' },
            { title: 'Ruh dich bewusst aus', text: 'Deep Work ist anstrengend. Lass danach eine echte Pause folgen, nicht noch mehr Bildschirmzeit.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Fang kleiner an, als du denkst',
          text: 'Eine Stunde Deep Work am Tag ist ein starker Anfang. Steigere dich in Schritten von fünfzehn Minuten, wenn es dir leichter fällt.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Mit Ablenkungen umgehen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ablenkungen kommen von außen (Pings, Menschen, Lärm) und von innen (Sorgen, Langeweile, der Drang, kurz nachzusehen). Beides ist normal. Das Ziel ist nicht, nie abgelenkt zu sein, sondern es früher zu bemerken und sanfter zurückzukehren.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Digital', text: 'Schalte unwichtige Benachrichtigungen aus, nutze den Fokusmodus und lass dein Postfach zwischen den festen Zeiten geschlossen.' },
            { title: 'Umgebung', text: 'Räum deinen Schreibtisch frei, nutze Kopfhörer und sag anderen Bescheid, wenn du in einem Fokusblock bist.' },
            { title: 'Innerlich', text: 'Führ eine „Später“-Liste für abschweifende Gedanken. Eine Sorge aufzuschreiben hilft dir, sie fürs Erste beiseitezulegen.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Wenn du merkst, dass du abschweifst, benenne es („schon wieder nachsehen“) und atme einmal langsam durch.',
            'Wenn dieselbe Sorge immer wiederkommt, gib ihr später am Tag zehn Minuten ganz für sich.',
            'Unruhe ist ein Signal, kein Versagen: Ein kurzer Spaziergang hilft oft mehr, als dich zu zwingen.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Probier es heute aus',
      blocks: [
        {
          kind: 'exercise',
          title: 'Eine geschützte Stunde',
          duration: '60 Minuten',
          steps: [
            'Wähle eine Aufgabe, die zählt, und schreib auf, was „fertig“ für diese Stunde bedeutet.',
            'Schalte dein Handy stumm und leg es außer Reichweite; schließ alle Tabs, die du nicht brauchst.',
            'Arbeite in zwei Runden à 25 Minuten mit 5 Minuten Pause dazwischen.',
            'Notiere jede Ablenkung auf Papier, statt ihr nachzugeben.',
            'Schreib in den letzten fünf Minuten auf, wo du aufgehört hast und was der nächste Schritt ist.',
          ],
          reflection: [
            'Was hat am häufigsten an meiner Aufmerksamkeit gezogen?',
            'Welcher Teil der Vorbereitung hat am meisten geholfen?',
            'Wann am Tag könnte ich noch eine solche Stunde schützen?',
          ],
        },
      ],
    },
  ],
};
