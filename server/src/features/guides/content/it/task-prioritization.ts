import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Dare priorità alle attività',
  summary: 'Distingui ciò che conta davvero da ciò che fa solo rumore, con la matrice di Eisenhower e una routine quotidiana in cinque passi.',
  readMinutes: 7,
  intro:
    'Una lunga lista di cose da fare può sembrare un peso sul petto. Dare priorità non significa fare di più, ma scegliere di proposito a cosa dedicare le tue ore migliori, così il resto smette di tirarti per la manica. Questa guida ti mostra un modo semplice per ordinare le attività, una routine per pianificare ogni giornata e un breve esercizio da provare già oggi.',
  sections: [
    {
      id: 'why',
      heading: 'Perché tutto sembra urgente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La mente tratta ogni attività in sospeso come un cerchio da chiudere, e le attività rumorose (una notifica, una richiesta con scadenza) catturano l’attenzione prima di quelle silenziose ma importanti. Senza un modo per ordinarle, passiamo la giornata a reagire e la chiudiamo con la sensazione di aver avuto tanto da fare senza aver concluso molto.',
        },
        {
          kind: 'paragraph',
          text: 'Due domande aiutano a fare chiarezza: è importante (fa avanzare qualcosa a cui tengo)? Ed è urgente (ha bisogno di me presto, o qualcosa andrà storto)? Tenere separate queste due cose è il cuore della matrice di Eisenhower.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'La matrice di Eisenhower',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Disegna un quadrato diviso in quattro. Ogni attività va in un quadrante, e ogni quadrante ha la sua azione.',
        },
        {
          kind: 'matrix',
          columns: ['Urgente', 'Non urgente'],
          rows: ['Importante', 'Non importante'],
          quadrants: [
            {
              title: 'Fallo subito',
              action: 'Fallo oggi',
              text: 'Scadenze e problemi reali che hanno bisogno di te adesso. Pianificare in anticipo aiuta a tenere piccolo questo quadrante.',
              examples: ['Una relazione da consegnare oggi pomeriggio', 'Una questione di salute o di famiglia', 'Sistemare qualcosa che blocca altre persone'],
            },
            {
              title: 'Pianificalo',
              action: 'Mettilo in calendario',
              text: 'Ciò che costruisce il tuo futuro: pianificare, imparare, curare le relazioni, riposare. Raramente alza la voce, quindi dagli un momento preciso.',
              examples: ['Preparare la presentazione della prossima settimana', 'Movimento e sonno', 'Una telefonata a una vecchia amicizia'],
            },
            {
              title: 'Delegalo',
              action: 'Affidalo ad altri o raggruppalo',
              text: 'Richieste con una scadenza vicina che non devi per forza svolgere tu, o non con tutta la tua attenzione.',
              examples: ['La maggior parte degli inviti alle riunioni', 'Risposte di routine', 'Prenotazioni e appuntamenti'],
            },
            {
              title: 'Lascialo andare',
              action: 'Eliminalo',
              text: 'Né urgente né importante. Accorgertene ti restituisce tempo e attenzione, senza alcun costo.',
              examples: ['Scorrere lo schermo all’infinito', 'Riordinare di nuovo la casella di posta', 'Attività che porti avanti solo per abitudine'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Chiediti con sincerità cosa è «importante»',
          text: 'Importante vuol dire che serve ai tuoi obiettivi o al tuo benessere, non alla fretta di qualcun altro. Se non sai dire perché un’attività conta, probabilmente appartiene alla riga in basso.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Organizza la tua giornata in cinque passi',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Scrivi tutto',
              text: 'Svuota la testa su un’unica lista: lavoro, casa, commissioni, le cose che non ti fanno dormire la notte.',
              points: ['Usa un solo posto, carta o app', 'Scrivi le attività come azioni («scrivere a Sam per le date», non «Sam»)', 'Non ordinare ancora: tira solo fuori tutto'],
            },
            {
              title: 'Smistale nella matrice',
              text: 'Assegna un quadrante a ogni attività. Vai veloce: il primo istinto di solito è quello giusto.',
              points: ['Chiediti prima «è importante?», poi «è urgente?»', 'Se hai dubbi, mettila in Pianificalo', 'Cancella subito tutto ciò che finisce in Lascialo andare'],
            },
            {
              title: 'Scegli le tue tre priorità',
              text: 'Scegli al massimo tre attività che renderebbero questa giornata degna di essere vissuta, soprattutto da Fallo subito e Pianificalo.',
              points: ['Tre bastano per una buona giornata', 'Includi un’attività di Pianificalo, così anche ciò che è importante va avanti', 'Scrivile in cima alla pagina'],
            },
            {
              title: 'Dagli il loro tempo',
              text: 'Inserisci le tre priorità nel calendario, la più difficile per prima, nelle ore in cui hai la mente più lucida.',
              points: ['Fai una stima e aggiungi la metà', 'Lascia spazi per gli imprevisti', 'Proteggi il primo blocco dai messaggi'],
            },
            {
              title: 'Rivedi e riparti',
              text: 'A fine giornata, prenditi cinque minuti per guardare indietro e preparare la lista di domani.',
              points: ['Spunta ciò che hai finito e nota cosa hai provato', 'Sposta avanti le attività non finite, oppure lasciale andare', 'Chiudi la giornata con gentilezza: hai fatto quello che potevi'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Esercizio quotidiano',
      blocks: [
        {
          kind: 'exercise',
          title: 'Il riordino mattutino di dieci minuti',
          duration: '10 minuti',
          steps: [
            'Imposta un timer di dieci minuti e scrivi tutte le attività che hai in mente.',
            'Segna ognuna come FALLO SUBITO, PIANIFICALO, DELEGALO o LASCIALO ANDARE.',
            'Cerchia fino a tre attività che renderebbero oggi una buona giornata.',
            'Blocca del tempo per loro nel calendario, a partire dalla più difficile.',
            'Invia o annota ciò che affidi ad altri, e cancella ciò che lasci andare.',
          ],
          reflection: [
            'Quale quadrante conteneva la maggior parte delle mie attività oggi?',
            'C’era qualcosa che sembrava urgente ma non era davvero importante?',
            'Cosa ho provato stasera, dopo aver completato le mie tre priorità?',
          ],
        },
        {
          kind: 'tip',
          title: 'Vai piano',
          text: 'Ci sono giorni in cui l’attività più importante è prenderti cura di te. Riposare, mangiare bene e chiedere sostegno contano anch’essi come attività di Pianificalo.',
        },
      ],
    },
  ],
};
