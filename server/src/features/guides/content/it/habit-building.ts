import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Costruire abitudini',
  summary: 'Come nascono le abitudini, come iniziare in piccolo e come andare avanti dopo un giorno saltato.',
  readMinutes: 7,
  intro:
    'Le abitudini sono le piccole cose che fai senza doverle decidere, e danno forma alle tue giornate molto più dei grandi propositi. La buona notizia è che si possono costruire di proposito, un piccolo passo alla volta. Questa guida spiega come funzionano le abitudini e ti offre un piano per coltivarne una che ti sta a cuore.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'Come nascono le abitudini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ogni abitudine segue lo stesso ciclo. Quando riesci a vederlo, puoi modellarne ogni parte: rendere il segnale evidente, l’azione facile e la ricompensa appagante.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Segnale', text: 'Ciò che fa partire l’abitudine: un orario, un luogo, un’emozione o quello che hai appena fatto.' },
            { title: '2. Desiderio', text: 'La sensazione che cerchi: calma, energia, connessione, la sensazione di fare progressi.' },
            { title: '3. Risposta', text: 'L’azione vera e propria. Più è facile, più è probabile che accada.' },
            { title: '4. Ricompensa', text: 'La sensazione piacevole che arriva dopo e che insegna al cervello a ripetere il ciclo.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Inizia più in piccolo di quanto sembri utile',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le nuove abitudini falliscono quando chiedono troppo in una giornata difficile. Riducila finché non richiede due minuti o meno. All’inizio l’obiettivo è esserci, non dare il massimo; potrai farla crescere quando ti verrà naturale.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '«Fare esercizio ogni giorno» diventa «mettere le scarpe da ginnastica dopo colazione».',
            '«Leggere di più» diventa «leggere una pagina prima di dormire».',
            '«Meditare» diventa «fare tre respiri lenti quando mi siedo alla scrivania».',
            '«Tenere un diario» diventa «scrivere una frase sulla giornata».',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Costruisci la tua abitudine in cinque passi',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Scegli una sola abitudine',
              text: 'Scegli un’abitudine che per te conta adesso. Più abitudini insieme disperdono le energie.',
              points: ['Rendila precisa: cosa, quando e dove', 'Scegli qualcosa che desideri, non qualcosa che senti di «dover» fare'],
            },
            {
              title: 'Agganciala a un segnale',
              text: 'Collega la nuova abitudine a qualcosa che fai già ogni giorno.',
              points: ['«Dopo aver versato il caffè del mattino, io…»', 'Scegli un segnale che avviene alla stessa ora e nello stesso posto'],
            },
            {
              title: 'Rendila facile',
              text: 'Togli i piccoli ostacoli tra te e l’abitudine.',
              points: ['Prepara tutto la sera prima', 'Tieni a portata di mano ciò che ti serve', 'Aggiungi attrito alle abitudini che vuoi ridurre'],
            },
            {
              title: 'Rendila appagante',
              text: 'Concediti una piccola ricompensa immediata, così l’abitudine ti fa stare bene subito e non solo più avanti.',
              points: ['Spuntala su un tracker', 'Abbinala a qualcosa che ti piace, come la tua canzone preferita'],
            },
            {
              title: 'Osserva e aggiusta',
              text: 'Dopo due settimane, guarda cosa ha funzionato. Mantienila, riducila o cambia il segnale.',
              points: ['Nota i giorni in cui è saltata e cosa c’era di diverso', 'Falla crescere solo quando ti viene naturale'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Concatenare le abitudini',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Appoggia una nuova abitudine su una che hai già: «Dopo [abitudine attuale], farò [nuova abitudine].» La tua routine di sempre diventa il promemoria.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Dopo aver lavato i denti, scriverò una cosa per cui provo gratitudine.',
            'Dopo aver apparecchiato per il pranzo, berrò un bicchiere d’acqua pieno.',
            'Dopo aver chiuso il portatile a fine giornata, farò stretching per due minuti.',
            'Dopo aver indossato il pigiama, metterò il telefono in carica dall’altra parte della stanza.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'Quando salti un giorno',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A tutti capita di saltare qualche giorno. Un giorno saltato non ha quasi nessun effetto su un’abitudine; quello che conta è ricominciare. Considera uno scivolone come un’informazione, non come la prova che non ce la fai.',
        },
        {
          kind: 'tip',
          title: 'Mai due volte di fila',
          text: 'Se salti un giorno, rendi la versione del giorno dopo la più piccola possibile (una pagina, un respiro, un piegamento), solo per non spezzare il filo.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'Il tuo piano per l’abitudine',
      blocks: [
        {
          kind: 'exercise',
          title: 'Progetta una piccolissima abitudine',
          duration: '15 minuti',
          steps: [
            'Scrivi un’abitudine che vorresti costruire e perché per te è importante.',
            'Riducila a una versione da due minuti che potresti fare anche in una giornata difficile.',
            'Completa la frase: «Dopo ____, farò ____.»',
            'Togli oggi un ostacolo (prepara, sistema, metti in vista).',
            'Segna ogni giorno un semplice tracker per le prossime due settimane.',
          ],
          reflection: [
            'Cosa ha reso l’abitudine più facile nei giorni in cui l’ho fatta?',
            'Cosa si è messo in mezzo nei giorni in cui non l’ho fatta?',
            'È il momento di far crescere l’abitudine, o di tenerla piccola ancora per un po’?',
          ],
        },
      ],
    },
  ],
};
