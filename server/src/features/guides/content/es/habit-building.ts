import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Crear hábitos',
  summary: 'Cómo se forman los hábitos, cómo empezar con poco y cómo seguir después de un día en que no lo lograste.',
  readMinutes: 7,
  intro:
    'Los hábitos son esas pequeñas cosas que haces sin tener que decidirlas, y dan forma a tus días mucho más que los grandes propósitos. La buena noticia es que se pueden construir a propósito, paso a paso. Esta guía te explica cómo funcionan los hábitos y te da un plan para ese hábito que te gustaría cultivar.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'Cómo se forman los hábitos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Todo hábito recorre el mismo ciclo. Cuando puedes verlo, puedes moldear cada parte: que la señal sea evidente, la acción fácil y la recompensa satisfactoria.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Señal', text: 'Lo que pone en marcha el hábito: una hora, un lugar, una emoción o lo que acabas de hacer.' },
            { title: '2. Deseo', text: 'La sensación que buscas: calma, energía, conexión, la impresión de avanzar.' },
            { title: '3. Respuesta', text: 'La acción en sí. Cuanto más fácil sea, más probable es que ocurra.' },
            { title: '4. Recompensa', text: 'La sensación agradable que llega después y que enseña a tu cerebro a repetir el ciclo.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Empieza con menos de lo que parece útil',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Los hábitos nuevos fallan cuando piden demasiado en un día difícil. Hazlo tan pequeño que te lleve dos minutos o menos. Al principio, la meta es presentarte, no rendir; ya lo harás crecer cuando te salga solo.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '«Hacer ejercicio todos los días» se convierte en «ponerme las zapatillas después de desayunar».',
            '«Leer más» se convierte en «leer una página antes de dormir».',
            '«Meditar» se convierte en «respirar despacio tres veces al sentarme a trabajar».',
            '«Escribir un diario» se convierte en «escribir una frase sobre mi día».',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Crea tu hábito en cinco pasos',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Elige un solo hábito',
              text: 'Escoge un hábito que te importe ahora. Si intentas varios a la vez, tu energía se reparte.',
              points: ['Concreta: qué, cuándo y dónde', 'Elige algo que quieras, no algo que sientas que «deberías» hacer'],
            },
            {
              title: 'Átalo a una señal',
              text: 'Vincula el nuevo hábito a algo que ya haces cada día.',
              points: ['«Después de servirme el café de la mañana, voy a…»', 'Elige una señal que ocurra a la misma hora y en el mismo lugar'],
            },
            {
              title: 'Hazlo fácil',
              text: 'Quita los pequeños obstáculos que hay entre tú y el hábito.',
              points: ['Deja todo preparado la noche anterior', 'Ten a mano lo que necesitas', 'Pon más trabas a los hábitos que quieres reducir'],
            },
            {
              title: 'Hazlo satisfactorio',
              text: 'Date una pequeña recompensa inmediata, para que el hábito se sienta bien ahora y no solo más adelante.',
              points: ['Márcalo en un registro', 'Combínalo con algo que disfrutes, como tu canción favorita'],
            },
            {
              title: 'Registra y ajusta',
              text: 'Después de dos semanas, mira qué ha funcionado. Mantenlo, hazlo más pequeño o cambia la señal.',
              points: ['Fíjate en los días en que se te escapó y en qué fue distinto', 'Haz crecer el hábito solo cuando ya te salga solo'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Encadenar hábitos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apoya un hábito nuevo sobre uno que ya tienes: «Después de [hábito actual], voy a [hábito nuevo]». Tu rutina de siempre se convierte en el recordatorio.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Después de lavarme los dientes, voy a escribir una cosa por la que siento gratitud.',
            'Después de sentarme a comer, voy a beber un vaso de agua entero.',
            'Después de cerrar el portátil al final del día, voy a estirarme durante dos minutos.',
            'Después de meterme en la cama, voy a dejar el móvil cargando al otro lado de la habitación.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'Cuando te saltas un día',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A todo el mundo se le escapa algún día. Un día perdido casi no afecta a un hábito; lo que cuenta es volver. Toma un tropiezo como información, no como prueba de que no puedes.',
        },
        {
          kind: 'tip',
          title: 'Nunca dos veces seguidas',
          text: 'Si te saltas un día, haz que la versión del día siguiente sea lo más pequeña posible (una página, una respiración, una flexión), solo para no romper el hilo.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'Tu plan de hábitos',
      blocks: [
        {
          kind: 'exercise',
          title: 'Diseña un hábito diminuto',
          duration: '15 minutos',
          steps: [
            'Escribe un hábito que te gustaría crear y por qué te importa.',
            'Redúcelo a una versión de dos minutos que podrías hacer incluso en un día difícil.',
            'Completa la frase: «Después de ____, voy a ____».',
            'Quita hoy un obstáculo (déjalo preparado, organízalo, ponlo a la vista).',
            'Marca un registro sencillo cada día durante las próximas dos semanas.',
          ],
          reflection: [
            '¿Qué hizo el hábito más fácil los días en que sí lo hice?',
            '¿Qué se interpuso los días en que no?',
            '¿Es momento de hacer crecer el hábito, o de mantenerlo pequeño un poco más?',
          ],
        },
      ],
    },
  ],
};
