import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Técnicas de concentración',
  summary: 'Pomodoro, bloques de tiempo, trabajo profundo y formas más tranquilas de manejar las distracciones.',
  readMinutes: 8,
  intro:
    'Concentrarse tiene menos que ver con la fuerza de voluntad que con preparar las cosas para que tu atención tenga dónde posarse. Estas cuatro técnicas funcionan bien por separado y aún mejor juntas. Prueba una esta semana, observa qué cambia y quédate con lo que te siente bien.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'La técnica Pomodoro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trabaja en rondas cortas y cronometradas, con pausas entre ellas. Cada ronda es lo bastante pequeña como para que empezar resulte fácil, y la pausa llega antes de que tu atención se agote.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Elige una sola tarea y escríbela.',
            'Pon un temporizador de 25 minutos y trabaja solo en esa tarea.',
            'Si aparece una distracción, anótala en una lista de «para después» y vuelve a lo tuyo.',
            'Cuando suene el temporizador, tómate 5 minutos de descanso lejos de la pantalla.',
            'Después de cuatro rondas, haz una pausa más larga, de 15 a 30 minutos.',
          ],
        },
        {
          kind: 'tip',
          title: 'Ajusta la duración',
          text: 'Si 25 minutos se te hacen largos, empieza con 15. Si estás en plena racha, prueba 50 minutos con una pausa de 10. El ritmo importa más que los números.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'Bloques de tiempo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dale a cada parte del día una tarea. En lugar de una lista de pendientes que compite por tu atención, tu calendario te dice qué toca ahora: decides una vez y luego solo sigues el plan.',
        },
        {
          kind: 'schedule',
          caption: 'Un día de ejemplo',
          rows: [
            { time: '8:30 – 9:00', activity: 'Planificar el día y ordenar las tareas' },
            { time: '9:00 – 11:00', activity: 'Trabajo profundo: la tarea más importante' },
            { time: '11:00 – 11:30', activity: 'Mensajes y correo, todo de una vez' },
            { time: '11:30 – 12:30', activity: 'Reuniones o llamadas' },
            { time: '12:30 – 13:30', activity: 'Comida y un paseo al aire libre' },
            { time: '13:30 – 15:00', activity: 'Segundo bloque de concentración' },
            { time: '15:00 – 16:30', activity: 'Tareas pequeñas y gestiones' },
            { time: '16:30 – 17:00', activity: 'Repasar el día y planificar mañana' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Reserva el trabajo más difícil para las horas en que te sientes con más claridad.',
            'Agrupa las tareas parecidas (todas las llamadas, todos los correos) en un solo bloque.',
            'Deja bloques de margen: los planes se retrasan, y no pasa nada.',
            'Si un bloque se alarga, mueve el resto del día en lugar de saltarte los descansos.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Trabajo profundo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'El trabajo profundo es tiempo concentrado y sin interrupciones en algo exigente: escribir, diseñar, estudiar, resolver un problema difícil. Es ahí donde ocurre la mayor parte del progreso que de verdad cuenta, y por eso merece protección.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Crea un ritual', text: 'El mismo lugar, la misma bebida, la misma música. Una pequeña rutina le dice a tu mente que es hora de concentrarse.' },
            { title: 'Define el final', text: 'Antes de empezar, decide qué significa «terminado» en esta sesión.' },
            { title: 'Cierra las puertas', text: 'Notificaciones apagadas, el móvil en otra habitación, una sola ventana abierta.' },
            { title: 'Descansa a propósito', text: 'El trabajo profundo cansa. Después, tómate un descanso de verdad, no más tiempo de pantalla.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Empieza con menos de lo que crees',
          text: 'Una hora de trabajo profundo al día es un gran comienzo. Ve sumando quince minutos cada vez, a medida que te resulte más fácil.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Manejar las distracciones',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Las distracciones vienen de fuera (avisos, personas, ruido) y de dentro (preocupaciones, aburrimiento, las ganas de mirar el móvil). Ambas son normales. La meta no es no distraerte nunca, sino darte cuenta antes y volver con más suavidad.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Digitales', text: 'Desactiva las notificaciones que no sean esenciales, usa el modo concentración y mantén el correo cerrado entre tandas.' },
            { title: 'Del entorno', text: 'Despeja tu mesa, usa auriculares y avisa a los demás cuando estés en un bloque de concentración.' },
            { title: 'Internas', text: 'Ten a mano una lista de «para después» para los pensamientos sueltos. Escribir una preocupación te permite dejarla a un lado por ahora.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Cuando notes que te estás dispersando, ponle nombre («otra vez mirando el móvil») y respira despacio una vez.',
            'Si la misma preocupación vuelve una y otra vez, dedícale diez minutos propios más tarde.',
            'Sentir inquietud es una señal, no un fracaso: un paseo corto suele ayudar más que forzarte.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Pruébalo hoy',
      blocks: [
        {
          kind: 'exercise',
          title: 'Una hora protegida',
          duration: '60 minutos',
          steps: [
            'Elige una tarea que importe y escribe qué significa «terminado» para esta hora.',
            'Silencia el móvil y déjalo fuera de tu alcance; cierra todas las pestañas que no necesites.',
            'Trabaja en dos rondas de 25 minutos con una pausa de 5 minutos entre ellas.',
            'Anota cada distracción en un papel en lugar de hacerle caso.',
            'En los últimos cinco minutos, escribe dónde lo dejaste y cuál es el siguiente paso.',
          ],
          reflection: [
            '¿Qué fue lo que más tiró de mi atención?',
            '¿Qué parte de la preparación me ayudó más?',
            '¿En qué momento del día podría proteger otra hora como esta?',
          ],
        },
      ],
    },
  ],
};
