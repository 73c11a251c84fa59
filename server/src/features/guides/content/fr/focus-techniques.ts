import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Techniques de concentration',
  summary: 'La méthode Pomodoro, les blocs de temps, le travail en profondeur et des façons plus sereines de gérer les distractions.',
  readMinutes: 8,
  intro:
    'La concentration tient moins à la volonté qu’à la manière dont vous organisez les choses pour que votre attention ait un point d’appui. Ces quatre techniques fonctionnent bien seules, et encore mieux ensemble. Essayez-en une cette semaine, observez ce qui change et gardez ce qui vous convient.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'La méthode Pomodoro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Travaillez par courtes séquences chronométrées, entrecoupées de pauses. Une séquence est assez courte pour qu’il soit facile de s’y mettre, et la pause arrive avant que votre attention ne s’épuise.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choisissez une seule tâche et notez-la.',
            'Réglez un minuteur sur 25 minutes et consacrez-vous uniquement à cette tâche.',
            'Si une distraction surgit, notez-la sur une liste « pour plus tard » et revenez à votre tâche.',
            'Quand le minuteur sonne, faites une pause de 5 minutes loin de l’écran.',
            'Après quatre séquences, accordez-vous une pause plus longue, de 15 à 30 minutes.',
          ],
        },
        {
          kind: 'tip',
          title: 'Adaptez la durée',
          text: 'Si 25 minutes vous paraissent longues, commencez par 15. Si vous êtes pleinement dans votre élan, essayez 50 minutes avec une pause de 10. Le rythme compte plus que les chiffres.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'Les blocs de temps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Donnez une mission à chaque moment de la journée. Au lieu d’une liste de tâches qui se disputent votre attention, votre agenda vous indique ce que vous faites maintenant : vous décidez une fois, puis vous suivez simplement le plan.',
        },
        {
          kind: 'schedule',
          caption: 'Un exemple de journée',
          rows: [
            { time: '8 h 30 – 9 h', activity: 'Planifier la journée et trier les tâches' },
            { time: '9 h – 11 h', activity: 'Travail en profondeur : la tâche la plus importante' },
            { time: '11 h – 11 h 30', activity: 'Messages et e-mails, en une seule fois' },
            { time: '11 h 30 – 12 h 30', activity: 'Réunions ou appels' },
            { time: '12 h 30 – 13 h 30', activity: 'Déjeuner et promenade dehors' },
            { time: '13 h 30 – 15 h', activity: 'Deuxième bloc de concentration' },
            { time: '15 h – 16 h 30', activity: 'Petites tâches et démarches administratives' },
            { time: '16 h 30 – 17 h', activity: 'Faire le point sur la journée et préparer demain' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Placez le travail le plus exigeant aux heures où vous avez l’esprit le plus vif.',
            'Regroupez les tâches semblables (tous les appels, tous les e-mails) dans un même bloc.',
            'Prévoyez des blocs tampons : les plans dérapent, et ce n’est pas grave.',
            'Quand un bloc déborde, décalez le reste de la journée plutôt que de sauter vos pauses.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Le travail en profondeur',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le travail en profondeur, c’est du temps concentré et sans interruption consacré à quelque chose d’exigeant : écrire, concevoir, étudier, résoudre un problème difficile. C’est là que se font la plupart des vrais progrès, et ce temps mérite d’être protégé.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Créez un rituel', text: 'Le même endroit, la même boisson, la même musique. Une petite routine signale à votre esprit qu’il est temps de se concentrer.' },
            { title: 'Définissez l’arrivée', text: 'Avant de commencer, décidez à quoi ressemble « terminé » pour cette séance.' },
            { title: 'Fermez les portes', text: 'Notifications coupées, téléphone dans une autre pièce, une seule fenêtre ouverte.' },
            { title: 'Reposez-vous pour de bon', text: 'Le travail en profondeur fatigue. Enchaînez avec une vraie pause, pas avec encore plus d’écran.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Commencez plus petit que vous ne le pensez',
          text: 'Une heure de travail en profondeur par jour, c’est déjà un très bon début. Ajoutez quinze minutes à la fois, à mesure que cela devient plus facile.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Gérer les distractions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les distractions viennent de l’extérieur (notifications, personnes, bruit) et de l’intérieur (soucis, ennui, envie de vérifier). Les deux sont normales. Le but n’est pas de ne jamais se laisser distraire, mais de le remarquer plus tôt et de revenir avec plus de douceur.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Numériques', text: 'Désactivez les notifications non essentielles, utilisez le mode concentration et gardez votre messagerie fermée entre deux séances de tri.' },
            { title: 'Environnement', text: 'Dégagez votre bureau, utilisez un casque et prévenez votre entourage quand vous êtes dans un bloc de concentration.' },
            { title: 'Intérieures', text: 'Tenez une liste « pour plus tard » pour les pensées qui passent. Noter un souci permet de le mettre de côté pour le moment.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Quand vous vous surprenez à décrocher, nommez-le (« je vérifie encore ») et prenez une respiration lente.',
            'Si le même souci revient sans cesse, accordez-lui dix minutes rien qu’à lui, plus tard dans la journée.',
            'L’agitation est un signal, pas un échec : une courte marche aide souvent plus que de forcer.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Essayez dès aujourd’hui',
      blocks: [
        {
          kind: 'exercise',
          title: 'Une heure protégée',
          duration: '60 minutes',
          steps: [
            'Choisissez une tâche qui compte et écrivez ce que « terminé » veut dire pour cette heure.',
            'Mettez votre téléphone en silencieux, hors de portée, et fermez tous les onglets inutiles.',
            'Travaillez en deux séquences de 25 minutes, avec une pause de 5 minutes entre les deux.',
            'Notez chaque distraction sur papier au lieu d’y donner suite.',
            'Dans les cinq dernières minutes, notez où vous en êtes et quelle sera la prochaine étape.',
          ],
          reflection: [
            'Qu’est-ce qui a le plus souvent attiré mon attention ailleurs ?',
            'Quelle partie de la préparation m’a été la plus utile ?',
            'À quel moment de la journée pourrais-je protéger une autre heure comme celle-ci ?',
          ],
        },
      ],
    },
  ],
};
