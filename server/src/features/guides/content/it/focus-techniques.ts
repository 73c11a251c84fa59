import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Tecniche di concentrazione',
  summary: 'Pomodoro, blocchi di tempo, lavoro profondo e modi più sereni di gestire le distrazioni.',
  readMinutes: 8,
  intro:
    'La concentrazione dipende meno dalla forza di volontà che da come prepari le cose, perché la tua attenzione abbia un posto dove fermarsi. Queste quattro tecniche funzionano bene da sole e ancora meglio insieme. Provane una questa settimana, osserva cosa cambia e tieni ciò che fa per te.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'La tecnica del pomodoro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Lavora in brevi sessioni a tempo, con pause in mezzo. Una sessione è abbastanza breve da rendere facile iniziare, e la pausa arriva prima che la tua attenzione si esaurisca.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Scegli un’unica attività e scrivila.',
            'Imposta un timer di 25 minuti e lavora solo su quell’attività.',
            'Quando arriva una distrazione, annotala su una lista «per dopo» e torna al lavoro.',
            'Quando suona il timer, fai una pausa di 5 minuti lontano dallo schermo.',
            'Dopo quattro sessioni, concediti una pausa più lunga, da 15 a 30 minuti.',
          ],
        },
        {
          kind: 'tip',
          title: 'Adatta la durata',
          text: 'Se 25 minuti ti sembrano tanti, inizia con 15. Se sei in pieno flusso, prova 50 minuti con una pausa di 10. Il ritmo conta più dei numeri.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'I blocchi di tempo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dai un compito a ogni parte della giornata. Invece di una lista di cose da fare che si contendono la tua attenzione, il calendario ti dice cosa stai facendo adesso: decidi una volta e poi segui semplicemente il piano.',
        },
        {
          kind: 'schedule',
          caption: 'Una giornata di esempio',
          rows: [
            { time: '8:30 – 9:00', activity: 'Pianificare la giornata e ordinare le attività' },
            { time: '9:00 – 11:00', activity: 'Lavoro profondo: l’attività più importante' },
            { time: '11:00 – 11:30', activity: 'Messaggi ed email, tutti insieme' },
            { time: '11:30 – 12:30', activity: 'Riunioni o chiamate' },
            { time: '12:30 – 13:30', activity: 'Pranzo e una passeggiata all’aperto' },
            { time: '13:30 – 15:00', activity: 'Secondo blocco di concentrazione' },
            { time: '15:00 – 16:30', activity: 'Attività più piccole e pratiche varie' },
            { time: '16:30 – 17:00', activity: 'Rivedere la giornata e pianificare domani' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Metti il lavoro più impegnativo nelle ore in cui hai la mente più lucida.',
            'Raggruppa le attività simili (tutte le chiamate, tutte le email) in un solo blocco.',
            'Lascia dei blocchi cuscinetto: i piani slittano, ed è normale.',
            'Quando un blocco si allunga, sposta il resto della giornata invece di saltare le pause.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Il lavoro profondo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Il lavoro profondo è tempo concentrato e senza interruzioni dedicato a qualcosa di impegnativo: scrivere, progettare, studiare, risolvere un problema difficile. È lì che avviene la maggior parte dei progressi che contano, e per questo va protetto.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Crea un rituale', text: 'Stesso posto, stessa bevanda, stessa playlist. Una piccola routine dice alla tua mente che è il momento di concentrarsi.' },
            { title: 'Definisci il traguardo', text: 'Prima di iniziare, decidi cosa significa «finito» per questa sessione.' },
            { title: 'Chiudi le porte', text: 'Notifiche spente, telefono in un’altra stanza, una sola finestra aperta.' },
            { title: 'Riposa davvero', text: 'Il lavoro profondo stanca. Dopo, fai una pausa vera, non altro tempo davanti a uno schermo.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Inizia più in piccolo di quanto pensi',
          text: 'Un’ora di lavoro profondo al giorno è già un ottimo inizio. Aumenta di quindici minuti alla volta, man mano che diventa più facile.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Gestire le distrazioni',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le distrazioni arrivano da fuori (notifiche, persone, rumore) e da dentro (preoccupazioni, noia, la voglia di controllare). Entrambe sono normali. L’obiettivo non è non distrarsi mai, ma accorgersene prima e tornare con più gentilezza.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Digitali', text: 'Disattiva le notifiche non essenziali, usa la modalità concentrazione e tieni la posta chiusa tra un controllo e l’altro.' },
            { title: 'Ambiente', text: 'Libera la scrivania, usa le cuffie e fai sapere agli altri quando sei in un blocco di concentrazione.' },
            { title: 'Interne', text: 'Tieni una lista «per dopo» per i pensieri vaganti. Scrivere una preoccupazione ti permette di metterla da parte per ora.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Quando ti accorgi che stai divagando, dai un nome a ciò che succede («sto controllando di nuovo») e fai un respiro lento.',
            'Se la stessa preoccupazione continua a tornare, dedicale dieci minuti tutti suoi più tardi nella giornata.',
            'L’irrequietezza è un segnale, non un fallimento: una breve passeggiata spesso aiuta più che forzarsi.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Provaci oggi',
      blocks: [
        {
          kind: 'exercise',
          title: 'Un’ora protetta',
          duration: '60 minuti',
          steps: [
            'Scegli un’attività che conta e scrivi cosa significa «finito» per quest’ora.',
            'Metti il telefono in silenzioso e fuori portata; chiudi tutte le schede che non ti servono.',
            'Lavora in due sessioni da 25 minuti con una pausa di 5 minuti in mezzo.',
            'Annota su carta ogni distrazione invece di seguirla.',
            'Negli ultimi cinque minuti, annota a che punto sei e qual è il passo successivo.',
          ],
          reflection: [
            'Cosa ha attirato più spesso la mia attenzione?',
            'Quale parte della preparazione mi è stata più utile?',
            'In quale momento della giornata potrei proteggere un’altra ora come questa?',
          ],
        },
      ],
    },
  ],
};
