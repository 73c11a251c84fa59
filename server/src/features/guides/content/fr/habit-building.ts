import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Prendre de bonnes habitudes',
  summary: 'Comment naissent les habitudes, comment commencer petit et comment continuer après un jour manqué.',
  readMinutes: 7,
  intro:
    'Les habitudes sont ces petites choses que l’on fait sans avoir à y penser : elles façonnent nos journées bien plus que les grandes résolutions. Bonne nouvelle : elles se construisent volontairement, un tout petit pas après l’autre. Ce guide explique comment fonctionnent les habitudes et vous propose un plan pour en faire grandir une qui vous tient à cœur.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'Comment naissent les habitudes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque habitude suit la même boucle. Une fois que vous la voyez, vous pouvez agir sur chacune de ses parties : rendre le déclencheur visible, l’action facile et la récompense satisfaisante.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Déclencheur', text: 'Ce qui lance l’habitude : un moment, un lieu, une émotion ou ce que vous venez de faire.' },
            { title: '2. Envie', text: 'Le ressenti que vous recherchez : du calme, de l’énergie, du lien, le sentiment de progresser.' },
            { title: '3. Réponse', text: 'L’action elle-même. Plus elle est facile, plus elle a de chances de se produire.' },
            { title: '4. Récompense', text: 'Le bien-être qui suit, et qui apprend à votre cerveau à recommencer la boucle.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Commencer plus petit que ce qui semble utile',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les nouvelles habitudes échouent quand elles en demandent trop un jour difficile. Réduisez l’habitude jusqu’à ce qu’elle prenne deux minutes ou moins. Au début, l’objectif est d’être au rendez-vous, pas de performer ; vous pourrez la faire grandir une fois qu’elle sera devenue automatique.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '« Faire du sport tous les jours » devient « enfiler mes baskets après le petit-déjeuner ».',
            '« Lire davantage » devient « lire une page avant de dormir ».',
            '« Méditer » devient « prendre trois respirations lentes en m’asseyant à mon bureau ».',
            '« Tenir un journal » devient « écrire une phrase sur ma journée ».',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Construire votre habitude en cinq étapes',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Choisir une seule habitude',
              text: 'Choisissez une habitude qui compte pour vous en ce moment. Plusieurs à la fois dispersent votre énergie.',
              points: ['Précisez : quoi, quand et où', 'Choisissez quelque chose que vous voulez, pas quelque chose que vous pensez « devoir » faire'],
            },
            {
              title: 'L’ancrer à un déclencheur',
              text: 'Rattachez la nouvelle habitude à quelque chose que vous faites déjà chaque jour.',
              points: ['« Après avoir versé mon café du matin, je vais… »', 'Choisissez un déclencheur qui a lieu au même moment et au même endroit'],
            },
            {
              title: 'La rendre facile',
              text: 'Supprimez les petits obstacles entre vous et l’habitude.',
              points: ['Préparez ce qu’il faut la veille au soir', 'Gardez ce dont vous avez besoin à portée de main', 'Ajoutez des frictions aux habitudes que vous voulez réduire'],
            },
            {
              title: 'La rendre satisfaisante',
              text: 'Offrez-vous une petite récompense immédiate, pour que l’habitude fasse du bien maintenant, et pas seulement plus tard.',
              points: ['Cochez-la dans un suivi', 'Associez-la à quelque chose que vous aimez, comme votre chanson préférée'],
            },
            {
              title: 'Suivre et ajuster',
              text: 'Après deux semaines, regardez ce qui a fonctionné. Gardez l’habitude, réduisez-la ou changez de déclencheur.',
              points: ['Repérez les jours où elle a flanché et ce qui était différent', 'Ne la faites grandir qu’une fois qu’elle est devenue automatique'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Empiler les habitudes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Greffez une nouvelle habitude sur une habitude existante : « Après [habitude actuelle], je vais [nouvelle habitude]. » Votre routine habituelle devient le rappel.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Après avoir brossé mes dents, je vais noter une chose pour laquelle j’éprouve de la gratitude.',
            'Après avoir pris place à table pour le déjeuner, je vais boire un grand verre d’eau.',
            'Après avoir fermé mon ordinateur en fin de journée, je vais m’étirer pendant deux minutes.',
            'Une fois au lit, je vais mettre mon téléphone à charger à l’autre bout de la pièce.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'Quand vous manquez un jour',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tout le monde manque des jours. Un jour manqué n’a presque aucun effet sur une habitude ; ce qui compte, c’est d’y revenir. Voyez un écart comme une information, pas comme la preuve que vous n’en êtes pas capable.',
        },
        {
          kind: 'tip',
          title: 'Jamais deux fois de suite',
          text: 'Si vous manquez un jour, rendez la version du lendemain aussi petite que possible (une page, une respiration, une pompe), simplement pour ne pas rompre le fil.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'Votre plan d’habitude',
      blocks: [
        {
          kind: 'exercise',
          title: 'Concevoir une toute petite habitude',
          duration: '15 minutes',
          steps: [
            'Notez une habitude que vous aimeriez construire et pourquoi elle compte pour vous.',
            'Réduisez-la à une version de deux minutes, faisable même un jour difficile.',
            'Complétez la phrase : « Après ____, je vais ____. »',
            'Supprimez un obstacle dès aujourd’hui (préparez, installez, mettez en vue).',
            'Cochez un suivi simple chaque jour pendant les deux prochaines semaines.',
          ],
          reflection: [
            'Qu’est-ce qui a rendu l’habitude plus facile les jours où elle a eu lieu ?',
            'Qu’est-ce qui a fait obstacle les jours où elle n’a pas eu lieu ?',
            'Est-il temps de faire grandir l’habitude, ou de la garder petite encore un peu ?',
          ],
        },
      ],
    },
  ],
};
