import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Priorizar tareas',
  summary: 'Separa lo que de verdad importa de lo que solo hace ruido, con la matriz de Eisenhower y una rutina diaria en cinco pasos.',
  readMinutes: 7,
  intro:
    'Una lista de pendientes muy larga puede sentirse como un peso en el pecho. Priorizar no consiste en hacer más, sino en elegir a propósito a qué dedicas tus mejores horas, para que lo demás deje de tirar de tu atención. Esta guía te muestra una forma sencilla de ordenar tus tareas, una rutina para planificar cada día y un ejercicio breve para probar hoy mismo.',
  sections: [
    {
      id: 'why',
      heading: 'Por qué todo parece urgente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La mente trata cada tarea abierta como un asunto pendiente, y las tareas ruidosas (una notificación, un encargo con fecha límite) se llevan la atención antes que las tranquilas e importantes. Sin una forma de ordenarlas, pasamos el día reaccionando y lo terminamos con la sensación de haber estado ocupados sin haber avanzado.',
        },
        {
          kind: 'paragraph',
          text: 'Dos preguntas ayudan a poner orden en el ruido: ¿es importante (me acerca a algo que me importa)? ¿Y es urgente (me necesita pronto o algo saldrá mal)? Mantener separadas esas dos ideas es el corazón de la matriz de Eisenhower.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'La matriz de Eisenhower',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dibuja un cuadrado dividido en cuatro. Cada tarea va a uno de los cuadrantes, y cada cuadrante tiene su propia acción.',
        },
        {
          kind: 'matrix',
          columns: ['Urgente', 'No urgente'],
          rows: ['Importante', 'No importante'],
          quadrants: [
            {
              title: 'Hazlo primero',
              action: 'Hazlo hoy',
              text: 'Plazos y problemas reales que te necesitan ahora. Planificar con antelación ayuda a que este cuadrante se mantenga pequeño.',
              examples: ['Un informe que hay que entregar esta tarde', 'Un asunto de salud o familiar', 'Resolver algo que bloquea a otras personas'],
            },
            {
              title: 'Prográmalo',
              action: 'Ponlo en tu calendario',
              text: 'Lo que construye tu futuro: planificar, aprender, cuidar tus relaciones, descansar. Casi nunca hace ruido, así que dale un momento propio.',
              examples: ['Preparar la presentación de la semana que viene', 'Hacer ejercicio y dormir bien', 'Llamar a una vieja amistad'],
            },
            {
              title: 'Delégalo',
              action: 'Pásalo a otra persona o agrúpalo',
              text: 'Peticiones con prisa que no tienes por qué hacer tú, o no con toda tu atención.',
              examples: ['La mayoría de las invitaciones a reuniones', 'Respuestas rutinarias', 'Reservas y citas'],
            },
            {
              title: 'Suéltalo',
              action: 'Déjalo ir',
              text: 'Ni urgente ni importante. Darte cuenta de estas tareas te devuelve tiempo y atención sin coste alguno.',
              examples: ['Pasar el dedo por la pantalla sin fin', 'Reorganizar tu bandeja de entrada', 'Tareas que mantienes solo por costumbre'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Mira con honestidad qué es «importante»',
          text: 'Importante significa que sirve a tus objetivos o a tu bienestar, no a la prisa de otra persona. Si no sabes decir por qué importa una tarea, probablemente pertenece a la fila de abajo.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Prioriza tu día en cinco pasos',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Anótalo todo',
              text: 'Vacía tu cabeza en una sola lista: trabajo, casa, recados, lo que te quita el sueño.',
              points: ['Usa un único lugar, en papel o en una app', 'Escribe las tareas como acciones («escribir a Sam sobre las fechas», no «Sam»)', 'No ordenes todavía: solo sácalo de tu cabeza'],
            },
            {
              title: 'Reparte las tareas en la matriz',
              text: 'Asigna un cuadrante a cada tarea. Hazlo rápido: tu primera intuición suele acertar.',
              points: ['Pregúntate primero «¿es importante?» y después «¿es urgente?»', 'Si dudas, ponla en Prográmalo', 'Tacha enseguida todo lo que esté en Suéltalo'],
            },
            {
              title: 'Elige tus tres prioridades',
              text: 'Escoge como mucho tres tareas que harían que hoy valiera la pena, sobre todo de Hazlo primero y Prográmalo.',
              points: ['Tres bastan para un buen día', 'Incluye una tarea de Prográmalo, para que lo importante también avance', 'Escríbelas en lo alto de la página'],
            },
            {
              title: 'Dales su tiempo',
              text: 'Pon tus tres prioridades en el calendario, la más difícil primero, en las horas en que te sientes con más claridad.',
              points: ['Calcula cuánto te llevará y súmale la mitad', 'Deja huecos para lo inesperado', 'Protege el primer bloque de los mensajes'],
            },
            {
              title: 'Revisa y vuelve a empezar',
              text: 'Al final del día, dedica cinco minutos a mirar atrás y preparar la lista de mañana.',
              points: ['Marca lo que terminaste y fíjate en cómo te sentiste', 'Pasa lo pendiente a otro día, o suéltalo', 'Cierra el día con amabilidad: hiciste lo que pudiste'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Ejercicio diario',
      blocks: [
        {
          kind: 'exercise',
          title: 'El orden matutino de diez minutos',
          duration: '10 minutos',
          steps: [
            'Pon un temporizador de diez minutos y anota todas las tareas que tengas en mente.',
            'Marca cada una como HAZLO PRIMERO, PROGRÁMALO, DELÉGALO o SUÉLTALO.',
            'Rodea hasta tres tareas que harían de hoy un buen día.',
            'Resérvales tiempo en tu calendario, empezando por la más difícil.',
            'Envía o anota lo que vas a delegar, y tacha lo que vas a soltar.',
          ],
          reflection: [
            '¿Qué cuadrante reunió la mayoría de mis tareas hoy?',
            '¿Hubo algo que parecía urgente pero en realidad no era importante?',
            '¿Cómo me sentí esta tarde al terminar mis tres prioridades?',
          ],
        },
        {
          kind: 'tip',
          title: 'Ve con calma',
          text: 'Hay días en que la tarea más importante es cuidarte. Descansar, comer bien y pedir apoyo también cuentan como tareas de Prográmalo.',
        },
      ],
    },
  ],
};
