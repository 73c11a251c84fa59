import type { Guide } from '@shared/api/guides';

export const focusTechniques: Guide = {
  slug: 'focus-techniques',
  title: 'Técnicas de foco',
  summary: 'Pomodoro, blocos de tempo, trabalho profundo e jeitos mais tranquilos de lidar com as distrações.',
  readMinutes: 8,
  intro:
    'Foco tem menos a ver com força de vontade e mais com preparar as coisas para que a sua atenção tenha onde pousar. Estas quatro técnicas funcionam bem sozinhas e melhor ainda juntas. Experimente uma nesta semana, repare no que muda e fique com o que combina com você.',
  sections: [
    {
      id: 'pomodoro',
      heading: 'A técnica Pomodoro',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trabalhe em rodadas curtas e cronometradas, com pausas entre elas. Cada rodada é pequena o bastante para que começar seja fácil, e a pausa chega antes que a sua atenção se esgote.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Escolha uma única tarefa e anote.',
            'Programe um timer de 25 minutos e trabalhe só nessa tarefa.',
            'Quando surgir uma distração, anote numa lista de “para depois” e volte.',
            'Quando o timer tocar, faça uma pausa de 5 minutos longe da tela.',
            'Depois de quatro rodadas, faça uma pausa mais longa, de 15 a 30 minutos.',
          ],
        },
        {
          kind: 'tip',
          title: 'Ajuste a duração',
          text: 'Se 25 minutos parecerem muito, comece com 15. Se você estiver no embalo, tente 50 minutos com uma pausa de 10. O ritmo importa mais do que os números.',
        },
      ],
    },
    {
      id: 'time-blocking',
      heading: 'Blocos de tempo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dê uma função para cada parte do dia. Em vez de uma lista de tarefas disputando a sua atenção, a sua agenda diz o que você está fazendo agora: você decide uma vez e depois é só seguir o plano.',
        },
        {
          kind: 'schedule',
          caption: 'Um dia de exemplo',
          rows: [
            { time: '8:30 – 9:00', activity: 'Planejar o dia e organizar as tarefas' },
            { time: '9:00 – 11:00', activity: 'Trabalho profundo: a tarefa mais importante' },
            { time: '11:00 – 11:30', activity: 'Mensagens e e-mails, tudo de uma vez' },
            { time: '11:30 – 12:30', activity: 'Reuniões ou ligações' },
            { time: '12:30 – 13:30', activity: 'Almoço e uma caminhada ao ar livre' },
            { time: '13:30 – 15:00', activity: 'Segundo bloco de foco' },
            { time: '15:00 – 16:30', activity: 'Tarefas menores e burocracias' },
            { time: '16:30 – 17:00', activity: 'Revisar o dia e planejar o amanhã' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Coloque o trabalho mais difícil nas horas em que você está com a cabeça mais fresca.',
            'Agrupe tarefas parecidas (todas as ligações, todos os e-mails) em um só bloco.',
            'Deixe blocos de folga: os planos escorregam, e tudo bem.',
            'Quando um bloco passar do horário, mova o resto do dia em vez de pular as pausas.',
          ],
        },
      ],
    },
    {
      id: 'deep-work',
      heading: 'Trabalho profundo',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Trabalho profundo é tempo concentrado e sem interrupções em algo exigente: escrever, criar, estudar, resolver um problema difícil. É ali que acontece a maior parte do progresso que faz diferença, e por isso ele precisa de proteção.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Crie um ritual', text: 'O mesmo lugar, a mesma bebida, a mesma playlist. Uma pequena rotina avisa à sua mente que é hora de focar.' },
            { title: 'Defina o ponto final', text: 'Antes de começar, decida o que significa “pronto” nesta sessão.' },
            { title: 'Feche as portas', text: 'Notificações desligadas, celular em outro cômodo, uma janela aberta só.' },
            { title: 'Descanse de propósito', text: 'Trabalho profundo cansa. Depois, faça uma pausa de verdade, não mais tempo de tela.' },
          ],
        },
        {
          kind: 'tip',
          title: 'Comece menor do que você imagina',
          text: 'Uma hora de trabalho profundo por dia já é um ótimo começo. Vá aumentando quinze minutos por vez, conforme for ficando mais fácil.',
        },
      ],
    },
    {
      id: 'distractions',
      heading: 'Lidando com distrações',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As distrações vêm de fora (notificações, pessoas, barulho) e de dentro (preocupações, tédio, a vontade de dar uma olhadinha). As duas são normais. O objetivo não é nunca se distrair, e sim perceber mais cedo e voltar com mais gentileza.',
        },
        {
          kind: 'cards',
          items: [
            { title: 'Digitais', text: 'Desative as notificações que não são essenciais, use o modo foco e deixe o e-mail fechado entre uma leva e outra.' },
            { title: 'Ambiente', text: 'Arrume a mesa, use fones de ouvido e avise as pessoas quando você estiver em um bloco de foco.' },
            { title: 'Internas', text: 'Tenha uma lista de “para depois” para os pensamentos soltos. Anotar uma preocupação ajuda a deixá-la de lado por enquanto.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            'Quando perceber que está se dispersando, dê um nome a isso (“olhando de novo”) e respire devagar uma vez.',
            'Se a mesma preocupação voltar sempre, reserve dez minutos só para ela mais tarde.',
            'Sentir inquietação é um sinal, não um fracasso: uma caminhada curta muitas vezes ajuda mais do que insistir.',
          ],
        },
      ],
    },
    {
      id: 'try-it',
      heading: 'Experimente hoje',
      blocks: [
        {
          kind: 'exercise',
          title: 'Uma hora protegida',
          duration: '60 minutos',
          steps: [
            'Escolha uma tarefa que importa e escreva o que significa “pronto” para esta hora.',
            'Silencie o celular e deixe fora do alcance; feche todas as abas de que você não precisa.',
            'Trabalhe em duas rodadas de 25 minutos com uma pausa de 5 minutos entre elas.',
            'Anote cada distração no papel em vez de seguir o impulso.',
            'Nos últimos cinco minutos, escreva onde você parou e qual é o próximo passo.',
          ],
          reflection: [
            'O que mais puxou a minha atenção?',
            'Que parte da preparação mais ajudou?',
            'Em que momento do dia eu poderia proteger outra hora como esta?',
          ],
        },
      ],
    },
  ],
};
