import type { ListeningPack } from './listening-pack';

/**
 * Each entry as written and as typed on a phone: without accents ("mère" → "mere"), with "oe" for "œ",
 * and with the curly apostrophe phones insert ("c'est" → "c’est").
 */
function typed(...entries: string[]): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    const plain = entry.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').replace(/œ/g, 'oe');
    for (const form of [entry, entry.replace(/œ/g, 'oe'), plain]) {
      out.add(form);
      out.add(form.replace(/'/g, '’'));
    }
  }
  return [...out];
}

export const frenchListening: ListeningPack = {
  subjects: {
    mother: { match: typed('ma mère', 'maman', 'ma daronne', 'daronne', 'ma reum', 'belle-mère', 'mama', 'ma vieille', 'marâtre', 'ma maman'), the: 'ta mère', with: 'avec ta mère', step: 'Un petit pas pourrait être de choisir une seule chose que tu aimerais que ta mère sache, et de lui dire juste ça, calmement, la prochaine fois que vous parlez.', called: { 'belle-mère': 'ta belle-mère', 'marâtre': 'ta belle-mère' } },
    father: { match: typed('mon père', 'papa', 'mon daron', 'daron', 'mon vieux', 'mon paternel', 'mon reup', 'beau-père', 'paternel', 'mon papa', 'le daron'), the: 'ton père', with: 'avec ton père', step: 'Un petit pas pourrait être de réfléchir à ce dont tu as besoin de la part de ton père en ce moment, et à ce que tu peux laisser de côté pour aujourd\'hui.', called: { 'beau-père': 'ton beau-père' } },
    parents: { match: typed('parents', 'mes parents', 'mes darons', 'darons', 'mes vieux', 'famille', 'ma famille', 'belle-famille', 'beaux-parents', 'familles', 'familial', 'familiale', 'mes rents', 'famile', 'ma belle-famille', 'mes proches'), the: 'ta famille', with: 'avec ta famille', step: 'Un petit pas pourrait être de choisir la personne de ta famille avec qui tu te sens le plus en sécurité, et de lui raconter un peu comment tu vis tout ça.', called: { 'beaux-parents': 'tes beaux-parents' } },
    sister: { match: typed('sœur*', 'frangine*', 'ma sis', 'demi-sœur*', 'sœurette', 'ma grande sœur', 'ma petite sœur'), the: 'ta sœur', with: 'avec ta sœur', step: 'Un petit pas pourrait être d\'envoyer à ta sœur un petit message sur ce que tu ressens, sans chercher à tout régler d\'un coup.' },
    brother: { match: typed('frère*', 'frérot', 'frangin', 'frangins', 'mon reuf', 'demi-frère*', 'frero', 'mon frangin', 'mon grand frère', 'mon petit frère'), the: 'ton frère', with: 'avec ton frère', step: 'Un petit pas pourrait être de dire à ton frère, en une ou deux phrases, une chose dont tu as besoin de sa part, à un moment où vous êtes calmes tous les deux.' },
    partner: { match: typed('mon copain', 'ma copine', 'mon mec', 'ma meuf', 'mon chéri', 'ma chérie', 'mari', 'mon mari', 'ma femme', 'mon homme', 'conjoint*', 'compagnon', 'compagne', 'fiancé*', 'partenaire*', 'petit ami', 'petite amie', 'petit copain', 'petite copine', 'époux', 'épouse', 'mon amoureux', 'mon amoureuse', 'mon couple', 'notre couple', 'mon keum', 'mon jules', 'ma nana', 'mon chum', 'ma blonde', 'mon amour', 'ma moitié', 'notre relation', 'mon mariage', 'notre mariage', 'mon épouse', 'mon époux'), the: 'ton ou ta partenaire', with: 'avec ton ou ta partenaire', step: 'Un petit pas pourrait être de proposer à ton ou ta partenaire une petite demi-heure au calme pour parler, en commençant par ce que tu ressens plutôt que par ce qui n\'a pas marché.', called: { 'mon copain': 'ton copain', 'petit copain': 'ton copain', 'petit ami': 'ton copain', 'ma copine': 'ta copine', 'petite copine': 'ta copine', 'petite amie': 'ta copine', 'mon mec': 'ton copain', 'ma meuf': 'ta copine', 'mari': 'ton mari', 'mon mari': 'ton mari', 'ma femme': 'ta femme', 'fiancé': 'ton fiancé', 'fiancée': 'ta fiancée', 'mon chum': 'ton chum', 'ma blonde': 'ta blonde' } },
    ex: { match: typed('ex', 'mon ex', 'ma ex', 'rupture', 'on a rompu', 'rompu', 'séparation', 'on s\'est séparés', 'séparés', 'largué', 'larguée', 'm\'a quitté', 'm\'a quittée', 'divorc*', 'on s\'est quittés', 'on se sépare', 'chagrin d\'amour', 'cœur brisé', 'plaqué', 'plaquée', 'm\'a plaqué', 'm\'a plaquée', 'mon ancien copain', 'mon ancienne copine', 'ex-copain', 'ex-copine', 'ex-mari', 'ex-femme'), the: 'ton ex', with: 'avec ton ex', step: 'Un petit pas pourrait être de t\'offrir cette semaine une soirée rien que pour prendre soin de toi, sans aller voir ce que fait ton ex.' },
    friend: { match: typed('mes potes', 'mon pote', 'mon amie', 'mon ami', 'ami', 'amie', 'amis', 'amies', 'meilleur ami', 'meilleure amie', 'pote', 'potes', 'poto', 'potos', 'copains', 'copines', 'ma bestie', 'bff', 'amitié*', 'ma pote', 'meilleure pote', 'ma best', 'mon meilleur ami', 'ma meilleure amie', 'mes amis', 'mes amies'), the: 'ton amie ou ton ami', with: 'avec ton amie ou ton ami', step: 'Un petit pas pourrait être d\'écrire à ton amie ou ton ami un message court et sincère sur ce que tu ressens, puis d\'attendre un jour avant de décider si tu l\'envoies.', called: { 'mon ami': 'ton ami', 'mon amie': 'ton amie', 'mon pote': 'ton pote', 'ma pote': 'ta pote', 'mon meilleur ami': 'ton meilleur ami', 'ma meilleure amie': 'ta meilleure amie', 'mes potes': 'tes potes', 'mes amis': 'tes amis' } },
    manager: { match: typed('ma patronne', 'mon patron', 'ma cheffe', 'chef', 'chefs', 'cheffe', 'ma chef', 'mon chef', 'patron', 'patronne', 'mon boss', 'ma boss', 'boss', 'manager*', 'manageuse', 'mon supérieur', 'ma supérieure', 'supérieur hiérarchique', 'n+1', 'mon responsable', 'ma responsable', 'ma hiérarchie', 'n+2', 'ma directrice', 'mon directeur', 'mes supérieurs', 'supérieurs', 'mon employeur', 'employeur', 'chef d\'équipe', 'responsable d\'équipe', 'mon manager', 'ma manager'), the: 'ton ou ta chef', with: 'avec ton ou ta chef', step: 'Un petit pas pourrait être de noter en deux ou trois phrases ce que tu veux demander à ton ou ta chef, et de choisir un moment calme pour le faire.', called: { 'mon chef': 'ton chef', 'ma chef': 'ta cheffe', 'ma cheffe': 'ta cheffe', 'mon patron': 'ton patron', 'ma patronne': 'ta patronne', 'mon manager': 'ton manager', 'ma manager': 'ta manager' } },
    colleague: { match: typed('ma collègue', 'mon collègue', 'collègue*', 'collaborateur*', 'collaboratrice*', 'les gens du bureau', 'les gens du taf', 'quelqu\'un au travail', 'quelqu\'un au boulot', 'mon binôme', 'coéquipier*', 'coéquipière*', 'mes collègues'), the: 'ton ou ta collègue', with: 'avec ton ou ta collègue', step: 'Un petit pas pourrait être de noter une chose précise que ton ou ta collègue a faite et l\'effet que ça t\'a fait, pour avoir les idées claires si tu décides d\'en parler.', called: { 'mon collègue': 'ton collègue', 'ma collègue': 'ta collègue', 'mes collègues': 'tes collègues' } },
    landlord: { match: typed('ma propriétaire', 'ma proprio', 'mon proprio', 'proprio*', 'propriétaire*', 'bailleur*', 'agence immobilière', 'agence immo', 'syndic', 'mon propriétaire', 'logeur', 'logeuse', 'mon logeur', 'ma logeuse', 'la régie', 'gestionnaire de l\'immeuble', 'le gérant de l\'immeuble', 'la propriétaire', 'le propriétaire'), the: 'ton ou ta proprio', with: 'avec ton ou ta proprio', step: 'Un petit pas pourrait être de mettre par écrit, dans un message court et daté, ce dont tu as besoin de la part de ton ou ta proprio, pour en garder une trace.', called: { 'mon proprio': 'ton proprio', 'ma proprio': 'ta proprio', 'mon propriétaire': 'ton propriétaire', 'ma propriétaire': 'ta propriétaire' } },
    child: { match: typed('fils', 'ma fille', 'mes filles', 'notre fille', 'enfant*', 'gamin', 'gamine', 'gamins', 'gamines', 'gosse*', 'mon bébé', 'mon petit', 'ma petite', 'mes petits', 'ado', 'ados', 'mioche*', 'marmot*', 'mon garçon', 'fiston', 'mon fiston', 'ma cadette', 'mon cadet', 'mon aîné', 'mon aînée', 'nourrisson', 'le bébé', 'notre bébé', 'belle-fille', 'mes enfants', 'mon fils'), the: 'ton enfant', with: 'avec ton enfant', step: 'Un petit pas pourrait être de trouver dix minutes tranquilles avec ton enfant, sans rien à faire, juste pour être ensemble.', called: { 'fils': 'ton fils', 'mon fils': 'ton fils', 'ma fille': 'ta fille', 'mes filles': 'tes filles', 'mes enfants': 'tes enfants', 'fiston': 'ton fils', 'mon fiston': 'ton fils' } },
    teacher: { match: typed('prof', 'profs', 'professeur*', 'prof principal', 'enseignant*', 'instit', 'instits', 'institutrice*', 'instituteur*', 'la maîtresse', 'le maître', 'tuteur*', 'tutrice', 'formateur*', 'formatrice*', 'maître de stage', 'proviseur*', 'directeur de thèse', 'directrice de thèse', 'directeur de mémoire', 'directrice de mémoire', 'cpe', 'chargé de td', 'chargée de td', 'mon prof', 'ma prof'), the: 'ton ou ta prof', with: 'avec ton ou ta prof', step: 'Un petit pas pourrait être de noter exactement ce que ton ou ta prof a dit et ce que ça t\'a fait, pour décider à tête reposée si tu veux en parler.', called: { 'mon prof': 'ton prof', 'ma prof': 'ta prof' } },
    flatmate: { match: typed('coloc*', 'colocataire*', 'mon coloc', 'ma coloc', 'mes colocs', 'voisin de chambre', 'voisine de chambre', 'colloc*', 'les gens avec qui je vis', 'la personne avec qui je vis', 'avec qui j\'habite', 'avec qui je vis', 'ma colocation'), the: 'ton ou ta coloc', with: 'avec ton ou ta coloc', step: 'Un petit pas pourrait être de proposer à ton ou ta coloc une petite discussion au calme sur un seul sujet, comme le ménage, à un moment qui vous arrange tous les deux.', called: { 'mon coloc': 'ton coloc', 'ma coloc': 'ta coloc', 'mes colocs': 'tes colocs' } },
    grandparent: { match: typed('grand-mère*', 'grand mère', 'grand-père*', 'grand père', 'grands-parents', 'grands parents', 'grand-parent*', 'mamie*', 'mamy', 'papi', 'papy', 'mémé', 'pépé', 'mémère', 'arrière-grand-*', 'grandmère', 'grandpère', 'bonne-maman', 'bon-papa', 'pépère', 'grands-mères', 'grands-pères', 'ma grand-mère', 'mon grand-père'), the: 'ta mamie ou ton papi', with: 'avec ta mamie ou ton papi', step: 'Un petit pas pourrait être de prévoir cette semaine une petite façon de te sentir proche de ta mamie ou ton papi, comme un appel, une visite ou un petit mot.', called: { 'grand-mère': 'ta grand-mère', 'grand mère': 'ta grand-mère', 'grandmère': 'ta grand-mère', 'ma grand-mère': 'ta grand-mère', 'mamie': 'ta mamie', 'mamy': 'ta mamie', 'mémé': 'ta mémé', 'grand-père': 'ton grand-père', 'grand père': 'ton grand-père', 'grandpère': 'ton grand-père', 'mon grand-père': 'ton grand-père', 'papi': 'ton papi', 'papy': 'ton papi', 'pépé': 'ton pépé', 'grands-parents': 'tes grands-parents', 'grands parents': 'tes grands-parents' } },
    work: { match: typed('travail*', 'boulot*', 'taf', 'taff', 'taffer', 'job', 'jobs', 'bureau', 'ma boîte', 'au bureau', 'heures sup', 'licenci*', 'viré', 'virée', 'me faire virer', 'burn-out', 'burnout', 'charge de travail', 'carrière', 'mon poste', 'chômage', 'taffe', 'je taffe', 'mon emploi', 'heures supplémentaires', 'poste de nuit', 'mes gardes', 'de garde', 'démission*', 'démissionner', 'chômeur', 'chômeuse', 'intérim', 'mon stage', 'alternance', 'bosser', 'je bosse', 'on bosse', 'mon entreprise', 'au travail'), the: 'ton travail', with: 'au travail', step: 'Un petit pas pourrait être de noter la tâche du boulot qui t\'inquiète le plus, et son tout premier morceau de dix minutes.' },
    interview: { match: typed('entretien*', 'entretien d\'embauche', 'candidature*', 'postuler', 'postulé', 'recherche d\'emploi', 'chercher du travail', 'cherche du travail', 'chercher du boulot', 'cherche du boulot', 'cv', 'lettre de motivation', 'pôle emploi', 'recrutement', 'candidater', 'candidaté', 'chercher un emploi', 'cherche un emploi', 'chercher un travail', 'cherche un travail', 'chercher un job', 'cherche un job', 'recherche de travail', 'offre d\'emploi', 'offres d\'emploi', 'france travail', 'recruteur*', 'recruteuse', 'embauche', 'entrevue'), the: 'l\'entretien', with: 'avec l\'entretien', step: 'Un petit pas pourrait être d\'écrire trois réussites qui comptent pour toi et de les dire une fois à voix haute, pour les avoir en tête le jour de l\'entretien.' },
    exam: { match: typed('examen', 'exam', 'partiel', 'ecole', 'exam*', 'partiel*', 'bac', 'brevet', 'concours', 'révis*', 'étud*', 'mon mémoire', 'thèse', 'mes notes', 'fac', 'la fac', 'université', 'lycée', 'collège', 'école', 'mes cours', 'les cours', 'devoirs', 'contrôle', 'contrôles', 'interro', 'interros', 'rattrapage*', 'bts', 'prépa', 'mon oral', 'l\'oral', 'grand oral', 'devoir surveillé', 'un ds', 'mon ds', 'une éval', 'les évals', 'mon master', 'mon doctorat', 'mauvaise note', 'mon bulletin', 'redoubler', 'redoublé', 'redoublement', 'recalé', 'recalée', 'devoir maison', 'passer le permis', 'le code de la route', 'mes études', 'les exams'), the: 'tes études', with: 'avec tes études', step: 'Un petit pas pourrait être de choisir un seul sujet pour demain et de prévoir un bloc de révision de 25 minutes suivi d\'une pause.', called: { 'école': 'l\'école', 'ecole': 'l\'école', 'fac': 'la fac', 'la fac': 'la fac', 'bac': 'ton bac', 'thèse': 'ta thèse', 'partiel': 'ton partiel', 'exam': 'ton exam', 'examen': 'ton examen', 'concours': 'ton concours' } },
    money: { match: typed('argent', 'thune*', 'tune', 'fric', 'des sous', 'mes sous', 'pas de sous', 'loyer*', 'dette*', 'facture*', 'crédit*', 'emprunt*', 'salaire', 'paie', 'paye', 'fin de mois', 'fins de mois', 'à découvert', 'banque', 'payer', 'fauché', 'fauchée', 'économies', 'budget', 'l\'oseille', 'pognon', 'endetté', 'endettée', 'endettement', 'un prêt', 'mon prêt', 'prêt étudiant', 'impôts', 'la caf', 'les apl', 'agios', 'fin du mois', 'smic', 'mes comptes', 'huissier*', 'surendett*', 'rembours*', 'mes finances', 'finances', 'financier', 'financière', 'financièrement', 'problèmes d\'argent'), the: 'l\'argent', with: 'avec l\'argent', step: 'Un petit pas pourrait être de lister ce que tu dois payer ce mois-ci et ce qui tombe en premier, pour que tout ça ait des contours plus nets.' },
    sleep: { match: typed('dormir', 'dors', 'dort', 'dormi', 'sommeil', 'insomnie*', 'cauchemar*', 'nuit blanche', 'nuits blanches', 'endormir', 'm\'endormir', 'je me réveille', 'réveillé', 'réveillée'), the: 'ton sommeil', with: 'avec ton sommeil', step: 'Un petit pas pourrait être de garder ce soir la dernière heure avant de te coucher sans écrans, et de voir si ça change quelque chose.' },
    health: { match: typed('santé', 'médecin*', 'docteur*', 'hôpital', 'hôpitaux', 'maladie*', 'malade*', 'diagnostic*', 'opéré', 'opérée', 'chirurgie', 'douleur*', 'j\'ai mal', 'mal au dos', 'mal à la tête', 'urgences', 'rendez-vous médical', 'médicaments', 'mon généraliste', 'généraliste', 'hosto', 'clinique', 'opération', 'me faire opérer', 'opérer', 'chirurgien*', 'diagnostiqu*', 'cancer', 'tumeur', 'chimio*', 'symptôme*', 'prise de sang', 'irm', 'hospitalis*', 'réanimation', 'en réa', 'soins intensifs', 'mal au ventre', 'migraine*', 'médocs', 'cachets', 'kiné', 'toubib'), the: 'ta santé', with: 'avec ta santé', step: 'Un petit pas pourrait être de noter tes questions avant le prochain rendez-vous, pour ne pas avoir à tout garder en tête.' },
    moving: { match: typed('déménag*', 'emménag*', 'nouvelle ville', 'nouvel appart', 'nouveau logement', 'nouvelle maison', 'mal du pays', 'expulsion', 'expulsé', 'expulsée', 'je pars vivre', 'partir vivre', 'changer de ville', 'changer d\'appart', 'nouvel appartement', 'nouvelle région', 'nouveau pays', 'partir à l\'étranger', 'expatri*', 'quitter ma ville', 'vivre seul', 'vivre seule', 'faire mes cartons', 'les cartons', 'fin de bail', 'chercher un appart', 'cherche un appart', 'chercher un logement', 'cherche un logement', 'recherche de logement'), the: 'ton déménagement', with: 'avec ton déménagement', step: 'Un petit pas pourrait être de choisir une chose qui rendrait ton chez-toi un peu plus à toi cette semaine.' },
    pet: { match: typed('chien', 'chiens', 'chienne', 'chiot*', 'mon chat', 'ma chatte', 'notre chat', 'chats', 'chaton*', 'mon animal', 'mes animaux', 'animal de compagnie', 'lapin', 'hamster', 'mon cheval', 'toutou', 'minou'), the: 'ton animal', with: 'avec ton animal', step: 'Un petit pas pourrait être de t\'accorder aujourd\'hui un moment calme rien que pour ce que ton animal représente pour toi : une photo, un souvenir ou un moment ensemble.', called: { 'chien': 'ton chien', 'chienne': 'ta chienne', 'chiot': 'ton chiot', 'mon chat': 'ton chat', 'notre chat': 'ton chat', 'chaton': 'ton chaton', 'lapin': 'ton lapin', 'mon cheval': 'ton cheval', 'toutou': 'ton toutou', 'minou': 'ton minou' }, questions: ['Quelle place a {the} dans ta vie ?', 'Qu\'aimerais-tu me raconter à propos de {the} ?', 'Qu\'est-ce qui te vient en premier quand tu penses à {the} ?'] },
    body: { match: typed('mon corps', 'mon poids', 'le poids', 'surpoids', 'je suis grosse', 'je suis gros', 'trop grosse', 'trop gros', 'grossi', 'j ai pris du poids', 'pris du poids', 'perdre du poids', 'maigrir', 'régime', 'regime', 'calories', 'miroir', 'mon physique', 'je suis moche', 'je me trouve moche', 'mon apparence', 'ma peau', 'acné', 'acne', 'mon ventre', 'mes cuisses', 'crise de boulimie', 'boulimie', 'anorexie', 'trouble alimentaire', 'trop maigre'), the: 'ton corps', with: 'avec ton corps', step: 'Un petit pas pourrait être de remarquer une chose que ton corps a faite pour toi aujourd\'hui et qui n\'a rien à voir avec son apparence.', questions: ['À quels moments les pensées sur {the} te pèsent-elles le plus ?', 'Que dirais-tu à un ami ou une amie qui se sentirait comme ça dans son corps ?', 'Qu\'est-ce qui t\'aide, même un peu, les jours où tu te sens moins bien avec {the} ?'] },
  },
  asks: {
    recap: typed('résume', 'résumer', 'résumé', 'récap', 'recap', 'récapitul*', 'fais le point', 'faire le point', 'qu\'est-ce que je t\'ai dit', 'qu est ce que je t ai dit', 'ce que je t\'ai dit', 'ce que je t\'ai raconté', 'je t\'ai dit quoi', 'je t\'ai raconté quoi', 'rappelle-moi', 'rappelle moi', 'résume-moi', 'résume moi', 'qu\'est-ce que j\'ai dit', 'qu\'ai-je dit', 'de quoi on a parlé', 'on a parlé de quoi', 'de quoi j\'ai parlé', 'je t\'ai parlé de quoi', 'tu peux répéter ce que', 'répète ce que', 'redis-moi', 'redis moi', 'ce que je t\'ai confié', 'qu\'est ce que je t\'ai dit', 'quest ce que je tai dit', 'ce qu\'on s\'est dit', 'rappelle-moi ce que'),
    isNormal: typed('c\'est normal', 'cest normal', 'c normal', 'est-ce normal', 'est ce normal', 'est-ce que c\'est normal', 'est ce que c est normal', 'c\'est grave', 'c\'est bizarre', 'c\'est mal de', 'c\'est ok de', 'c\'est ok si', 'je suis fou', 'je suis folle', 'je suis bizarre', 'je suis le seul', 'je suis la seule', 'il n\'y a que moi', 'y a que moi', 'ça arrive à tout le monde', 'ça arrive à d\'autres', 'tout le monde ressent', 'j\'ai tort', 'j\'exagère', 'est-ce que j\'ai le droit', 'normal que', 'normal de ressentir', 'est-ce que c\'est grave', 'est-ce grave', 'suis-je fou', 'suis-je folle', 'suis-je normal', 'suis-je normale', 'je suis normal', 'je suis normale', 'c\'est courant', 'c\'est fréquent', 'est-ce que j\'abuse', 'suis-je le seul', 'suis-je la seule', 'c\'est ok que'),
    decision: typed('je devrais', 'devrais-je', 'est-ce que je dois', 'est ce que je dois', 'est-ce que je devrais', 'est ce que je devrais', 'je dois ou', 'il vaut mieux', 'vaut mieux', 'ce serait mieux', 'vaudrait mieux', 'ou pas', 'ou non', 'je lui dis', 'je lui parle', 'je reste ou', 'je pars ou', 'faut-il', 'faut il', 'ça vaut le coup', 'dois-je', 'mieux vaut', 'c\'est mieux de', 'c\'est mieux si', 'vaut-il mieux', 'j\'hésite', 'je sais pas si je dois', 'je ne sais pas si je dois', 'je sais pas si je devrais', 'choisir entre', 'tu me conseilles de', 'ça vaut la peine', 'je continue ou', 'j\'y vais ou', 'je le fais ou', 'je démissionne ou'),
    whatCanIDo: typed('que faire', 'quoi faire', 'qu\'est-ce que je peux faire', 'qu est ce que je peux faire', 'je peux faire quoi', 'je fais quoi', 'je fais comment', 'comment faire', 'comment je fais', 'comment je peux', 'comment puis-je', 'comment gérer', 'comment je gère', 'un conseil', 'des conseils', 'tu me conseilles quoi', 'tu ferais quoi', 'tu ferais comment', 'qu\'est-ce que tu ferais', 'aide-moi à', 'aide moi à', 'comment lui dire', 'comment dire à', 'comment je lui dis', 'comment lui parler', 'comment je lui parle', 'comment faire pour', 'comment m\'y prendre', 'comment je m\'y prends', 'je dois faire quoi', 'qu\'est-ce que je dois faire', 'que dois-je faire', 'des pistes', 'tu proposes quoi', 'tu suggères quoi', 'que me conseilles-tu', 'que me conseilles tu', 'conseille-moi', 'conseille moi', 'aide-moi', 'aide moi', 'comment surmonter', 'comment affronter', 'comment m\'en sortir', 'comment avancer', 'koi faire'),
  },
  reflectSubject: [
    'On dirait que ce qui se passe {with} te pèse pas mal.',
    'Ce qui se passe {with} compte vraiment pour toi, ça se sent.',
    'J\'entends à quel point tu penses à {the} en ce moment.',
  ],
  alsoSubject: ['Et il y a aussi {the} dans tout ça.', '{the}, ça fait aussi partie de tout ça, on dirait.'],
  answer: {
    isNormal: [
      'C\'est plus normal qu\'il n\'y paraît ; beaucoup de gens vivent la même chose dans une situation comme la tienne.',
      'Beaucoup de gens ressentent ça dans une situation comme la tienne ; ça ne veut pas dire que quelque chose cloche chez toi.',
      'Ce que tu décris est une réaction profondément humaine, et tu es loin d\'être la seule personne à l\'avoir ressenti.',
    ],
    decision: [
      'Quand tu hésites entre deux chemins, ça peut aider de te demander lequel tu regretterais de ne pas avoir essayé, et ce que chacun te coûterait.',
      'Une façon d\'y réfléchir : imagine chaque choix dans une semaine, et regarde lequel te paraît le plus léger.',
    ],
    whatCanIDo: [
      'Tu n\'as pas besoin de tout régler d\'un coup ; il suffit de trouver la prochaine petite chose.',
      'Ça peut aider de séparer ce qui dépend de toi de ce qui n\'en dépend pas, et de commencer par un petit morceau qui dépend de toi.',
    ],
  },
  generalSteps: [
    'Un petit pas pourrait être de noter ce qui t\'inquiète le plus et la toute première chose que tu pourrais faire à ce sujet.',
    'Un petit pas pourrait être d\'en parler à quelqu\'un en qui tu as confiance, même brièvement, pour ne pas garder tout ça pour toi.',
  ],
  personQuestions: [
    'Qu\'est-ce que tu aimerais le plus que {the} comprenne ?',
    'De quoi as-tu le plus besoin de la part de {the} en ce moment ?',
    'Comment ça se passe entre {the} et toi ces derniers temps ?',
  ],
  situationQuestions: [
    'Qu\'est-ce qui est le plus dur pour toi en ce moment avec {the} ?',
    'Qu\'est-ce qui pourrait te soulager un tout petit peu cette semaine, par rapport à {the} ?',
    'Depuis combien de temps tout ce qui touche à {the} te pèse autant ?',
  ],
  moodBefore: {
    great: 'Tu m\'as dit que tu arrivais en super forme, et ça me fait plaisir.',
    good: 'Tu m\'as dit que ça va bien aujourd\'hui, tant mieux.',
    okay: 'Tu m\'as dit que ça va, sans plus, aujourd\'hui.',
    stressed: 'Tu m\'as dit que tu arrivais avec pas mal de stress, alors on va y aller à ton rythme.',
    anxious: 'Tu m\'as dit que l\'anxiété est là aujourd\'hui, alors rien ne presse ici.',
    sad: 'Tu m\'as dit que tu te sens triste aujourd\'hui, et je suis de tout cœur avec toi dans cette journée lourde.',
    angry: 'Tu m\'as dit que tu arrivais en colère, et tu as tout à fait le droit de l\'apporter ici.',
    overwhelmed: 'Tu m\'as dit que tout te déborde en ce moment, alors on va prendre les choses une par une.',
  },
  recap: {
    intro: 'Voici ce que j\'ai entendu de ta part jusqu\'ici.',
    subjects: 'Tu m\'as parlé de {list}.',
    feelings: 'Tu as parlé de ces ressentis : {list}.',
    quote: 'Tu as commencé par dire : « {quote} »',
    empty: 'On vient tout juste de commencer, alors il n\'y a pas encore grand-chose à résumer.',
    check: 'Est-ce que j\'ai oublié quelque chose qui compte pour toi ?',
  },
  afterRisk: [
    'Je repense encore à ce que tu m\'as dit tout à l\'heure, et je suis là avec toi.',
    'Si ces pensées lourdes reviennent, une ligne d\'écoute de crise est là pour toi à toute heure, de jour comme de nuit.',
  ],
  recall: 'Tu m\'avais dit : {memory}',
  facts: {
    personName: {
      patterns: ['(?<!\\b(?:sa|son|ses|ta|ton|tes|leur|leurs|la|le|les|une|un|de|du|des) )(?<![\\p{L}])(?:(?:mon|ma|mes) )?{person}(?: s[\'’]appelle| se nomme| se pr[ée]nomme|,)\\s+(\\p{L}+)'],
      memory: '{the} s\'appelle {value}.',
    },
    job: {
      patterns: [
        '\\bje (?:travaille|bosse|taffe|suis embauch[ée]e?) (?:comme|en tant que) (?!(?:une?|des|les?|la|fou|folle|malade|dingue|chien|esclave)(?![\\p{L}]))(\\p{L}+)',
        '\\bje suis (infirmi(?:er|[eè]re)|prof|professeure?|enseignante?|m[ée]decin|[ée]tudiante?|d[ée]veloppeu(?:r|se)|dev|ing[ée]nieure?|designer|caissi(?:er|[eè]re)|serveu(?:r|se)|cuisini(?:er|[eè]re)|chauffeu(?:r|se)|avocate?|comptable|aide-soignante?|vendeu(?:r|se)|livreu(?:r|se)|boulang(?:er|[eè]re)|coiffeu(?:r|se)|pharmacienne?|[ée]ducat(?:eur|rice)|pompier|polici(?:er|[eè]re)|secr[ée]taire|stagiaire|intérimaire|interimaire)(?![\\p{L}])',
      ],
      memory: 'Ton métier : {value}.',
    },
    helps: {
      patterns: [
        '\\bce qui m[\'’ ]?aide(?: vraiment| le plus| souvent| toujours| beaucoup| surtout)?,? (?:c[\'’]? ?est|ce sont|:) (?:de |d[\'’])?([^.,!?;\\n]{3,60})',
        '(?<![\\p{L}])(?!(?:ce qui|ça|ca|qu)(?![\\p{L}]))((?:\\p{L}+ ){0,2}\\p{L}+) m[\'’ ]aide (?:toujours|vraiment|beaucoup|souvent|[ée]norm[ée]ment)(?![\\p{L}])',
      ],
      memory: 'Ce qui t\'aide : {value}.',
    },
  },
  offlineNotice: 'Tu parles en ce moment avec le compagnon intégré de Solace : il fonctionne sans service d\'IA en ligne, et il est plus simple.',
};
