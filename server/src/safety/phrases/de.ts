import type { PhraseSet } from '../phrase-set';

export const de: PhraseSet = {
  risk: [
    // Direkt und Absicht.
    'suizid_',
    'selbstmord_',
    'mich (?:umbring_|umzubring_|toten|zu toten)',
    '(?:ich )?bring(?:e)? mich (?:heute |jetzt |einfach |bald )?um',
    'mich nicht um (?:\\| )?(?:jedenfals |zumindest |aber )?noch nicht',
    'mir ~ das leben (?:nehm_|zu nehmen)',
    '(?:meinem|mein) leben ~ (?:ende setz_|ende machen|beend_)',
    '(?:will|mocht_|wurde gern_|wil) (?:einfach |nur |nur noch |lieber |bald )?(?:sterben|tot sein)',
    'lieber tot',
    'abschiedsbrief_',
    // Selbstverletzung.
    '(?:ritz_ mich|mich ritz_|ritze)',
    'mich ~ (?:ritz_|selbst verletz_)',
    'selbstverletz_',
    '(?:mich selbst verletz_|verletz_ mich selbst|selbstverletz_)',
    'mir (?:selbst )?(?:weh tun|wehtun|schaden zufug_)',
    // Pläne und Mittel.
    'tabletten ~ (?:gesammelt|gehortet|gespart|besorgt|gebunkert)',
    '(?:samle|sammle|horte|bunkere) ~ tabletten',
    'strick ~ (?:gekauft|besorgt)',
    'von (?:der|einer|dem|einem) (?:brucke|dach|hochhaus|turm) ~ (?:springen|zu springen|sturzen)',
    'vor (?:den|einen) zug (?:werfen|springen|zu werfen)',
    // Indirekt: nicht mehr leben wollen, eine Last sein, alles soll aufhören.
    '(?:will|mochte|wil) nicht mehr (?:leben|da sein|aufwachen|existieren)',
    '(?:will|mochte|wil) ich ~ nicht mehr (?:leben|da sein|aufwachen|existieren)',
    'ohne mich (?:besser dran|besser|glucklicher)',
    '(?:leichter|besser|einfacher) ~ (?:wenn|falls) ich ~ (?:weg|nicht mehr da|tot|verschwunden) (?:war|ware|bin|waer)(?! (?:aus|von|vom|bei))',
    '(?:bin|sei|nur) (?:nur )?(?:eine|ein) (?:last|belastung)',
    'keinen sin mehr (?:im|zu) (?:leben|weiterleben)',
    '(?:nie|nicht) (?:wieder|mehr) aufwach_',
    '(?:ware|war) nie geboren',
    '(?:das|dass) alles aufhort',
    'fur imer verschwinden',
    'niemand (?:wurde|wird) ~ (?:vermissen|merken)',
    'kein_ grund (?:mehr )?(?:zu|zum) leben',
    'verschenk_ ~ (?:meine|meinen) (?:sachen|besitz)',
    'wenn ich nicht mehr (?:da|am leben) bin',
  ],
  violence: ['(?:ihn|sie|jemanden) (?:umbringen|toten|abstechen)', '(?:bring_|bringe) (?:ihn|sie) um'],
  figurative: [
    '(?:todmude|totmude|totgelacht|totlachen|todlangweilig)',
    '(?:sterbe|sterben|gestorben) vor (?:hunger|langeweile|durst|lachen|neugier|angst|hitze|freude|scham)',
    '(?:bringt|bringen) mich (?:noch )?um',
    'suizidpravention_',
    'selbstmordattentat_',
  ],
  negatedBy: ['nicht', 'nie', 'niemals', 'kein', 'keine', 'keinesfals'],
  denialUndoneBy: ['noch nicht', 'heute nacht', 'vorerst'],
};
