import type { PhraseSet } from '../phrase-set';

export const it: PhraseSet = {
  risk: [
    // Diretto e intenzione.
    'suicid_',
    '(?:uccidermi|ammazzarmi)',
    'mi (?:uccido|ammazzo|uccidero|ammazzero|voglio uccidere|voglio ammazzare)',
    '(?:togliermi|mi tolgo|mi togliero|mi toglierei) ~ la vita',
    'farla finita',
    '(?:voglio|vorrei|desidero) (?:morire|essere mort_|crepare)',
    '(?:lettera|biglietto) d addio',
    // Autolesionismo.
    'autolesion_',
    'mi (?:taglio|tagliavo|sto tagliando) ~ (?:braccia|polsi|gambe|vene|quando|di nuovo|ancora)',
    'tagliarmi (?:le braccia|i polsi|le vene|le gambe)',
    'mi (?:faccio|sono fatt_|sto facendo) del male',
    // Piani e mezzi.
    '(?:messo da parte|accumulat_|conservat_|raccolt_|accumulando) ~ (?:pastiglie|pillole|farmaci|medicine|compresse)',
    'comprat_ ~ (?:una corda|una pistola)',
    '(?:buttarmi|lanciarmi|gettarmi) (?:dal|da un|da una|sotto|dalla|giu)',
    // Indiretto: non voler più vivere, essere un peso, che finisca tutto.
    'non voglio piu (?:vivere|esserci|svegliarmi|stare qui|esistere)',
    '(?:tutti|starebbero|staresti) ~ meglio senza (?:di )?me',
    'meglio ~ se (?:io )?(?:non ci fossi|non esistessi|sparissi|morissi)(?! (?:andat_|stat_|venut_|entrat_|passat_))',
    'sono (?:solo )?(?:un|una) (?:peso|fardello)',
    '(?:nessun_|non ha|non vedo|non vedo piu il) ~ senso (?:di|a|nel) (?:vivere|continuare)',
    'non svegliarmi (?:piu|mai piu)',
    'non (?:essere|esser) mai nat_',
    '(?:che finisca tutto|che tutto finisca)',
    'sparire per sempre',
    'nessuno ~ (?:accorgerebbe|mancherei|sentirebbe la mia mancanza) ~ se',
    '(?:nessun_|non ho piu|non ho) ~ motiv_ per (?:vivere|andare avanti)',
    'quando non ci saro piu',
    'regal_ ~ le mie cose',
  ],
  violence: ['(?:ucciderlo|ucciderla|ammazzarlo|ammazzarla|ucciderli)', 'uccidere (?:qualcuno|mio|mia)'],
  figurative: [
    'farla finita con (?:questa|questo|quella|quello|lui|lei|il lavoro|la discussione|le)',
    'stanc_ mort_',
    'mort_ dal ridere',
    'muoio (?:dalla voglia|di fame|dal caldo|di noia|dal ridere|di sonno)',
    'prevenzione del suicidio',
    'taglio ~ (?:capelli|unghie|barba)',
  ],
  negatedBy: ['non', 'mai', 'niente', 'nessun_'],
  denialUndoneBy: ['per ora', 'ancora', 'stanotte', 'oggi'],
};
