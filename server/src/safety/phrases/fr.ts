import type { PhraseSet } from '../phrase-set';

export const fr: PhraseSet = {
  risk: [
    // Direct et intention.
    'suicid_',
    'me tuer',
    '(?:mettre|metre) fin a (?:mes jours|ma vie)',
    'en finir (?:avec (?:la vie|ma vie|tout|moi|mes jours)|pour de bon|une bonne fois)',
    '(?:envie de|veux|voudrais|aimerais|prefererais|prefere) (?:mourir|etre mort_|crever)',
    '(?:lettre|mot) d adieu',
    'me foutre en l air',
    // Automutilation.
    'me scarifi_',
    'scarification_',
    '(?:me|m) (?:mutil_|automutil_)',
    'automutil_',
    'me (?:fais|faire|fait) du mal',
    // Projets et moyens.
    '(?:mis de cote|garde_|stocke_|accumule_|rasemble_|economise_) ~ (?:medicaments|cachets|pilules|comprimes)',
    '(?:achete_|trouve_|pris) ~ (?:une corde|une arme|un pistolet)',
    'me jeter (?:sous|du|d un|d une|par|dans|de)',
    'sauter (?:du|d un|d une|par la|de la) (?:pont|toit|fenetre|falaise|immeuble)',
    // Indirect : ne plus vouloir vivre, être un poids, que tout s'arrête.
    'plus envie de (?:vivre|me reveiller|exister|etre la)',
    '(?:ne veux|veux) plus (?:vivre|etre la|exister|me reveiller)',
    '(?:tout le monde|ma famille|mes enfants|ils|vous) ~ (?:serai_|vivrai_) (?:mieux|plus heureux_) sans moi',
    '(?:mieux|plus simple|plus facile) ~ si (?:(?:j etais|je n etais|j etai_|je serais) (?:plus (?:la|en vie)|pas en vie)|je disparaissais|je n existais plus|j existais plus)',
    '(?:serait|serai_|irait) mieux si (?:j etai_|je n etai_|je ne serai_) (?:plus|pas) (?:la|de ce monde)',
    '(?:ne suis qu|suis juste|suis) (?:un|une) (?:poids|fardeau)',
    '(?:ne vois plus|ne vois pas|vois pas|plus aucun_|aucun_|pas de) ~ (?:interet|sens|raison) (?:de|a) (?:vivre|continuer)',
    '(?:endormir|dormir) et ne (?:jamais|plus) (?:me )?reveiller',
    'ne jamais (?:etre ne_|avoir existe|etre venu_ au monde)',
    'veux que tout (?:s arete|se termine|finise)',
    'disparaitre (?:pour toujours|a jamais|pour de bon)',
    'personne ne (?:remarquerait|verait|s apercevrait|regretterait) ~ si',
    '(?:quand|lorsque|apres que) je ne (?:serai|suis) plus (?:la|de ce monde)',
    '(?:donne|distribue) ~ mes (?:affaires|afaires)',
  ],
  violence: ['(?:le|la|les) tuer', 'tuer (?:quelqu un|mon|ma|mes)', 'faire du mal a (?:quelqu un|mon|ma)'],
  figurative: [
    '(?:va|vont|vas|allait|alait) me tuer',
    'mort_ de (?:fatigue|rire|faim|peur|honte|froid|enui)',
    'meur_ (?:d envie|de faim|de rire|de soif|de froid|d enui|de chaud)',
    'prevention du suicide',
    'm a tue_',
  ],
  negatedBy: ['ne', 'pas', 'jamais', 'rien', 'aucun_', 'non'],
  denialUndoneBy: ['encore', 'ce soir', 'aujourd hui', 'pour l instant'],
};
