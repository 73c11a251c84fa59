import type { ListeningPack } from './listening-pack';

/** Jobs named after "sou (um/uma)" or "trabalho de". */
const jobs =
  '(enfermeir[oa]|professor(?:a)?|m[ée]dic[oa]|estudante|desenvolvedor(?:a)?|programador(?:a)?|engenheir[oa]|designer|caixa|' +
  'gar[çc]om|gar[çc]onete|cozinheir[oa]|motorista|advogad[oa]|contador(?:a)?|cuidador(?:a)?|vendedor(?:a)?|atendente|' +
  'recepcionista|faxineir[oa]|diarista|psic[óo]log[oa]|farmac[êe]utic[oa]|dentista|policial|pedreiro|eletricista|' +
  'entregador(?:a)?|motoboy|balconista|secret[áa]ri[oa]|jornalista|arquitet[oa]|bab[áa]|fisioterapeuta|nutricionista|' +
  'veterin[áa]ri[oa]|t[ée]cnic[oa] de enfermagem|repositor(?:a)?|operador(?:a)? de caixa|estagi[áa]ri[oa]|analista|empregada dom[ée]stica)(?!\\p{L})';

export const portugueseListening: ListeningPack = {
  subjects: {
    mother: { match: ['mãe', 'mae', 'mães', 'maes', 'mãezinha', 'maezinha', 'mamãe', 'mamae', 'mainha', 'mamã', 'minha velha', 'madrasta', 'mamis', 'minha mãe', 'minha mae'], the: 'sua mãe', with: 'com sua mãe', step: 'Um pequeno passo pode ser escolher uma única coisa que você gostaria que sua mãe soubesse, e dizer só isso, com calma, na próxima conversa de vocês.' },
    father: { match: ['pai', 'papai', 'painho', 'papá', 'meu velho', 'paizinho', 'padrasto', 'paizão', 'paizao', 'meu pai'], the: 'seu pai', with: 'com seu pai', step: 'Um pequeno passo pode ser pensar no que você precisa do seu pai agora, e no que dá para deixar de lado só por hoje.' },
    parents: { match: ['meus pais', 'os pais', 'aos pais', 'dos pais', 'família', 'familia', 'familiares', 'meus velhos', 'parentes', 'mãe e pai', 'pai e mãe', 'meus coroas', 'sogros', 'sogra', 'sogro', 'familiar', 'minha família', 'minha familia'], the: 'sua família', with: 'com sua família', step: 'Um pequeno passo pode ser escolher a pessoa da família com quem você se sente mais à vontade e contar um pouco de como tudo isso está sendo para você.' },
    sister: { match: ['irmã*', 'irma', 'irmas', 'irmazinha', 'maninha', 'mana'], the: 'sua irmã', with: 'com sua irmã', step: 'Um pequeno passo pode ser mandar para sua irmã uma mensagem curta sobre como você se sente, sem tentar resolver tudo de uma vez.' },
    brother: { match: ['irmão*', 'irmao*', 'maninho', 'irmaozinho', 'meu mano', 'meu brother'], the: 'seu irmão', with: 'com seu irmão', step: 'Um pequeno passo pode ser dizer ao seu irmão, em uma ou duas frases, uma coisa de que você precisa dele, num momento em que os dois estejam mais calmos.' },
    partner: { match: ['namorad*', 'marido', 'esposa', 'esposo', 'minha mulher', 'meu homem', 'meu companheiro', 'minha companheira', 'meu parceiro', 'minha parceira', 'noiv*', 'ficante', 'mozão', 'mozao', 'cônjuge', 'conjuge', 'relacionamento', 'meu amor', 'meu boy', 'minha mina', 'maridão', 'maridao', 'maridinho', 'meu bem', 'mozinho', 'meu casamento', 'nosso casamento', 'nosso relacionamento', 'meu marido', 'minha esposa'], the: 'a pessoa com quem você está', with: 'com a pessoa com quem você está', step: 'Um pequeno passo pode ser pedir meia hora tranquila para conversar com a pessoa com quem você está, e começar pelo que você sente, e não pelo que deu errado.' },
    ex: { match: ['ex', 'meu ex', 'minha ex', 'o término', 'o termino', 'terminamos', 'terminou comigo', 'terminei com', 'separação', 'separacao', 'nos separamos', 'a gente se separou', 'divórcio', 'divorcio', 'divorci*', 'me largou', 'me deixou', 'pé na bunda', 'pe na bunda', 'fim do namoro', 'fim do relacionamento', 'fim do casamento', 'rompimento', 'terminou o namoro', 'ex-namorado', 'ex-namorada', 'ex namorado', 'ex namorada', 'ex-marido', 'ex-mulher', 'ex-esposa', 'levei um fora', 'tomei um fora', 'me deu um fora', 'terminaram comigo', 'coração partido', 'coracao partido', 'fim de namoro', 'me separei', 'a gente terminou', 'desilusão amorosa'], the: 'o término', with: 'desde o término', step: 'Um pequeno passo pode ser reservar uma noite desta semana só para cuidar de você, sem ficar olhando o que a outra pessoa anda fazendo.' },
    friend: { match: ['amig*', 'amizade', 'amizades', 'miga', 'migo', 'melhor amiga', 'melhor amigo', 'parça', 'bff', 'parças', 'parcas', 'minha best', 'migos', 'migas'], the: 'seu amigo ou sua amiga', with: 'com seu amigo ou sua amiga', step: 'Um pequeno passo pode ser escrever uma mensagem curta e sincera sobre como você se sente nessa amizade, e esperar um dia antes de decidir se vai enviá-la.' },
    manager: { match: ['chefe', 'chefes', 'chefa', 'chefia', 'gerente', 'gestor', 'gestora', 'supervisor', 'supervisora', 'coordenador', 'coordenadora', 'meu superior', 'minha superior', 'patrão', 'patrao', 'patroa', 'diretor', 'diretora', 'líder', 'lider', 'encarregado', 'encarregada', 'gerência', 'gerencia', 'patrões', 'patroes', 'dono da empresa', 'dona da empresa', 'superiores', 'meu chefe', 'minha chefe'], the: 'seu chefe', with: 'com seu chefe', step: 'Um pequeno passo pode ser anotar, em duas ou três frases, o que você quer pedir ao seu chefe, e escolher um momento tranquilo para falar.' },
    colleague: { match: ['colega de trabalho', 'colegas de trabalho', 'colega do trabalho', 'colegas do trabalho', 'colega de equipe', 'colegas de equipe', 'colega de serviço', 'colega de servico', 'colega de firma', 'colega de escritório', 'colega de escritorio', 'companheiro de trabalho', 'companheira de trabalho', 'pessoal do trabalho', 'meus colegas', 'minhas colegas', 'colegas do serviço', 'colega do serviço', 'colega do escritório', 'alguém do trabalho', 'alguem do trabalho', 'o pessoal do serviço', 'companheiros de trabalho', 'companheiras de trabalho', 'parceiro de trabalho', 'parceira de trabalho', 'colega de plantão'], the: 'a pessoa com quem você trabalha', with: 'com a pessoa com quem você trabalha', step: 'Um pequeno passo pode ser anotar uma coisa específica que essa pessoa fez e como isso afetou você, para ter tudo claro se decidir tocar no assunto.' },
    landlord: { match: ['proprietári*', 'proprietari*', 'senhorio', 'senhoria', 'locador', 'locadora', 'dono do apartamento', 'dona do apartamento', 'dono do apê', 'dono do ape', 'dono da casa', 'dona da casa', 'dono do imóvel', 'dono do imovel', 'imobiliária', 'imobiliaria', 'dona do apê', 'dona do ape', 'dona do imóvel', 'dona do imovel', 'síndico', 'sindico', 'síndica', 'sindica', 'dono da kitnet', 'dono do quarto', 'dona do quarto', 'dono da pensão'], the: 'o proprietário', with: 'com o proprietário', step: 'Um pequeno passo pode ser colocar por escrito, numa mensagem curta e com datas, o que você precisa do proprietário, para que fique registrado.' },
    child: { match: ['filh*', 'criança', 'crianças', 'crianca', 'criancas', 'meu bebê', 'meu bebe', 'minha bebê', 'minha bebe', 'meu menino', 'minha menina', 'adolescente', 'nenê', 'neném', 'nenem', 'o bebê', 'o bebe', 'nosso bebê', 'minha pequena', 'meu pequeno', 'enteado', 'enteada', 'adolescentes', 'primogênito', 'os miúdos', 'meu miúdo', 'minha miúda', 'caçula', 'cacula'], the: 'seu filho ou sua filha', with: 'com seu filho ou sua filha', step: 'Um pequeno passo pode ser separar dez minutos tranquilos com seu filho ou sua filha, sem nenhuma tarefa, só para ficarem juntos.' },
    teacher: { match: ['professor*', 'prof', 'profe', 'profa', 'orientador', 'orientadora', 'docente', 'tutor', 'tutora', 'coordenação da escola', 'diretor da escola', 'diretora da escola', 'diretor do colégio', 'explicador', 'explicadora', 'instrutor', 'instrutora', 'teacher', 'professores'], the: 'seu professor ou sua professora', with: 'com seu professor ou sua professora', step: 'Um pequeno passo pode ser anotar exatamente o que foi dito pelo professor ou pela professora e como você ficou com isso, para decidir com calma se vale a pena conversar.' },
    flatmate: { match: ['colega de quarto', 'colegas de quarto', 'colega de casa', 'colegas de casa', 'colega de apartamento', 'colega de apê', 'colega de ape', 'colega de república', 'colega de republica', 'companheiro de casa', 'companheira de casa', 'quem mora comigo', 'divido apartamento', 'divido o apartamento', 'divido o apê', 'divido casa', 'roommate', 'roommates', 'colegas de apartamento', 'colegas de apê', 'colegas de república', 'minha república', 'minha republica', 'dividir apartamento', 'dividir casa', 'divido quarto', 'companheiro de quarto', 'companheira de quarto', 'flatmate', 'roomie'], the: 'a pessoa que divide a casa com você', with: 'com a pessoa que divide a casa com você', step: 'Um pequeno passo pode ser propor uma conversa curta e tranquila com quem divide a casa com você sobre um único assunto, como a limpeza, num horário bom para os dois.' },
    grandparent: { match: ['avó', 'avô', 'avo', 'avós', 'avôs', 'avos', 'vovó', 'vovô', 'vovo', 'vó', 'vô', 'vozinha', 'vovozinha', 'avozinha', 'avozinho', 'vozinho', 'bisavó', 'bisavô', 'bisavós', 'bisavo', 'avôzinho', 'meus avós', 'minha avó', 'meu avô'], the: 'seu avô ou sua avó', with: 'com seu avô ou sua avó', step: 'Um pequeno passo pode ser planejar um jeitinho de ficar mais perto do seu avô ou da sua avó esta semana, como uma ligação, uma visita ou um bilhete.' },
    work: { match: ['trabalh*', 'emprego', 'empregos', 'desempregad*', 'escritório', 'escritorio', 'expediente', 'plantão', 'plantao', 'plantões', 'turno', 'turnos', 'hora extra', 'horas extras', 'carreira', 'demitid*', 'me demitiram', 'serviço', 'servico', 'firma', 'empresa', 'job', 'trampo', 'trampar', 'trampando', 'no batente', 'labuta', 'minha escala', 'demissão', 'demissao', 'pedir demissão', 'desemprego', 'carteira assinada', 'estágio', 'estagio', 'estagiári*', 'estagiari*', 'home office', 'burnout', 'freela', 'mandado embora', 'mandada embora', 'mandaram embora', 'layoff', 'clt'], the: 'o trabalho', with: 'no trabalho', step: 'Um pequeno passo pode ser anotar a tarefa do trabalho que mais te preocupa e o primeiro pedacinho de dez minutos dela.' },
    interview: { match: ['entrevista*', 'processo seletivo', 'vaga de emprego', 'vaga', 'vagas', 'currículo', 'curriculo', 'procurando emprego', 'procurando trabalho', 'procurar emprego', 'candidatura', 'dinâmica de grupo', 'dinamica de grupo', 'procurar trabalho', 'procuro emprego', 'procuro trabalho', 'buscando emprego', 'buscar emprego', 'procura de emprego', 'cv', 'meu cv', 'recrutador', 'recrutadora', 'processo de seleção', 'processo de selecao', 'me candidatei'], the: 'a entrevista', with: 'em torno da entrevista', step: 'Um pequeno passo pode ser escrever três coisas de que você se orgulha e dizê-las em voz alta uma vez, para que estejam prontas na entrevista.' },
    exam: { match: ['prova', 'provas', 'exame', 'exames', 'vestibular', 'enem', 'estud*', 'faculdade', 'facul', 'escola', 'colégio', 'colegio', 'universidade', 'tcc', 'tese', 'dissertação', 'dissertacao', 'notas', 'nota baixa', 'aula', 'aulas', 'concurso', 'matéria', 'materia', 'recuperação', 'recuperacao', 'teste', 'testes', 'provinha', 'provão', 'provao', 'simulado*', 'vestiba', 'fuvest', 'facu', 'meu curso', 'mestrado', 'doutorado', 'monografia', 'lição de casa', 'licao de casa', 'dever de casa', 'deveres de casa', 'reprov*', 'semestre', 'boletim escolar', 'matérias', 'materias', 'ensino médio', 'ensino medio', 'cursinho', 'pré-vestibular'], the: 'a rotina de estudos', with: 'com os estudos', step: 'Um pequeno passo pode ser escolher um único assunto para amanhã e planejar um bloco de 25 minutos de estudo, com uma pausa logo depois.' },
    money: { match: ['dinheiro', 'grana', 'aluguel', 'renda', 'dívida*', 'divida*', 'contas', 'conta de luz', 'boleto*', 'empréstimo', 'emprestimo', 'salário', 'salario', 'pagar', 'pagamento', 'cartão de crédito', 'cartao de credito', 'fatura', 'sem grana', 'nome sujo', 'endividad*', 'poupança', 'poupanca', 'fim do mês', 'fim do mes', 'financeiro', 'financeira', 'prestação', 'prestacao', 'parcelas', 'dindin', 'din-din', 'bufunfa', 'estou devendo', 'to devendo', 'tô devendo', 'empréstimos', 'emprestimos', 'financiamento', 'juros', 'cheque especial', 'serasa', 'aluguer', 'salários', 'o ordenado', 'meu ordenado', 'orçamento', 'orcamento', 'impostos', 'prestações', 'prestacoes'], the: 'o dinheiro', with: 'em relação ao dinheiro', step: 'Um pequeno passo pode ser listar o que você precisa pagar este mês e qual conta vence primeiro, para o problema ganhar contornos mais claros.' },
    sleep: { match: ['dorm*', 'durm*', 'sono', 'insônia', 'insonia', 'pesadelo*', 'acordo de madrugada', 'acordar de madrugada', 'acordado de madrugada', 'acordada de madrugada', 'noite em claro', 'noites em claro', 'não consigo dormir', 'nao consigo dormir'], the: 'seu sono', with: 'com seu sono', step: 'Um pequeno passo pode ser deixar a última hora antes de dormir livre de telas hoje à noite e ver se faz alguma diferença.' },
    health: { match: ['saúde', 'saude', 'médic*', 'medic*', 'doutor', 'doutora', 'hospita*', 'doença', 'doenca', 'doente', 'diagnóstic*', 'diagnostic*', 'cirurgia', 'dor', 'dores', 'consulta', 'consultas', 'remédio', 'remedio', 'remédios', 'remedios', 'pronto-socorro', 'pronto socorro', 'sintoma*', 'internad*', 'exame de sangue', 'na upa', 'a upa', 'emergência', 'emergencia', 'urgências', 'internação', 'internacao', 'fui operado', 'fui operada', 'vou ser operado', 'vou ser operada', 'cirurgião', 'cirurgiao', 'câncer', 'cancer', 'cancro', 'tumor', 'quimio*', 'ressonância', 'ressonancia', 'tomografia', 'enfermaria', 'uti', 'doenças', 'doencas', 'enxaqueca', 'clínica', 'clinica'], the: 'sua saúde', with: 'com sua saúde', step: 'Um pequeno passo pode ser anotar suas perguntas antes da próxima consulta, para não precisar guardar tudo na cabeça.' },
    moving: { match: ['mudança', 'mudanca', 'mudar de casa', 'mudar de cidade', 'me mudei', 'me mudar', 'nos mudamos', 'mudei de cidade', 'mudei de casa', 'nova cidade', 'cidade nova', 'casa nova', 'apartamento novo', 'apê novo', 'ape novo', 'saudade de casa', 'despejo', 'despejad*', 'morar sozinho', 'morar sozinha', 'morar fora', 'intercâmbio', 'intercambio', 'mudando de casa', 'mudando de cidade', 'morar em outra cidade', 'morar em outro país', 'morar no exterior', 'sair de casa', 'emigr*', 'nova casa', 'novo apartamento', 'novo apê', 'novo ape', 'saudades de casa', 'morar junto', 'vou me mudar'], the: 'a mudança', with: 'com a mudança', step: 'Um pequeno passo pode ser escolher uma coisa que faria o lugar onde você mora parecer um pouco mais seu esta semana.' },
  },
  asks: {
    recap: ['resum*', 'recapitul*', 'o que eu te disse', 'o que eu disse', 'o que eu falei', 'o que eu te falei', 'o que te contei', 'o que eu te contei', 'me lembra o que', 'me lembre o que', 'do que a gente falou', 'sobre o que a gente falou', 'sobre o que falamos', 'o que conversamos', 'o que a gente conversou', 'o que eu tinha dito', 'repete o que eu', 'repetir o que eu', 'pode repetir o que', 'do que falamos', 'sobre o que eu falei', 'o que eu já te contei', 'o que já te contei', 'o que eu já falei', 'o que já falei', 'relembra o que', 'relembrar o que', 'o q eu disse', 'o q eu falei', 'oq eu disse', 'oq eu falei'],
    isNormal: ['é normal', 'e normal', 'eh normal', 'é normal eu', 'normal sentir', 'normal isso', 'é estranho', 'e estranho', 'é errado', 'e errado', 'é comum', 'e comum', 'tudo bem se', 'tudo bem eu', 'tá tudo bem eu', 'ta tudo bem eu', 'é ok', 'estou errado', 'estou errada', 'to errado', 'to errada', 'tô errado', 'tô errada', 'sou louco', 'sou louca', 'to louco', 'to louca', 'tô louco', 'tô louca', 'estou louco', 'estou louca', 'só eu', 'so eu', 'sou o único', 'sou a única', 'sou o unico', 'sou a unica', 'todo mundo sente', 'acontece com todo mundo', 'mais alguém sente', 'mais alguem sente', 'exagerando', 'normal eu', 'normal que', 'é esquisito', 'e esquisito', 'é bizarro', 'é ruim eu', 'e ruim eu', 'tem problema se', 'tem problema eu', 'sou normal', 'é exagero', 'e exagero', 'é coisa da minha cabeça', 'acontece com mais alguém', 'acontece com mais alguem', 'é só comigo', 'e so comigo', 'é frescura', 'e frescura', 'ficando louco', 'ficando louca'],
    decision: ['devo', 'deveria', 'eu devia', 'será que devo', 'sera que devo', 'é melhor', 'e melhor', 'seria melhor', 'vale a pena', 'ou não', 'ou nao', 'ou deixo pra lá', 'ou deixo pra la', 'compensa', 'faço bem em', 'faco bem em', 'é uma boa ideia', 'e uma boa ideia', 'termino ou', 'falo ou', 'conto ou', 'melhor eu', 'fico ou', 'saio ou', 'vou ou', 'aceito ou', 'largo ou', 'peço demissão ou', 'escolher entre', 'decidir entre', 'dividido entre', 'dividida entre', 'to em dúvida', 'tô em dúvida', 'estou em dúvida', 'tô na dúvida', 'to na duvida', 'estou na dúvida', 'to em duvida'],
    whatCanIDo: ['o que eu faço', 'o que eu faco', 'o que faço', 'o que faco', 'que que eu faço', 'que que eu faco', 'o que eu posso fazer', 'o que posso fazer', 'o que eu devo fazer', 'o que devo fazer', 'o que fazer', 'como eu faço', 'como eu faco', 'como faço', 'como faco', 'como posso', 'como eu posso', 'como lidar', 'como lido', 'como eu lido', 'algum conselho', 'um conselho', 'me aconselha', 'alguma dica', 'me dá uma dica', 'me da uma dica', 'dicas', 'o que você faria', 'o que voce faria', 'o que vc faria', 'me ajuda a', 'me ajude a', 'qual o caminho', 'como eu falo', 'como falar', 'como eu digo', 'como contar', 'como eu conto', 'q eu faço', 'q faço', 'oq eu faço', 'oq eu faco', 'oq faço', 'oq faco', 'oq fazer', 'conselhos', 'como superar', 'como supero', 'como enfrentar', 'como encarar', 'alguma sugestão', 'alguma sugestao', 'sugestões', 'o que você sugere', 'o que vc sugere', 'como eu resolvo', 'como resolver'],
  },
  reflectSubject: [
    'Parece que as coisas {with} andam pesando em você.',
    'O que está acontecendo {with} claramente importa muito para você.',
    'Dá para sentir o quanto {the} tem ocupado seus pensamentos.',
  ],
  alsoSubject: ['E {the} também faz parte disso.', '{the} parece fazer parte disso também.'],
  answer: {
    isNormal: [
      'Isso é mais normal do que parece agora; muita gente passa pela mesma coisa numa situação assim.',
      'Muita gente se sente assim numa situação como a sua; isso não quer dizer que tem algo errado com você.',
      'O que você descreve é uma reação muito humana, e você está longe de ser a única pessoa que já sentiu isso.',
    ],
    decision: [
      'Quando você está entre dois caminhos, pode ajudar se perguntar de qual deles se arrependeria de não tentar, e quanto cada um custaria para você.',
      'Um jeito de pensar nisso: imagine cada escolha daqui a uma semana e repare qual delas parece mais leve.',
    ],
    whatCanIDo: [
      'Você não precisa resolver tudo de uma vez; basta encontrar a próxima coisinha a fazer.',
      'Pode ajudar separar o que está nas suas mãos do que não está, e começar por uma parte que está.',
    ],
  },
  generalSteps: [
    'Um pequeno passo pode ser anotar o que mais está te preocupando e a primeiríssima coisa que você poderia fazer a respeito.',
    'Um pequeno passo pode ser conversar sobre isso com alguém de confiança, mesmo que rapidinho, para não carregar esse peso sem ninguém por perto.',
  ],
  personQuestions: [
    'O que você mais gostaria que {the} entendesse?',
    'Do que você mais precisa agora na relação com {the}?',
    'Como andam as coisas entre você e {the} ultimamente?',
  ],
  situationQuestions: [
    'Quando o assunto é {the}, o que parece mais difícil agora?',
    'O que poderia ajudar um pouco com {the} esta semana?',
    'Há quanto tempo {the} está pesando assim em você?',
  ],
  moodBefore: {
    great: 'Você disse que o seu dia está ótimo, e fico muito feliz com isso.',
    good: 'Você disse que hoje está se sentindo bem, e fico feliz.',
    okay: 'Você disse que hoje as coisas estão ok.',
    stressed: 'Você disse que chegou com bastante estresse, então vamos no seu ritmo.',
    anxious: 'Você disse que está sentindo ansiedade, então aqui não tem pressa nenhuma.',
    sad: 'Você disse que hoje está se sentindo pra baixo, e sinto muito que seja um dia pesado.',
    angry: 'Você disse que chegou com raiva, e tudo bem trazer isso para cá.',
    overwhelmed: 'Você disse que as coisas estão demais hoje, então vamos com uma coisa de cada vez.',
  },
  recap: {
    intro: 'Deixa eu juntar o que você me contou até agora.',
    subjects: 'Você falou sobre {list}.',
    feelings: 'Os sentimentos que você mencionou: {list}.',
    quote: 'Você começou dizendo: "{quote}"',
    empty: 'A gente acabou de começar, então ainda não tem muito o que resumir.',
    check: 'Deixei passar alguma coisa importante para você?',
  },
  afterRisk: [
    'Ainda estou pensando no que você disse antes, e estou aqui com você.',
    'Se esses pensamentos pesados voltarem, uma linha de apoio para momentos de crise está disponível a qualquer hora, de dia ou de noite.',
  ],
  recall: 'Você me contou antes: {memory}',
  facts: {
    personName: {
      patterns: [
        '\\b(?:minha|meu|minhas|meus)\\s+{person}\\p{L}*(?:\\s+(?:se\\s+chama|que\\s+se\\s+chama|chama-se|chamad[ao])|,)\\s+(\\p{L}+)',
        '\\bo\\s+nome\\s+d[oa]s?\\s+(?:minha|meu)\\s+{person}\\p{L}*\\s+(?:é|e|eh)\\s+(\\p{L}+)',
      ],
      memory: '{the} se chama {value}.',
    },
    job: {
      patterns: [
        '\\b(?:trabalho|atuo)\\s+como\\s+(?:um\\s+|uma\\s+)?(\\p{L}+)',
        '\\b(?:sou|trabalho\\s+de)\\s+(?:um\\s+|uma\\s+)?' + jobs,
      ],
      memory: 'Seu trabalho: {value}.',
    },
    helps: {
      patterns: [
        '(?<!\\p{L})(?:o\\s+que|aquilo\\s+que|a\\s+coisa\\s+que|uma\\s+coisa\\s+que)\\s+(?:mais\\s+|sempre\\s+|realmente\\s+|geralmente\\s+|de\\s+verdade\\s+)?me\\s+ajuda(?:\\s+(?:mais|muito|sempre|de\\s+verdade|bastante))?\\s+(?:é|e|eh|são|sao)\\s+([^.,!?;\\n]{3,60})',
        '(?<!\\p{L})((?:\\p{L}+ ){0,2}\\p{L}+) (?:(?:sempre|realmente|muito) me ajudam?|me ajudam? (?:muito|sempre|demais|bastante|de verdade))(?!\\p{L})',
      ],
      memory: 'O que te ajuda: {value}.',
    },
  },
  offlineNotice: 'Você está conversando com a versão integrada do Solace, que funciona sem um serviço de IA na internet e é mais simples.',
};
