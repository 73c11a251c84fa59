import type { Guide } from '@shared/api/guides';

export const taskPrioritization: Guide = {
  slug: 'task-prioritization',
  title: 'Priorização de tarefas',
  summary: 'Separe o que realmente importa do que só faz barulho, com a matriz de Eisenhower e uma rotina diária em cinco passos.',
  readMinutes: 7,
  intro:
    'Uma lista de tarefas muito longa pode parecer um peso no peito. Priorizar não é fazer mais, e sim escolher, de propósito, o que fica com as suas melhores horas, para que o resto pare de disputar a sua atenção. Este guia mostra um jeito simples de organizar suas tarefas, uma rotina para planejar cada dia e um exercício curto para você experimentar hoje mesmo.',
  sections: [
    {
      id: 'why',
      heading: 'Por que tudo parece urgente',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A mente trata cada tarefa em aberto como um assunto inacabado, e as tarefas barulhentas (uma notificação, um pedido com prazo) roubam a atenção antes das tarefas silenciosas e importantes. Sem um jeito de organizá-las, passamos o dia reagindo e terminamos com a sensação de que estivemos ocupados, mas não realizamos nada.',
        },
        {
          kind: 'paragraph',
          text: 'Duas perguntas ajudam a atravessar o barulho: isto é importante (faz avançar algo que é importante para mim)? E é urgente (precisa de mim logo, ou algo vai dar errado)? Manter essas duas ideias separadas é o coração da matriz de Eisenhower.',
        },
      ],
    },
    {
      id: 'eisenhower-matrix',
      heading: 'A matriz de Eisenhower',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Desenhe um quadrado dividido em quatro. Cada tarefa vai para um quadrante, e cada quadrante tem a sua própria ação.',
        },
        {
          kind: 'matrix',
          columns: ['Urgente', 'Não urgente'],
          rows: ['Importante', 'Não importante'],
          quadrants: [
            {
              title: 'Faça primeiro',
              action: 'Faça hoje',
              text: 'Prazos e problemas reais que precisam de você agora. Planejar com antecedência ajuda a manter este quadrante pequeno.',
              examples: ['Um relatório para entregar hoje à tarde', 'Uma questão de saúde ou de família', 'Resolver algo que está travando outras pessoas'],
            },
            {
              title: 'Agende',
              action: 'Coloque na sua agenda',
              text: 'O que constrói o seu futuro: planejar, aprender, cuidar dos relacionamentos, descansar. Raramente faz barulho, então reserve um horário para isso.',
              examples: ['Preparar a apresentação da semana que vem', 'Exercício e sono', 'Uma ligação para uma velha amizade'],
            },
            {
              title: 'Delegue',
              action: 'Passe adiante ou agrupe',
              text: 'Pedidos com prazo apertado que não precisam ser feitos por você, ou não com toda a sua atenção.',
              examples: ['A maioria dos convites para reuniões', 'Respostas de rotina', 'Reservas e marcação de horários'],
            },
            {
              title: 'Elimine',
              action: 'Deixe pra lá',
              text: 'Nem urgente nem importante. Perceber essas tarefas libera tempo e atenção sem custo nenhum.',
              examples: ['Rolar a tela sem fim', 'Reorganizar a caixa de entrada de novo', 'Tarefas mantidas só por hábito'],
            },
          ],
        },
        {
          kind: 'tip',
          title: 'Tenha honestidade sobre o que é “importante”',
          text: 'Importante quer dizer que serve aos seus objetivos ou ao seu bem-estar, não à pressa de outra pessoa. Se você não consegue dizer por que uma tarefa importa, provavelmente ela pertence à linha de baixo.',
        },
      ],
    },
    {
      id: 'five-steps',
      heading: 'Priorize o seu dia em cinco passos',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Anote tudo',
              text: 'Esvazie a cabeça em uma única lista: trabalho, casa, compromissos, as coisas que tiram o seu sono.',
              points: ['Use um só lugar, papel ou app', 'Escreva as tarefas como ações (“mandar e-mail para Sam sobre as datas”, não “Sam”)', 'Não organize ainda: só tire tudo da cabeça'],
            },
            {
              title: 'Distribua na matriz',
              text: 'Dê um quadrante para cada tarefa. Vá rápido: a primeira intuição costuma estar certa.',
              points: ['Pergunte primeiro “é importante?” e depois “é urgente?”', 'Na dúvida, coloque em Agende', 'Risque na hora tudo o que estiver em Elimine'],
            },
            {
              title: 'Escolha suas três prioridades',
              text: 'Escolha no máximo três tarefas que fariam o dia de hoje valer a pena, principalmente de Faça primeiro e Agende.',
              points: ['Três bastam para um bom dia', 'Inclua uma tarefa de Agende, para que o que é importante também avance', 'Escreva as três no topo da página'],
            },
            {
              title: 'Dê tempo a elas',
              text: 'Coloque as três prioridades na agenda, a mais difícil primeiro, nas horas em que você está com a cabeça mais fresca.',
              points: ['Estime o tempo e acrescente mais a metade', 'Deixe intervalos para imprevistos', 'Proteja o primeiro bloco das mensagens'],
            },
            {
              title: 'Revise e recomece',
              text: 'No fim do dia, reserve cinco minutos para olhar para trás e preparar a lista de amanhã.',
              points: ['Marque o que você concluiu e perceba como foi', 'Passe o que ficou pendente para outro dia, ou deixe pra lá', 'Encerre o dia com gentileza: você fez o que pôde'],
            },
          ],
        },
      ],
    },
    {
      id: 'daily-exercise',
      heading: 'Exercício diário',
      blocks: [
        {
          kind: 'exercise',
          title: 'A organização matinal de dez minutos',
          duration: '10 minutos',
          steps: [
            'Programe um timer de dez minutos e anote todas as tarefas que estão na sua cabeça.',
            'Marque cada uma como FAÇA PRIMEIRO, AGENDE, DELEGUE ou ELIMINE.',
            'Circule até três tarefas que fariam de hoje um bom dia.',
            'Reserve um horário para elas na agenda, começando pela mais difícil.',
            'Envie ou anote o que você vai passar adiante, e risque o que vai deixar pra lá.',
          ],
          reflection: [
            'Qual quadrante reuniu a maior parte das minhas tarefas hoje?',
            'Alguma coisa pareceu urgente sem ser realmente importante?',
            'Como foi terminar as minhas três prioridades hoje?',
          ],
        },
        {
          kind: 'tip',
          title: 'Vá com calma',
          text: 'Em alguns dias, a tarefa mais importante é cuidar de você. Descansar, comer bem e pedir apoio também contam como tarefas de Agende.',
        },
      ],
    },
  ],
};
