import type { LanguagePack } from '../language-pack';

// French puts a (non-breaking) space before ? and : — kept non-breaking so a word never streams alone as "?".
export const french: LanguagePack = {
  unspaced: false,
  listSeparator: ', ',
  lastSeparator: ' et ',
  keywords: {
    stress: ['stress', 'pression', 'débordé', 'deborde', 'submergé', 'surmené', 'trop de travail'],
    anxiety: ['anxi', 'inquiet', 'angoiss', 'nerveu', 'panique', 'peur'],
    sadness: ['triste', 'tristesse', 'déprim', 'deprim', 'pleure', 'malheureu', 'désespér'],
    anger: ['colère', 'colere', 'énervé', 'enerve', 'furieu', 'frustr', 'agacé', 'je déteste'],
    loneliness: ['me sens seul', 'suis seul', 'tout seul', 'toute seule', 'solitude', 'isolé'],
    tiredness: ['fatigu', 'épuisé', 'epuise', 'dormir', 'sommeil', 'insomnie', "pas d'énergie", 'dors pas', 'dors mal'],
    hope: ['heureu', 'mieux', 'reconnaissant', 'content', 'soulagé', 'fier', 'fière', 'espoir'],
  },
  names: {
    stress: 'le stress',
    anxiety: "l'inquiétude",
    sadness: 'la tristesse',
    anger: 'la frustration',
    loneliness: 'la solitude',
    tiredness: 'la fatigue',
    hope: "l'espoir",
  },
  reflections: {
    stress: ['On dirait que tu portes beaucoup de pression ces derniers temps.', 'Ça fait beaucoup à porter en même temps.'],
    anxiety: ["On dirait que l'inquiétude pèse sur toi.", "J'entends à quel point tout cela t'inquiète."],
    sadness: ['Je suis désolé que tu te sentes si mal en ce moment.', 'On dirait que tu traverses quelque chose de vraiment douloureux.'],
    anger: ["C'est compréhensible que cela te frustre.", "J'entends combien cette situation te met en colère."],
    loneliness: ['Se sentir seul face à tout cela, ça doit être vraiment dur.', "On dirait qu'un vrai lien avec les autres t'a manqué."],
    tiredness: ['On dirait que tu es à bout de forces.', 'Manquer de repos peut rendre tout plus difficile.'],
    hope: ["Ça fait plaisir d'entendre que quelque chose te fait du bien.", "J'entends une petite lumière dans ce que tu partages."],
  },
  openers: ['Merci de me confier ce que tu as en tête.', "Je suis là et je t'écoute.", "Merci d'avoir pris ce moment pour en parler aujourd'hui."],
  validations: [
    "Ce que tu ressens est légitime, et tu n'as pas à l'affronter sans soutien.",
    "C'est normal d'avancer un pas après l'autre.",
    'Mettre des mots sur tout cela demande du courage.',
  ],
  questions: [
    "Qu'est-ce qui te pèse le plus en ce moment\u00a0?",
    "Qu'est-ce qui pourrait t'apporter un peu plus de soutien aujourd'hui\u00a0?",
    "Qu'est-ce qui occupe le plus tes pensées ces derniers temps\u00a0?",
    'Comment prends-tu soin de toi pendant cette période\u00a0?',
  ],
  recommendations: {
    stress: 'Essaie de découper ta journée en petites étapes faciles, avec de courtes pauses entre elles.',
    anxiety: "Quand l'inquiétude monte, essaie de respirer lentement\u00a0: inspire sur quatre temps, expire sur six.",
    sadness: 'Tourne-toi vers une personne de confiance et prends soin de toi avec douceur les jours difficiles.',
    anger: "Accorde-toi une pause avant de réagir\u00a0; une courte marche peut aider l'émotion à retomber.",
    loneliness: 'Prévois un petit moment de lien cette semaine, comme un appel ou un message à un ami.',
    tiredness: 'Protège ton sommeil avec une heure de coucher régulière et un moment sans écrans avant de dormir.',
    hope: "Remarque ce qui t'a aidé les bons jours et fais-lui plus de place.",
  },
  summary: {
    withFeelings: 'La conversation a porté sur {feelings}.',
    neutral: 'Une conversation pour partager ce que tu avais en tête.',
    theme: 'Thème récurrent\u00a0: {feeling}.',
    generalInsight: 'Mettre des mots sur ses émotions est une habitude saine.',
    generalRecommendations: ['Continue à prendre régulièrement de tes nouvelles.', 'Garde du temps pour te reposer et pour ce que tu aimes.'],
  },
  crisis: {
    selfHarm: ['suicid', 'me tuer', 'mettre fin à mes jours', 'en finir avec la vie', 'envie de mourir', 'veux mourir', 'me faire du mal', 'automutil', 'me couper'],
    violence: ['le tuer', 'la tuer', 'les tuer', "tuer quelqu'un", 'lui faire du mal', "faire du mal à quelqu'un", 'assassiner'],
  },
};
