import type { Guide } from '@shared/api/guides';

export const habitBuilding: Guide = {
  slug: 'habit-building',
  title: 'Criação de hábitos',
  summary: 'Como os hábitos se formam, como começar pequeno e como seguir em frente depois de um dia perdido.',
  readMinutes: 7,
  intro:
    'Hábitos são as pequenas coisas que você faz sem precisar decidir, e eles moldam os seus dias muito mais do que as grandes resoluções. A boa notícia é que dá para construí-los de propósito, um passinho de cada vez. Este guia explica como os hábitos funcionam e traz um plano para aquele hábito que você gostaria de cultivar.',
  sections: [
    {
      id: 'habit-loop',
      heading: 'Como os hábitos se formam',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Todo hábito passa pelo mesmo ciclo. Quando você enxerga o ciclo, consegue moldar cada parte dele: deixar o gatilho evidente, a ação fácil e a recompensa satisfatória.',
        },
        {
          kind: 'cards',
          items: [
            { title: '1. Gatilho', text: 'Algo que dá início ao hábito: um horário, um lugar, um sentimento ou o que você acabou de fazer.' },
            { title: '2. Desejo', text: 'A sensação que você busca: calma, energia, conexão, a impressão de estar avançando.' },
            { title: '3. Resposta', text: 'A ação em si. Quanto mais fácil, maior a chance de acontecer.' },
            { title: '4. Recompensa', text: 'A sensação boa que vem depois e ensina o seu cérebro a repetir o ciclo.' },
          ],
        },
      ],
    },
    {
      id: 'start-small',
      heading: 'Comece menor do que parece útil',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hábitos novos falham quando pedem demais num dia difícil. Diminua o hábito até que ele leve dois minutos ou menos. No começo, a meta é aparecer, não ter desempenho; você pode ampliá-lo quando ele já sair no automático.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            '“Fazer exercício todo dia” vira “calçar o tênis depois do café da manhã”.',
            '“Ler mais” vira “ler uma página antes de dormir”.',
            '“Meditar” vira “respirar devagar três vezes quando eu me sentar à mesa de trabalho”.',
            '“Escrever um diário” vira “escrever uma frase sobre o dia”.',
          ],
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Construa o seu hábito em cinco passos',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Escolha um hábito',
              text: 'Escolha um único hábito que importe para você agora. Vários ao mesmo tempo dividem a sua energia.',
              points: ['Defina bem: o quê, quando e onde', 'Escolha algo que você quer, não algo que sente que “deveria” fazer'],
            },
            {
              title: 'Ancore em um gatilho',
              text: 'Prenda o novo hábito a algo que você já faz todos os dias.',
              points: ['“Depois de servir o meu café da manhã, eu vou…”', 'Escolha um gatilho que aconteça no mesmo horário e no mesmo lugar'],
            },
            {
              title: 'Torne fácil',
              text: 'Tire os pequenos obstáculos entre você e o hábito.',
              points: ['Deixe tudo separado na noite anterior', 'Mantenha o que você precisa ao alcance da mão', 'Dificulte os hábitos que você quer diminuir'],
            },
            {
              title: 'Torne satisfatório',
              text: 'Dê a si uma recompensa pequena e imediata, para que o hábito seja bom agora, e não só mais tarde.',
              points: ['Marque num registro', 'Junte o hábito a algo de que você gosta, como a sua música favorita'],
            },
            {
              title: 'Acompanhe e ajuste',
              text: 'Depois de duas semanas, veja o que funcionou. Mantenha, diminua ou mude o gatilho.',
              points: ['Repare nos dias em que ele escapou e no que foi diferente', 'Amplie o hábito só quando ele já sair no automático'],
            },
          ],
        },
      ],
    },
    {
      id: 'habit-stacking',
      heading: 'Empilhamento de hábitos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Apoie um hábito novo em um que você já tem: “Depois de [hábito atual], eu vou [hábito novo].” A sua rotina de sempre vira o lembrete.',
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Depois de escovar os dentes, eu vou anotar uma coisa pela qual sinto gratidão.',
            'Depois de me sentar para almoçar, eu vou beber um copo cheio de água.',
            'Depois de fechar o notebook no fim do dia, eu vou me alongar por dois minutos.',
            'Depois de deitar, eu vou colocar o celular para carregar do outro lado do quarto.',
          ],
        },
      ],
    },
    {
      id: 'setbacks',
      heading: 'Quando você perde um dia',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Todo mundo perde um dia de vez em quando. Um dia perdido quase não afeta um hábito; o que importa é voltar. Encare um deslize como informação, não como prova de que você não consegue.',
        },
        {
          kind: 'tip',
          title: 'Nunca duas vezes seguidas',
          text: 'Se você perder um dia, faça a versão do dia seguinte a menor possível (uma página, uma respiração, uma flexão), só para não perder o fio.',
        },
      ],
    },
    {
      id: 'habit-plan',
      heading: 'O seu plano de hábito',
      blocks: [
        {
          kind: 'exercise',
          title: 'Crie um hábito minúsculo',
          duration: '15 minutos',
          steps: [
            'Anote um hábito que você gostaria de construir e por que ele é importante para você.',
            'Diminua até chegar a uma versão de dois minutos que daria para fazer até num dia difícil.',
            'Complete a frase: “Depois de ____, eu vou ____.”',
            'Tire um obstáculo do caminho hoje (deixe separado, prepare, coloque à vista).',
            'Marque um registro simples todos os dias nas próximas duas semanas.',
          ],
          reflection: [
            'O que deixou o hábito mais fácil nos dias em que ele aconteceu?',
            'O que atrapalhou nos dias em que não aconteceu?',
            'É hora de ampliar o hábito, ou de mantê-lo pequeno mais um pouco?',
          ],
        },
      ],
    },
  ],
};
