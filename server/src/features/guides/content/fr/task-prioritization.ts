import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Prioriser ses tâches',
  summary: 'Distinguer ce qui compte vraiment de ce qui fait seulement du bruit, avec la matrice d’Eisenhower et une routine quotidienne en cinq étapes.',
  readMinutes: 7,
  intro:
    'Une longue liste de choses à faire peut peser lourd sur la poitrine. Prioriser, ce n’est pas en faire plus : c’est choisir, délibérément, ce qui mérite vos meilleures heures, pour que le reste cesse d’accaparer votre attention. Ce guide vous propose une façon simple de trier vos tâches, une routine pour planifier chaque journée et un court exercice à essayer dès aujourd’hui.',
  sections: [
    {
      id: 'why',
      heading: 'Pourquoi tout semble urgent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Notre esprit traite chaque tâche en suspens comme une boucle non refermée, et les tâches bruyantes (une notification, une demande avec une échéance) captent l’attention avant les tâches discrètes mais importantes. Sans moyen de les trier, on passe la journée à réagir et on la termine avec le sentiment d’avoir été très occupé sans avoir avancé.',
        },
        {
          kind: 'paragraph',
          text: 'Deux questions permettent d’y voir clair : est-ce important (cela fait-il avancer quelque chose qui compte pour moi ?) et est-ce urgent (cela me réclame-t-il bientôt, ou quelque chose risque-t-il de mal tourner ?). Séparer ces deux notions, c’est tout le principe de la matrice d’Eisenhower.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'La matrice d’Eisenhower',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dessinez un carré divisé en quatre. Chaque tâche trouve sa place dans un quadrant, et chaque quadrant appelle sa propre action.',
        },
        {
          kind: 'matrix',
          columns: ['Urgent', 'Pas urgent'],
          rows: ['Important', 'Pas important'],
          quadrants: [
            {
              title: 'À faire d’abord',
              action: 'Aujourd’hui même',
              text: 'Les échéances et les vrais problèmes qui ont besoin de vous maintenant. Anticiper permet de garder ce quadrant léger.',
              examples: ['Un rapport à rendre cet après-midi', 'Une question de santé ou de famille', 'Débloquer une situation qui freine les autres'],
            },
            {
              title: 'À planifier',
              action: 'Inscrivez-le à votre agenda',
              text: 'Ce qui construit votre avenir : planifier, apprendre, entretenir vos relations, vous reposer. Cela se fait rarement entendre, alors donnez-lui un créneau.',
              examples: ['Préparer la présentation de la semaine prochaine', 'Le sport et le sommeil', 'Un appel à un vieil ami ou une vieille amie'],
            },
            {
              title: 'À déléguer',
              action: 'Confiez-le ou regroupez-le',
              text: 'Les demandes pressantes qui ne doivent pas forcément être traitées par vous, ou pas avec toute votre attention.',
              examples: ['La plupart des invitations à des réunions', 'Les réponses de routine', 'Les réservations et la prise de rendez-vous'],
            },
            {
              title: 'À abandonner',
              action: 'Laissez tomber',
              text: 'Ni urgent ni important. Les repérer libère du temps et de l’attention, sans rien coûter.',
              examples: ['Le défilement sans fin', 'Réorganiser sa boîte de réception', 'Les tâches gardées par habitude'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Soyez honnête sur ce qui est « important »',
          text: 'Important veut dire utile à vos objectifs ou à votre bien-être, pas à l’empressement de quelqu’un d’autre. Si vous ne savez pas dire pourquoi une tâche compte, elle a sans doute sa place sur la ligne du bas.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Prioriser votre journée en cinq étapes',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Tout noter',
              text: 'Videz votre tête sur une seule liste : travail, maison, courses, tout ce qui vous empêche de dormir.',
              points: ['Un seul endroit, sur papier ou dans une appli', 'Formulez les tâches comme des actions (« écrire à Sam pour les dates », pas « Sam »)', 'Ne triez pas encore : sortez simplement tout de votre tête'],
            },
            {
              title: 'Répartir dans la matrice',
              text: 'Attribuez un quadrant à chaque tâche. Allez vite : votre première intuition est généralement la bonne.',
              points: ['Demandez-vous d’abord « important ? », puis « urgent ? »', 'En cas de doute, rangez la tâche dans À planifier', 'Rayez tout de suite ce qui se trouve dans À abandonner'],
            },
            {
              title: 'Choisir vos trois priorités',
              text: 'Retenez au maximum trois tâches qui donneraient du sens à votre journée, surtout parmi À faire d’abord et À planifier.',
              points: ['Trois suffisent pour une bonne journée', 'Incluez une tâche À planifier, pour que l’important avance aussi', 'Notez-les en haut de la page'],
            },
            {
              title: 'Leur donner du temps',
              text: 'Placez vos trois priorités dans votre agenda, la plus difficile en premier, aux heures où vous avez l’esprit le plus vif.',
              points: ['Estimez la durée, puis ajoutez-en la moitié', 'Gardez des marges pour les imprévus', 'Protégez le premier créneau des messages'],
            },
            {
              title: 'Faire le point et repartir',
              text: 'En fin de journée, prenez cinq minutes pour regarder en arrière et préparer la liste du lendemain.',
              points: ['Cochez ce que vous avez terminé et observez ce que vous avez ressenti', 'Reportez les tâches inachevées, ou abandonnez-les', 'Terminez la journée avec bienveillance : vous avez fait ce que vous pouviez'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Exercice quotidien',
      blocks: [
        {
          kind: 'exercise',
          title: 'Le tri du matin en dix minutes',
          duration: '10 minutes',
          steps: [
            'Réglez un minuteur sur dix minutes et notez toutes les tâches qui vous occupent l’esprit.',
            'Marquez chacune : À FAIRE D’ABORD, À PLANIFIER, À DÉLÉGUER ou À ABANDONNER.',
            'Entourez jusqu’à trois tâches qui feraient de cette journée une bonne journée.',
            'Réservez-leur du temps dans votre agenda, en commençant par la plus difficile.',
            'Transmettez ou notez ce que vous déléguez, et rayez ce que vous abandonnez.',
          ],
          reflection: [
            'Quel quadrant contenait la plupart de mes tâches aujourd’hui ?',
            'Quelque chose m’a-t-il semblé urgent sans être vraiment important ?',
            'Qu’ai-je ressenti ce soir en terminant mes trois priorités ?',
          ],
        },
        {
          kind: 'tip',
          title: 'Allez-y en douceur',
          text: 'Certains jours, la tâche la plus importante est de prendre soin de vous. Se reposer, bien manger et demander du soutien comptent aussi comme des tâches À planifier.',
        },
      ],
    },
  ],
};
