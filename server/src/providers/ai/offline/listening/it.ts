import type { ListeningPack } from './listening-pack';

/** Jobs named after "sono (un/una)" or "faccio (il/la/l')". */
const jobs =
  '(infermier[ea]|insegnante|maestr[ao]|professor(?:e|essa)|medico|dottor(?:e|essa)|commess[ao]|camerier[ea]|cuoc[ao]|chef|' +
  'programmator(?:e|rice)|sviluppator(?:e|rice)|ingegnere|avvocat(?:o|a|essa)|commercialista|cassier[ea]|autista|badante|' +
  'operai[oa]|impiegat[ao]|barista|parrucchier[ea]|estetista|architett[ao]|grafic[ao]|designer|psicolog[ao]|farmacista|' +
  'ostetric[ao]|oss|educator(?:e|rice)|segretari[ao]|giornalista|poliziott[ao]|muratore|elettricista|idraulico|rider|' +
  'fattorino|studente|studentessa|educatrice|logopedista|fisioterapista|veterinari[ao]|dentista|magazzinier[ea])(?!\\p{L})';

export const italianListening: ListeningPack = {
  subjects: {
    mother: { match: ['mia suocera', 'suocera', 'madre', 'madri', 'mamma', 'mamme', 'mammina', 'mami', 'mia mamma', 'mammà', 'matrigna', 'mia madre'], the: 'tua madre', with: 'con tua madre', step: "Un piccolo passo potrebbe essere scegliere una sola cosa che vorresti far sapere a tua madre, e dirle solo quella, con calma, la prossima volta che vi sentite.", called: { 'matrigna': 'tua matrigna', 'suocera': 'tua suocera', 'mia suocera': 'tua suocera' } },
    father: { match: ['mio suocero', 'suocero', 'padre', 'padri', 'papà', 'papa', 'papa\'', 'papi', 'babbo', 'babbino', 'papino', 'patrigno', 'mio padre'], the: 'tuo padre', with: 'con tuo padre', step: "Un piccolo passo potrebbe essere capire di cosa hai bisogno da tuo padre in questo momento, e cosa puoi lasciar andare almeno per oggi.", called: { 'patrigno': 'tuo patrigno', 'suocero': 'tuo suocero', 'mio suocero': 'tuo suocero' } },
    parents: { match: ['genitori', 'famiglia', 'famiglie', 'familiari', 'parenti', 'mamma e papà', 'i miei vecchi', 'suoceri', 'familiare', 'parentado', 'i miei genitori'], the: 'la tua famiglia', with: 'con la tua famiglia', step: "Un piccolo passo potrebbe essere scegliere la persona della tua famiglia con cui ti senti più a tuo agio, e raccontarle un po' di come stai vivendo tutto questo.", called: { 'suoceri': 'i tuoi suoceri' } },
    sister: { match: ['sorell*', 'sorellastra'], the: 'tua sorella', with: 'con tua sorella', step: "Un piccolo passo potrebbe essere mandare a tua sorella un breve messaggio su come ti senti, senza cercare di sistemare tutto in una volta." },
    brother: { match: ['fratell*', 'fratellastro'], the: 'tuo fratello', with: 'con tuo fratello', step: "Un piccolo passo potrebbe essere dire a tuo fratello, in una o due frasi, una cosa di cui hai bisogno da lui, in un momento di calma per entrambi." },
    partner: { match: ['partner', 'fidanzat*', 'marito', 'mariti', 'moglie', 'mogli', 'il mio ragazzo', 'la mia ragazza', 'mio compagno', 'mia compagna', 'il mio moroso', 'la mia morosa', 'convivente', 'compagno di vita', 'compagna di vita', 'mio ragazzo', 'mia ragazza', 'la mia dolce metà', 'la mia metà', 'consorte', 'il mio matrimonio', 'nostro matrimonio', 'la nostra relazione', 'nostra relazione', 'la mia relazione', 'il mio amore', 'conviviamo', 'convivenza', 'mio marito', 'mia moglie'], the: 'il tuo partner', with: 'con il tuo partner', step: "Un piccolo passo potrebbe essere chiedere al tuo partner mezz'ora tranquilla per parlare, e cominciare da come ti senti più che da cosa è andato storto." },
    ex: { match: ['ex', 'il mio ex', 'la mia ex', 'rottura', 'ci siamo lasciati', 'ci siamo lasciate', 'mi ha lasciato', 'mi ha lasciata', 'mollato', 'mollata', 'mi ha mollato', 'mi ha mollata', 'separazione', 'separati', 'separata', 'separato', 'divorzi*', 'finita la storia', 'storia finita', 'è finita tra noi', 'e finita tra noi', 'l\'ex', 'ex ragazzo', 'ex ragazza', 'ex fidanzato', 'ex fidanzata', 'ex marito', 'ex moglie', 'lasciarci', 'ci lasciamo', 'mi ha scaricato', 'mi ha scaricata', 'cuore spezzato', 'mal d\'amore', 'pene d\'amore', 'l\'ho lasciato', 'l\'ho lasciata', 'ci siamo separati'], the: 'la rottura', with: 'dopo la rottura', step: "Un piccolo passo potrebbe essere regalarti una serata, questa settimana, dedicata solo a prenderti cura di te, senza andare a controllare cosa fa quella persona." },
    friend: { match: ['amica', 'amico', 'amic*', 'migliore amico', 'migliore amica', 'bff', 'bestie', 'la mia amica', 'il mio amico'], the: 'il tuo amico o la tua amica', with: 'con il tuo amico o la tua amica', step: "Un piccolo passo potrebbe essere scrivere un messaggio breve e sincero su come ti senti in questa amicizia, e aspettare un giorno prima di decidere se mandarlo.", called: { 'amico': 'il tuo amico', 'amica': 'la tua amica', 'migliore amico': 'il tuo migliore amico', 'migliore amica': 'la tua migliore amica' } },
    manager: { match: ['capo', 'capa', 'capi', 'il mio capo', 'la mia capa', 'manager', 'dirigente', 'direttore', 'direttrice', 'il mio responsabile', 'la mia responsabile', 'il mio superiore', 'la mia superiore', 'datore di lavoro', 'datrice di lavoro', 'titolare', 'supervisore', 'team leader', 'capoufficio', 'caporeparto', 'capoturno', 'coordinatore', 'coordinatrice', 'i miei superiori', 'boss', 'il mio manager', 'la mia manager'], the: 'il tuo capo', with: 'con il tuo capo', step: "Un piccolo passo potrebbe essere scrivere in due o tre frasi cosa vuoi chiedere al tuo capo, e scegliere un momento tranquillo per farlo." },
    colleague: { match: ['la mia collega', 'il mio collega', 'collega', 'colleghi', 'colleghe', 'collega di lavoro', 'colleghi di lavoro', 'compagno di lavoro', 'compagna di lavoro', 'compagni di lavoro', 'compagno d\'ufficio', 'compagni d\'ufficio', 'quelli del lavoro', 'gente del lavoro', 'uno del lavoro', 'una del lavoro', 'qualcuno al lavoro', 'collaboratore', 'collaboratrice', 'i miei colleghi'], the: 'il tuo o la tua collega', with: 'con il tuo o la tua collega', step: "Un piccolo passo potrebbe essere annotare una cosa precisa che ha fatto il tuo o la tua collega e come ti ha fatto sentire, così avrai tutto chiaro se decidi di parlarne.", called: { 'il mio collega': 'il tuo collega', 'la mia collega': 'la tua collega' } },
    landlord: { match: ['padrone di casa', 'padrona di casa', 'proprietari*', 'locatore', 'locatrice', 'agenzia immobiliare', 'padrone dell\'appartamento', 'padrona dell\'appartamento', 'padroni di casa', 'amministratore di condominio', 'l\'amministratore del condominio', 'chi mi affitta'], the: 'il padrone di casa', with: 'con il padrone di casa', step: "Un piccolo passo potrebbe essere mettere per iscritto, in un breve messaggio con le date, cosa ti serve dal padrone di casa, così ne resta traccia." },
    child: { match: ['figli*', 'bambin*', 'bimb*', 'ragazzino', 'ragazzina', 'ragazzini', 'neonato', 'neonata', 'adolescente', 'mio piccolo', 'mia piccola', 'i miei piccoli', 'neonati', 'adolescenti', 'pargol*', 'prole', 'marmocch*', 'primogenit*'], the: 'tuo figlio o tua figlia', with: 'con tuo figlio o tua figlia', step: "Un piccolo passo potrebbe essere ritagliarti dieci minuti tranquilli con tuo figlio o tua figlia, senza nessun compito da fare, solo per stare insieme.", called: { 'figlio': 'tuo figlio', 'mio figlio': 'tuo figlio', 'figlia': 'tua figlia', 'mia figlia': 'tua figlia', 'figli': 'i tuoi figli', 'i miei figli': 'i tuoi figli', 'figlie': 'le tue figlie' } },
    teacher: { match: ['professor*', 'prof', 'profe', 'insegnant*', 'maestr*', 'docent*', 'relatore', 'relatrice', 'tutor', 'preside', 'correlatore', 'correlatrice', 'istruttore', 'istruttrice', 'la prof', 'il prof'], the: "l'insegnante", with: "con l'insegnante", step: "Un piccolo passo potrebbe essere scrivere esattamente cosa ha detto l'insegnante e come ti ha fatto sentire, così puoi decidere con calma se parlarne." },
    flatmate: { match: ['coinquilin*', 'coinqui', 'compagno di stanza', 'compagna di stanza', 'compagni di stanza', 'compagno di casa', 'compagna di casa', 'compagni di casa', 'chi vive con me', 'divido casa', 'divido la casa', 'divido l\'appartamento', 'conquilin*', 'compagna di appartamento', 'compagno di appartamento', 'compagni di appartamento', 'con cui vivo', 'con cui abito', 'chi abita con me', 'divido la stanza', 'divido la camera', 'compagni di camera', 'compagno di camera', 'compagna di camera', 'roommate', 'casa condivisa'], the: 'la persona con cui dividi casa', with: 'con la persona con cui dividi casa', step: "Un piccolo passo potrebbe essere proporre alla persona con cui dividi casa una breve chiacchierata tranquilla su una cosa sola, per esempio le pulizie, in un momento che vada bene a entrambi." },
    grandparent: { match: ['nonn*', 'bisnonn*', 'mia nonna', 'mio nonno'], the: 'tuo nonno o tua nonna', with: 'con tuo nonno o tua nonna', step: "Un piccolo passo potrebbe essere pensare a un modo semplice per stare in contatto con tuo nonno o tua nonna questa settimana, come una telefonata, una visita o un biglietto.", called: { 'nonna': 'tua nonna', 'mia nonna': 'tua nonna', 'nonno': 'tuo nonno', 'mio nonno': 'tuo nonno', 'nonni': 'i tuoi nonni', 'i miei nonni': 'i tuoi nonni' } },
    work: { match: ['lavor*', 'ufficio', 'impiego', 'turno', 'turni', 'straordinari', 'straordinario', 'carriera', 'licenziat*', 'licenziament*', 'mi hanno licenziato', 'mi hanno licenziata', 'cassa integrazione', 'posto fisso', 'contratto', 'mestiere', 'professione', 'azienda', 'ditta', 'dimissioni', 'dimettermi', 'mi dimetto', 'licenziarmi', 'licenziare', 'licenziano', 'disoccupat*', 'disoccupazione', 'precario', 'precaria', 'precariato', 'stage', 'tirocinio', 'smart working', 'mobbing', 'burnout'], the: 'il lavoro', with: 'al lavoro', step: "Un piccolo passo potrebbe essere scrivere l'attività di lavoro che ti preoccupa di più e il primo pezzetto da dieci minuti con cui cominciarla." },
    interview: { match: ['colloqui*', 'candidatur*', 'cercare lavoro', 'cerco lavoro', 'cerco un lavoro', 'ricerca di lavoro', 'ricerca lavoro', 'mandare curriculum', 'curriculum', 'selezione', 'selezioni', 'cerco un impiego', 'cercare un impiego', 'annunci di lavoro', 'offerta di lavoro', 'offerte di lavoro', 'cv', 'il mio cv', 'selezionatore', 'provino', 'candidarmi', 'mi sono candidato', 'mi sono candidata'], the: 'il colloquio', with: 'intorno al colloquio', step: "Un piccolo passo potrebbe essere scrivere tre tuoi punti di forza e ripeterli ad alta voce una volta, così li avrai pronti per il colloquio." },
    exam: { match: ['esame', 'universita', 'università', 'esam*', 'verifica', 'verifiche', 'interrogazion*', 'compiti', 'compito in classe', 'studi*', 'tesi', 'maturità', 'maturita', 'universit*', 'uni', 'scuola', 'liceo', 'lezion*', 'voti', 'brutto voto', 'sessione', 'test', 'quiz', 'concorso', 'prova scritta', 'prova orale', 'l\'orale', 'lo scritto', 'laurea*', 'facoltà', 'facolta', 'le medie', 'le superiori', 'alle superiori', 'bocciat*', 'cfu', 'ripasso', 'ripassare', 'invalsi', 'interrogazione'], the: 'lo studio', with: 'con lo studio', step: "Un piccolo passo potrebbe essere scegliere un solo argomento per domani e programmare 25 minuti di studio, con una pausa subito dopo.", called: { 'scuola': 'la scuola', 'università': 'l\'università', 'universita': 'l\'università', 'esame': 'l\'esame', 'maturità': 'la maturità', 'maturita': 'la maturità', 'tesi': 'la tesi' } },
    money: { match: ['soldi', 'denaro', 'grana', 'affitto', 'debit*', 'bollett*', 'prestito', 'prestiti', 'mutuo', 'stipendio', 'stipendi', 'pagare', 'pagamenti', 'spese', 'fine mese', 'al verde', 'risparmi', 'carta di credito', 'in rosso', 'rate', 'finanziamento', 'economicamente', 'conti da pagare', 'quattrini', 'piccioli', 'danaro', 'pigione', 'conto in banca', 'conto corrente', 'banca', 'busta paga', 'tasse', 'multa', 'multe', 'rata', 'squattrinat*', 'problemi economici', 'difficoltà economiche', 'situazione economica', 'finanze', 'finanziari*', 'pagamento', 'indebitat*'], the: 'la situazione economica', with: 'con i soldi', step: "Un piccolo passo potrebbe essere fare una lista di cosa devi pagare questo mese e di cosa scade per primo, così la situazione ha dei contorni più chiari." },
    sleep: { match: ['dorm*', 'sonno', 'insonnia', 'incubi', 'incubo', 'sveglio di notte', 'sveglia di notte', 'mi sveglio di notte', 'notti in bianco', 'notte in bianco', 'non chiudo occhio'], the: 'il sonno', with: 'con il sonno', step: "Un piccolo passo potrebbe essere tenere lontani gli schermi nell'ora prima di andare a letto stasera, e vedere se cambia qualcosa." },
    health: { match: ['salute', 'medic*', 'dottor*', 'ospedal*', 'malat*', 'diagnos*', 'operazione', 'intervento chirurgico', 'dolore', 'dolori', 'pronto soccorso', 'visita medica', 'visite', 'analisi', 'sintomi', 'terapia', 'cure', 'ricoverat*', 'mi devo operare', 'mi hanno operato', 'mi hanno operata', 'chirurg*', 'ricovero', 'esami del sangue', 'la tac', 'risonanza magnetica', 'tumore', 'cancro', 'chemio*', 'sintomo', 'farmac*', 'ambulatorio', 'mal di testa', 'emicrania', 'mal di pancia', 'mal di schiena', 'clinica'], the: 'la salute', with: 'con la salute', step: "Un piccolo passo potrebbe essere scrivere le tue domande prima della prossima visita, così non devi tenerle tutte a mente." },
    moving: { match: ['trasloc*', 'trasferiment*', 'trasferit*', 'trasferirmi', 'trasferirci', 'nuova città', 'nuova citta', 'nuova casa', 'cambiare casa', 'cambio casa', 'nostalgia di casa', 'lontano da casa', 'sfratt*', 'mi sono trasferito', 'mi sono trasferita', 'fuorisede', 'fuori sede', 'emigrat*', 'all\'estero', 'mi trasferisco', 'ci trasferiamo', 'cambiare città', 'cambiare citta', 'andare a vivere', 'vado a vivere', 'andare via di casa', 'lasciare casa', 'casa nuova', 'nuovo appartamento', 'appartamento nuovo', 'vivere da solo', 'vivere da sola', 'emigrare', 'espatri*', 'scatoloni', 'mi manca casa'], the: 'il trasloco', with: 'con il trasloco', step: "Un piccolo passo potrebbe essere scegliere una cosa che, questa settimana, renderebbe la casa dove vivi un po' più tua." },
    pet: { match: ['cane', 'cani', 'cagnolin*', 'cucciol*', 'gatto', 'gatti', 'gatta', 'gattin*', 'micio', 'micia', 'animale domestico', 'il mio animale', 'coniglio', 'criceto', 'il mio cavallo'], the: 'il tuo animale', with: 'con il tuo animale', step: 'Un piccolo passo potrebbe essere prenderti oggi un momento tranquillo solo per ciò che il tuo animale significa per te: una foto, un ricordo o un po\' di tempo insieme.', called: { 'cane': 'il tuo cane', 'cagnolino': 'il tuo cagnolino', 'cagnolina': 'la tua cagnolina', 'cucciolo': 'il tuo cucciolo', 'gatto': 'il tuo gatto', 'gatta': 'la tua gatta', 'gattino': 'il tuo gattino', 'gattina': 'la tua gattina', 'micio': 'il tuo micio', 'micia': 'la tua micia', 'coniglio': 'il tuo coniglio', 'il mio cavallo': 'il tuo cavallo' }, questions: ['Che posto ha {the} nella tua vita?', 'Cosa ti viene in mente per primo quando pensi a {the}?', 'Cosa ha significato per te {the}?'] },
    body: { match: ['il mio corpo', 'mio corpo', 'il mio peso', 'sovrappeso', 'sono grassa', 'sono grasso', 'mi sento grassa', 'mi sento grasso', 'ingrassat*', 'dimagrire', 'dieta', 'calorie', 'specchio', 'il mio aspetto', 'mi vedo brutta', 'mi vedo brutto', 'mi sento brutta', 'mi sento brutto', 'la mia pelle', 'acne', 'pancia', 'le mie cosce', 'abbuffat*', 'disturbo alimentare', 'troppo magra', 'troppo magro'], the: 'il tuo corpo', with: 'con il tuo corpo', step: 'Un piccolo passo potrebbe essere notare una cosa che il tuo corpo ha fatto per te oggi e che non ha niente a che vedere con il suo aspetto.', questions: ['In quali momenti i pensieri su come vedi {the} ti pesano di più?', 'Cosa diresti a un\'amica o a un amico che si sentisse così nel proprio corpo?', 'Cosa ti aiuta, anche solo un po’, nei giorni in cui ti senti peggio con {the}?'] },
  },
  asks: {
    recap: ['riassum*', 'riassunto', 'ricapitol*', 'riepilog*', 'cosa ti ho detto', 'che ti ho detto', 'cosa ti ho raccontato', 'che ti ho raccontato', 'di cosa abbiamo parlato', 'di che abbiamo parlato', 'ricordami cosa', 'cosa ho detto', 'fammi il punto', 'facciamo il punto', 'fare il punto', 'in sintesi', 'sintetizza*', 'ricordami quello', 'cosa ti avevo detto', 'che ti avevo detto', 'cos\'ho detto', 'cosa avevo detto', 'di cosa ho parlato', 'di che ho parlato', 'ripetimi', 'puoi ripetere', 'mi ripeti', 'di cosa si è parlato', 'cosa ci siamo detti', 'fai il punto'],
    isNormal: ['è normale', 'e normale', "e' normale", 'é normale', 'normale che', 'normale sentirsi', 'è strano', 'e strano', "e' strano", 'è sbagliato', 'e sbagliato', "e' sbagliato", 'è grave se', 'e grave se', 'è brutto se', 'e brutto se', 'è ok se', 'e ok se', 'va bene se', 'sbaglio a', 'sbaglio se', 'sono strano', 'sono strana', 'sono pazzo', 'sono pazza', "sono l'unico", "sono l'unica", 'sono l’unico', 'sono l’unica', 'solo a me', 'solo io', 'capita a tutti', 'succede a tutti', 'capita anche ad altri', 'succede anche ad altri', 'ci sta che', 'ha senso sentirsi', 'normale se', 'è ok che', 'e ok che', 'va bene che', 'va bene sentirsi', 'è grave che', 'e grave che', 'sono normale', 'sono io il problema', 'sono esagerato', 'sono esagerata', 'esagero', 'sto esagerando', 'è comune', 'e comune', 'capita spesso', 'è da pazzi', 'sono matto', 'sono matta'],
    decision: ['dovrei', 'devo o no', 'secondo te devo', 'è meglio', 'e meglio', "e' meglio", 'sarebbe meglio', 'meglio se', 'mi conviene', 'conviene', 'faccio bene a', 'faccio male a', 'o no', 'oppure no', 'o lascio perdere', 'lascio perdere', 'è il caso', 'e il caso', "e' il caso", 'vale la pena', 'glielo dico', 'devo dirglielo', 'lo lascio', 'la lascio', 'me ne vado o', 'quale è meglio', 'qual è meglio', 'qual è la scelta', 'scegliere tra', 'decidere tra', 'non so se lasciarlo', 'non so se lasciarla', 'non so se dirglielo', 'non so se restare', 'non so se andare', 'non so se accettare', 'resto o', 'rimango o', 'accetto o', 'converrebbe', 'sarebbe il caso', 'faccio bene o'],
    whatCanIDo: ['cosa posso fare', 'che posso fare', 'cosa potrei fare', 'che potrei fare', 'cosa faccio', 'che faccio', 'cosa dovrei fare', 'che dovrei fare', 'cosa devo fare', 'che devo fare', 'come posso', 'come potrei', 'come faccio', 'come dovrei', 'come devo', 'come si fa', 'consigli', 'un consiglio', 'qualche consiglio', 'mi consigli', 'cosa mi consigli', 'che mi consigli', 'cosa faresti', 'che faresti', 'tu cosa faresti', 'aiutami a capire', 'come gestire', 'come gestisco', 'come affrontare', 'come affronto', 'come comportarmi', 'come mi comporto', 'dammi una mano', 'come glielo dico', 'come dirglielo', 'come gli dico', 'come le dico', 'come fare', 'che fare', 'cosa fare', 'che si fa', 'cosa si fa', 'cosa mi suggerisci', 'che mi suggerisci', 'suggerimenti', 'qualche idea', 'consigliami', 'aiutami', 'come supero', 'come superare', 'come reagire', 'come reagisco', 'come uscirne', 'come ne esco', 'come ne vengo fuori', 'ke faccio', 'ke posso fare', 'come muovermi'],
  },
  reflectSubject: [
    'Sembra che le cose {with} ti stiano pesando parecchio.',
    'Quello che sta succedendo {with} è chiaramente importante per te.',
    'Sento quanto {the} occupi i tuoi pensieri in questo periodo.',
  ],
  alsoSubject: ["E c'entra anche {the}.", '{the} sembra far parte anche di questo.'],
  answer: {
    isNormal: [
      'È più normale di quanto sembri adesso; tante persone vivono la stessa cosa in una situazione come la tua.',
      "Tante persone si sentono così in una situazione come la tua, e non vuol dire che ci sia qualcosa che non va in te.",
      "Quello che descrivi è una reazione molto umana, e non sei affatto l'unica persona ad averla provata.",
    ],
    decision: [
      'Quando hai davanti due strade, può aiutare chiederti quale ti pentiresti di non aver provato, e quanto ti costerebbe ciascuna.',
      'Un modo per pensarci: immagina ogni scelta fra una settimana e nota quale ti lascia più leggerezza.',
    ],
    whatCanIDo: [
      'Non devi risolvere tutto in una volta: basta trovare la prossima piccola cosa da fare.',
      'Può aiutare separare ciò che dipende da te da ciò che non dipende da te, e partire da un pezzetto che è nelle tue mani.',
    ],
  },
  generalSteps: [
    'Un piccolo passo potrebbe essere scrivere cosa ti preoccupa di più e la primissima cosa che potresti fare al riguardo.',
    'Un piccolo passo potrebbe essere parlarne con una persona di cui ti fidi, anche solo per poco, così il peso non resta tutto su di te.',
  ],
  personQuestions: [
    'Cosa vorresti che {the} capisse più di ogni altra cosa?',
    'Di cosa avresti più bisogno adesso nel rapporto con {the}?',
    "Com'è andata ultimamente tra te e {the}?",
  ],
  situationQuestions: [
    'Per quanto riguarda {the}, cosa ti sembra più difficile adesso?',
    'Cosa potrebbe aiutarti anche solo un po’, questa settimana, con {the}?',
    'Da quanto tempo {the} ti pesa così?',
  ],
  moodBefore: {
    great: 'Hai detto che oggi ti senti alla grande, e mi fa davvero piacere.',
    good: 'Hai detto che oggi ti senti bene, e mi fa piacere.',
    okay: 'Hai detto che oggi va così così.',
    stressed: "Hai detto che arrivi qui con un bel po' di stress addosso, quindi andiamo con calma, ai tuoi tempi.",
    anxious: "Hai detto che oggi senti dell'ansia, quindi qui non c'è nessuna fretta.",
    sad: 'Hai detto che oggi ti senti giù, e mi dispiace che sia una giornata pesante.',
    angry: 'Hai detto che arrivi con della rabbia dentro, ed è giusto poterla portare anche qui.',
    overwhelmed: "Hai detto che oggi è tutto un po' troppo, quindi prendiamo una cosa alla volta.",
  },
  recap: {
    intro: 'Ecco cosa mi hai raccontato finora.',
    subjects: 'Gli argomenti che hai toccato: {list}.',
    feelings: 'Le emozioni che hai nominato: {list}.',
    quote: 'Hai cominciato dicendo: «{quote}»',
    empty: "Abbiamo appena cominciato, quindi non c'è ancora molto da riassumere.",
    check: 'Mi è sfuggito qualcosa che per te è importante?',
  },
  afterRisk: [
    'Sto ancora pensando a quello che mi hai detto prima, e sono qui con te.',
    'Se quei pensieri pesanti tornano, una linea di ascolto per le crisi è disponibile in qualsiasi momento, giorno e notte.',
  ],
  recall: 'Mi avevi raccontato: {memory}',
  facts: {
    personName: {
      patterns: [
        "\\b(?:mia|mio|mie|miei)\\s+{person}\\p{L}*(?:\\s+si\\s+chiama|\\s+che\\s+si\\s+chiama|\\s+di\\s+nome\\s+fa|,)\\s+(\\p{L}+)",
        "\\bil\\s+nome\\s+d(?:i|el|ella)\\s+(?:mia|mio)\\s+{person}\\p{L}*\\s+(?:è|é|e)\\s+(\\p{L}+)",
      ],
      memory: '{the} si chiama {value}.',
    },
    job: {
      patterns: [
        '\\blavoro\\s+come\\s+(\\p{L}+)',
        "\\bfaccio\\s+(?:l['’]\\s?|il\\s+|la\\s+|lo\\s+)" + jobs,
        "\\bsono\\s+(?:un['’]\\s?|una\\s+|un\\s+)?" + jobs,
      ],
      memory: 'Il tuo lavoro: {value}.',
    },
    helps: {
      patterns: [
        "(?<!\\p{L})(?:quello\\s+che|quel\\s+che|ciò\\s+che|cio\\s+che|la\\s+cosa\\s+che|una\\s+cosa\\s+che)\\s+(?:davvero\\s+|di\\s+solito\\s+|sempre\\s+|più\\s+|piu\\s+)?mi\\s+aiuta(?:\\s+(?:di\\s+più|di\\s+piu|davvero|sempre|molto|tanto))?\\s+(?:è|é|e'|e|sono)\\s+([^.,!?;\\n]{3,60})",
        '(?<!\\p{L})((?:\\p{L}+ ){0,2}\\p{L}+) (?:mi aiuta(?:no)? (?:sempre|molto|tanto|davvero|parecchio)|(?:sempre|davvero) mi aiuta(?:no)?)(?!\\p{L})',
      ],
      memory: 'Cosa ti aiuta: {value}.',
    },
  },
  offlineNotice: 'Stai parlando con la versione integrata di Solace: funziona senza un servizio di intelligenza artificiale su internet ed è più semplice.',
};
