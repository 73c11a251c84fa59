import type { ListeningPack } from './listening-pack';

/** Each entry as written and as typed on a phone without accents ("mamá" → "mama", "compañero" → "companero"). */
function typed(...entries: string[]): string[] {
  const out = new Set<string>();
  for (const entry of entries) {
    out.add(entry);
    out.add(entry.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'));
  }
  return [...out];
}

export const spanishListening: ListeningPack = {
  subjects: {
    mother: { match: typed('mi suegra', 'mi madre', 'madres', 'mamá', 'mami', 'mamita', 'mi vieja', 'mi viejita', 'madrastra', 'madrecita', 'mi mamá', 'mamás'), the: 'tu madre', with: 'con tu madre', step: 'Un pequeño paso podría ser elegir una sola cosa que te gustaría que tu madre supiera y decírsela, con calma, la próxima vez que hables con ella.', called: { 'mi suegra': 'tu suegra', 'madrastra': 'tu madrastra' } },
    father: { match: typed('mi suegro', 'mi padre', 'papá', 'papi', 'mi viejo', 'mi viejito', 'padrastro', 'papito', 'mi papá'), the: 'tu padre', with: 'con tu padre', step: 'Un pequeño paso podría ser aclarar qué necesitas ahora mismo de tu padre y qué puedes soltar, al menos por hoy.', called: { 'mi suegro': 'tu suegro', 'padrastro': 'tu padrastro' } },
    parents: { match: typed('mis suegros', 'padres', 'mis padres', 'mis viejos', 'familia', 'familiares', 'mi familia', 'suegra', 'suegro', 'suegros', 'mis papás', 'parientes', 'flia', 'mamá y papá', 'los suegros'), the: 'tu familia', with: 'con tu familia', step: 'Un pequeño paso podría ser elegir a la persona de tu familia con quien te sientes más a salvo y contarle un poquito de cómo estás viviendo esto.', called: { 'suegra': 'tu suegra', 'suegro': 'tu suegro', 'suegros': 'tus suegros', 'mis suegros': 'tus suegros' } },
    sister: { match: typed('hermana*', 'hermanita*', 'mi hermana', 'hermanastra*', 'hna', 'mi hna'), the: 'tu hermana', with: 'con tu hermana', step: 'Un pequeño paso podría ser mandarle a tu hermana un mensaje corto sobre cómo te sientes, sin intentar arreglarlo todo de una vez.' },
    brother: { match: typed('hermano*', 'hermanito*', 'mi hermano', 'hermanastro*', 'hno', 'mi hno'), the: 'tu hermano', with: 'con tu hermano', step: 'Un pequeño paso podría ser decirle a tu hermano, en una o dos frases, una cosa que necesitas de él, en un momento en que haya calma entre los dos.' },
    partner: { match: typed('pareja*', 'novio*', 'novia*', 'marido*', 'esposo*', 'esposa', 'mi mujer', 'mi hombre', 'prometido', 'prometida', 'mi chico', 'mi chica', 'mi churri', 'pololo', 'polola', 'enamorado', 'enamorada', 'mi amor', 'mi señora', 'mi media naranja', 'nuestra relación', 'mi matrimonio', 'nuestro matrimonio', 'cónyuge', 'mi cónyuge', 'mi jeva', 'mi jevo', 'mi amorcito'), the: 'tu pareja', with: 'con tu pareja', step: 'Un pequeño paso podría ser pedirle a tu pareja media hora tranquila para hablar, y empezar por cómo te sientes en lugar de por lo que salió mal.', called: { 'novia*': 'tu novia', 'novio*': 'tu novio', 'marido*': 'tu marido', 'esposo*': 'tu esposo', 'esposa': 'tu esposa', 'mi mujer': 'tu mujer', 'prometido': 'tu prometido', 'prometida': 'tu prometida', 'mi chico': 'tu chico', 'mi chica': 'tu chica' } },
    ex: { match: typed('ex', 'mi ex', 'exnovio*', 'exnovia*', 'expareja*', 'exmarido', 'exmujer', 'ruptura', 'rompimos', 'cortamos', 'nos separamos', 'separación', 'separados', 'separadas', 'divorci*', 'ex novio', 'ex novia', 'ex pareja', 'ex marido', 'ex esposo', 'ex esposa', 'exesposo', 'exesposa', 'terminamos', 'me botó', 'me cortó', 'rompió conmigo', 'cortó conmigo', 'terminó conmigo', 'terminé con', 'nos dejamos', 'separarnos', 'desamor', 'corazón roto', 'me dejó por otra', 'me dejó por otro'), the: 'tu ex', with: 'desde la ruptura', step: 'Un pequeño paso podría ser regalarte esta semana una tarde solo para cuidarte, sin mirar qué está haciendo tu ex.' },
    friend: { match: typed('mi amiga', 'mi amigo', 'amigo', 'amiga', 'amigos', 'amigas', 'amiguito*', 'amiguita*', 'mejor amigo', 'mejor amiga', 'mi pana', 'mis panas', 'parce', 'parcero', 'parcera', 'cuate', 'cuates', 'bff', 'amistad', 'amistades', 'mejores amigos', 'mi compa', 'mi bro', 'amix', 'mi mejor amigo', 'mi mejor amiga'), the: 'tu amigo o amiga', with: 'con tu amigo o amiga', step: 'Un pequeño paso podría ser escribirle a tu amigo o amiga un mensaje corto y sincero sobre cómo te sientes, y esperar un día antes de decidir si lo envías.', called: { 'amigo': 'tu amigo', 'amiga': 'tu amiga', 'mi amigo': 'tu amigo', 'mi amiga': 'tu amiga', 'mejor amigo': 'tu mejor amigo', 'mejor amiga': 'tu mejor amiga', 'amigos': 'tus amigos', 'amigas': 'tus amigas' } },
    manager: { match: typed('mi jefa', 'jefa', 'mi jefe', 'jefe', 'jef*', 'supervisor*', 'mi encargado', 'mi encargada', 'el encargado', 'la encargada', 'gerente*', 'mi responsable', 'mi patrón', 'el patrón', 'mi mánager', 'manager', 'mi superior', 'mis superiores', 'coordinador', 'coordinadora', 'mi director', 'mi directora', 'patrona', 'líder de equipo', 'mi supervisora'), the: 'tu jefe o jefa', with: 'con tu jefe o jefa', step: 'Un pequeño paso podría ser apuntar en dos o tres frases lo que quieres pedirle a tu jefe o jefa, y elegir un momento tranquilo para hacerlo.', called: { 'jefe': 'tu jefe', 'mi jefe': 'tu jefe', 'jefa': 'tu jefa', 'mi jefa': 'tu jefa' } },
    colleague: { match: typed('compañero de trabajo', 'compañera de trabajo', 'compañeros de trabajo', 'compañeras de trabajo', 'compañero del trabajo', 'compañera del trabajo', 'compañeros del trabajo', 'compi de trabajo', 'compis de trabajo', 'compi del curro', 'compis del curro', 'compañero de curro', 'compañera de curro', 'colega*', 'compañero de oficina', 'compañera de oficina', 'compañeros de oficina', 'compañeros de la oficina', 'gente del trabajo', 'la gente del curro', 'alguien del trabajo', 'compañero de chamba', 'compañeros de chamba', 'compas del trabajo'), the: 'tu compi de trabajo', with: 'con tu compi de trabajo', step: 'Un pequeño paso podría ser anotar una cosa concreta que hizo tu compi de trabajo y cómo te afectó, para tenerlo claro si decides sacar el tema.' },
    landlord: { match: typed('casero', 'casera', 'mi casero', 'el casero', 'la casera', 'arrendador*', 'propietario*', 'propietaria*', 'dueño del piso', 'dueña del piso', 'dueño de la casa', 'dueña de la casa', 'dueño del depa', 'dueña del depa', 'dueño del departamento', 'dueña del departamento', 'inmobiliaria', 'dueño del apartamento', 'dueña del apartamento', 'dueño del apto', 'dueña del apto', 'administrador del edificio', 'la administración del edificio', 'el arrendador', 'el dueño del piso'), the: 'tu casero o casera', with: 'con tu casero o casera', step: 'Un pequeño paso podría ser poner por escrito, en un mensaje corto y con fechas, lo que necesitas de tu casero o casera, para que quede constancia.', called: { 'casero': 'tu casero', 'casera': 'tu casera' } },
    child: { match: typed('hijo*', 'hija*', 'mi niño', 'mi niña', 'mis niños', 'mis niñas', 'mi bebé', 'mi peque', 'mis peques', 'mi crío', 'mi cría', 'mis críos', 'chamaco*', 'adolescente', 'mi nene', 'mis nenes', 'mi pequeño', 'mi pequeña', 'mis pequeños', 'los niños', 'los críos', 'el bebé', 'nuestro bebé', 'adolescentes', 'crianza', 'mis chamacos', 'mis hijos'), the: 'tu hijo o hija', with: 'con tu hijo o hija', step: 'Un pequeño paso podría ser buscar diez minutos tranquilos con tu hijo o hija, sin ninguna tarea de por medio, solo para estar juntos.', called: { 'hijo': 'tu hijo', 'hija': 'tu hija', 'hijos': 'tus hijos', 'hijas': 'tus hijas', 'mis hijos': 'tus hijos' } },
    teacher: { match: typed('profe', 'profes', 'profesor*', 'maestro', 'maestra', 'maestros', 'maestras', 'tutor', 'tutora', 'tutores', 'docente*', 'catedrático*', 'la seño', 'director de tesis', 'directora de tesis', 'el director del cole', 'la directora del cole', 'catedrática*', 'instructor', 'instructora', 'la profe', 'el profe'), the: 'tu profe', with: 'con tu profe', step: 'Un pequeño paso podría ser apuntar exactamente lo que te dijo tu profe y cómo te dejó, para decidir con calma si quieres hablarlo.' },
    flatmate: { match: typed('compañero de piso', 'compañera de piso', 'compañeros de piso', 'compañeras de piso', 'compi de piso', 'compis de piso', 'compañero de cuarto', 'compañera de cuarto', 'compañero de habitación', 'compañera de habitación', 'compañero de depa', 'compañera de depa', 'roomie*', 'roommate*', 'compañeros de cuarto', 'compañeras de cuarto', 'compañeros de depa', 'compañero de departamento', 'compañera de departamento', 'compañero de apartamento', 'compañera de apartamento', 'compañero de casa', 'compañera de casa', 'compañeros de casa', 'con quien vivo', 'la gente con la que vivo', 'comparto piso', 'comparto depa', 'comparto departamento', 'comparto apartamento'), the: 'tu compi de piso', with: 'con tu compi de piso', step: 'Un pequeño paso podría ser proponerle a tu compi de piso una charla corta y tranquila sobre un solo tema, como la limpieza, en un momento que os vaya bien a los dos.' },
    grandparent: { match: typed('abuel*', 'abu', 'yaya', 'yayo', 'yayos', 'nona', 'nono', 'tata', 'bisabuel*', 'abue', 'agüela', 'agüelo', 'güela', 'güelo', 'mi abuela', 'mi abuelo'), the: 'tu abuelo o abuela', with: 'con tu abuelo o abuela', step: 'Un pequeño paso podría ser pensar una forma sencilla de sentirte cerca de tu abuelo o abuela esta semana, como una llamada, una visita o una notita.', called: { 'abuela': 'tu abuela', 'mi abuela': 'tu abuela', 'abuelo': 'tu abuelo', 'mi abuelo': 'tu abuelo', 'abuelos': 'tus abuelos', 'abue': 'tu abuela', 'yaya': 'tu yaya' } },
    work: { match: typed('trabaj*', 'curro', 'currar', 'curré', 'curramos', 'chamba', 'chambear', 'laburo', 'laburar', 'empleo', 'oficina', 'turnos', 'turno de noche', 'horas extra', 'horas extras', 'despid*', 'me echaron', 'carga de trabajo', 'burnout', 'quemado', 'quemada', 'chambeando', 'laburando', 'laburos', 'currando', 'jornada laboral', 'mi jornada', 'de guardia', 'la empresa', 'mi empresa', 'me corrieron', 'desempleo', 'desempleado', 'desempleada', 'en el paro', 'ascenso', 'mi puesto'), the: 'tu trabajo', with: 'en el trabajo', step: 'Un pequeño paso podría ser apuntar la tarea del trabajo que más te preocupa y cuál sería su primer trocito de diez minutos.' },
    interview: { match: typed('entrevista*', 'buscar trabajo', 'buscando trabajo', 'busco trabajo', 'búsqueda de empleo', 'buscando empleo', 'candidatura*', 'postular*', 'postulé', 'currículum', 'curriculum*', 'cv', 'proceso de selección', 'me entrevistan', 'buscar chamba', 'buscando chamba', 'buscar empleo', 'busco empleo', 'ofertas de trabajo', 'oferta de trabajo', 'oferta de empleo', 'aplicar a trabajos', 'aplicar a un trabajo', 'apliqué a', 'reclutador*', 'hoja de vida', 'mi cv'), the: 'la entrevista', with: 'con la entrevista', step: 'Un pequeño paso podría ser escribir tres cosas de ti que te hagan sentir orgullo y decirlas en voz alta una vez, para tenerlas listas en la entrevista.' },
    exam: { match: typed('examen', 'examen*', 'exámenes', 'parciales', 'finales', 'selectividad', 'ebau', 'evau', 'oposiciones', 'estudi*', 'tesis', 'tfg', 'tfm', 'notas', 'suspend*', 'suspendí', 'reprob*', 'universidad', 'la uni', 'facultad', 'la facu', 'colegio', 'el cole', 'instituto', 'el insti', 'la prepa', 'clases', 'deberes', 'trabajo final', 'parcial', 'test', 'quiz', 'icfes', 'paes', 'opos', 'opositar', 'suspenso', 'suspensos', 'escuela', 'la escuela', 'secundaria', 'bachillerato', 'máster', 'doctorado', 'materias', 'asignatura*', 'apuntes', 'calificaciones'), the: 'lo de los estudios', with: 'con los estudios', step: 'Un pequeño paso podría ser elegir un solo tema para mañana y planear un bloque de estudio de 25 minutos con un descanso después.', called: { 'colegio': 'el colegio', 'escuela': 'la escuela', 'universidad': 'la universidad', 'facultad': 'la facultad', 'la facu': 'la facultad', 'examen': 'el examen', 'selectividad': 'la selectividad', 'tesis': 'la tesis', 'instituto': 'el instituto' } },
    money: { match: typed('dinero', 'plata', 'sin pasta', 'la pasta', 'alquiler', 'renta', 'deuda*', 'factura*', 'préstamo*', 'hipoteca*', 'sueldo', 'salario', 'nómina', 'fin de mes', 'pagar', 'pagos', 'tarjeta de crédito', 'ahorros', 'gastos', 'sin un duro', 'no me alcanza', 'quincena', 'el banco', 'sin lana', 'la guita', 'platita', 'sin plata', 'crédito', 'recibos', 'pagar las cuentas', 'impuestos', 'estoy pelado', 'estoy pelada', 'números rojos', 'económicamente', 'problemas económicos', 'situación económica', 'finanzas', 'cobrador*', 'sueldos', 'endeudad*'), the: 'lo del dinero', with: 'con el dinero', step: 'Un pequeño paso podría ser hacer una lista de lo que tienes que pagar este mes y de qué vence primero, para que todo esto tenga un contorno más claro.' },
    sleep: { match: typed('dormir', 'dormí', 'dormido', 'dormida', 'durm*', 'duerm*', 'sueño', 'insomnio', 'pesadilla*', 'desvel*', 'no pego ojo', 'no pegué ojo', 'no puedo dormir', 'insomne'), the: 'tu descanso', with: 'con el sueño', step: 'Un pequeño paso podría ser dejar esta noche la última hora antes de dormir libre de pantallas y ver si notas alguna diferencia.' },
    health: { match: typed('salud', 'médico*', 'médica*', 'doctor*', 'hospital*', 'enferm*', 'diagnóstic*', 'cirugía', 'me operan', 'operarme', 'dolor*', 'urgencias', 'cita médica', 'clínica', 'emergencias', 'me operaron', 'me van a operar', 'la operación', 'cirujan*', 'análisis de sangre', 'cáncer', 'tumor', 'quimio*', 'síntoma*', 'medicamento*', 'pastillas', 'me internaron', 'lo internaron', 'la internaron', 'hospitalizad*', 'migraña', 'centro de salud'), the: 'tu salud', with: 'con tu salud', step: 'Un pequeño paso podría ser apuntar tus preguntas antes de la próxima cita médica, para no tener que llevarlas todas en la cabeza.' },
    moving: { match: typed('mudanza*', 'mudar*', 'me mudo', 'me mudé', 'nos mudamos', 'nueva ciudad', 'otra ciudad', 'piso nuevo', 'nuevo piso', 'casa nueva', 'nueva casa', 'nuevo depa', 'depa nuevo', 'morriña', 'extraño mi casa', 'echo de menos mi casa', 'desahucio*', 'desalojo', 'emigr*', 'irme a vivir', 'me cambio de casa', 'cambiarme de casa', 'cambio de casa', 'cambiar de ciudad', 'irme del país', 'vivir solo', 'vivir sola', 'irme de casa', 'independizarme', 'extraño mi país', 'extraño mi tierra', 'nostalgia de casa', 'nuevo apartamento', 'apartamento nuevo', 'me voy a vivir', 'nos vamos a vivir'), the: 'la mudanza', with: 'con la mudanza', step: 'Un pequeño paso podría ser elegir una cosa que haga que el sitio donde vives se sienta un poco más tuyo esta semana.' },
    pet: { match: typed('perro*', 'perrito*', 'perrita*', 'gato', 'gatos', 'gatito*', 'gata', 'gatita', 'mascota*', 'mi conejo', 'hámster', 'hamster', 'mi caballo', 'mi loro', 'michi', 'lomito'), the: 'tu mascota', with: 'con tu mascota', step: 'Un pequeño paso podría ser reservar hoy un momento tranquilo solo para lo que tu mascota significa para ti: una foto, un recuerdo o un rato juntos.', called: { 'perro': 'tu perro', 'perrito': 'tu perrito', 'perrita': 'tu perrita', 'perros': 'tus perros', 'gato': 'tu gato', 'gatito': 'tu gatito', 'gata': 'tu gata', 'gatita': 'tu gatita', 'gatos': 'tus gatos', 'michi': 'tu michi', 'mi conejo': 'tu conejo', 'mi caballo': 'tu caballo' }, questions: ['¿Qué lugar tiene {the} en tu vida?', '¿Qué te gustaría contarme de cómo es {the}?', '¿Qué es lo primero que te viene a la cabeza cuando piensas en {the}?'] },
    body: { match: typed('mi cuerpo', 'mi peso', 'sobrepeso', 'estoy gorda', 'estoy gordo', 'me veo gorda', 'me veo gordo', 'engordé', 'engorde', 'subí de peso', 'bajar de peso', 'adelgazar', 'dieta', 'calorías', 'calorias', 'espejo', 'mi aspecto', 'me veo fea', 'me veo feo', 'me siento fea', 'me siento feo', 'mi físico', 'mi fisico', 'mi piel', 'acné', 'acne', 'mi barriga', 'mi panza', 'atracón', 'atracones', 'trastorno alimenticio', 'flaca', 'flaco', 'mis muslos'), the: 'tu cuerpo', with: 'con tu cuerpo', step: 'Un pequeño paso podría ser fijarte en una cosa que tu cuerpo hizo hoy por ti y que no tenga nada que ver con cómo se ve.', questions: ['¿En qué momentos te pesan más los pensamientos sobre {the}?', '¿Qué le dirías a una amiga o un amigo que se sintiera así con su cuerpo?', '¿Qué te ayuda, aunque sea un poco, los días en que te sientes peor con {the}?'] },
  },
  asks: {
    recap: typed('resume', 'resúmeme', 'resumir', 'resumen', 'resumes', 'recapitula*', 'qué te he contado', 'qué te conté', 'qué te dije', 'qué te he dicho', 'lo que te he contado', 'lo que te conté', 'lo que te dije', 'lo que te he dicho', 'recuérdame qué', 'recuérdame lo que', 'resúmelo', 'hazme un resumen', 'qué te había dicho', 'qué dije', 'qué he dicho', 'me repites lo que', 'repíteme lo que', 'puedes repetir lo que', 'de qué hemos hablado', 'de qué hablamos', 'lo que hemos hablado', 'lo que hablamos', 'qué te comenté', 'lo que te comenté', 'qué te platiqué', 'lo que te platiqué', 'recapitulemos'),
    isNormal: typed('es normal', 'esto es normal', 'eso es normal', 'es raro', 'es malo que', 'está mal que', 'está mal sentir', 'está bien sentir', 'está bien que', 'estoy loco', 'estoy loca', 'soy raro', 'soy rara', 'soy el único', 'soy la única', 'solo me pasa a mí', 'me pasa solo a mí', 'le pasa a todo el mundo', 'le pasa a más gente', 'a todos les pasa', 'exagero', 'estoy exagerando', 'me equivoco', 'normal que', 'está bien si', 'estaría mal', 'es malo si', 'está mal si', 'soy normal', 'es lógico que', 'es común', 'es habitual', 'le pasa a alguien más', 'le pasa a otros', 'alguien más siente', 'soy exagerada', 'soy exagerado', 'está bien sentirme', 'es grave que', 'es grave si', 'es ok que', 'es ok si', 'es extraño que', 'es extraño sentir'),
    decision: typed('debería', 'tendría que', 'me conviene', 'es mejor que', 'sería mejor', 'mejor le digo', 'o mejor', 'o no', 'vale la pena', 'merece la pena', 'se lo digo', 'le digo o', 'lo dejo o', 'me quedo o', 'lo hago o', 'debo o no', 'debo decirle', 'debo irme', 'debo quedarme', 'no sé si dejar', 'no sé si decirle', 'no sé si irme', 'no sé si quedarme', 'qué es mejor', 'cuál es mejor', 'cuál elijo', 'qué elijo', 'elegir entre', 'decidir entre', 'o me quedo', 'o lo dejo', 'o sigo', 'valdrá la pena', 'convendría', 'mejor me quedo', 'mejor lo dejo', 'no sé si dejarlo', 'no sé si dejarla', 'no sé si seguir', 'no sé si renunciar'),
    whatCanIDo: typed('qué puedo hacer', 'qué hago', 'qué hacer', 'cómo hago', 'cómo puedo', 'cómo le hago', 'cómo lo manejo', 'cómo manejo', 'cómo lo llevo', 'algún consejo', 'consejos', 'un consejo', 'qué me aconsejas', 'qué me recomiendas', 'qué harías', 'tú qué harías', 'ayúdame a', 'qué debería hacer', 'cómo le digo', 'cómo decirle', 'cómo le explico', 'qué podría hacer', 'qué debo hacer', 'cómo lo hago', 'cómo hacer para', 'cómo superar', 'cómo supero', 'cómo lidiar', 'cómo lidio', 'cómo afronto', 'cómo afrontar', 'cómo enfrento', 'qué me sugieres', 'alguna idea', 'alguna sugerencia', 'algún tip', 'tips', 'dame un consejo', 'aconséjame', 'necesito consejo', 'ayúdame', 'q hago', 'k hago', 'q puedo hacer', 'q hacer'),
  },
  reflectSubject: [
    'Parece que lo que está pasando {with} te está pesando bastante.',
    'Se nota que lo que pasa {with} te importa de verdad.',
    'Noto cuánto te está rondando la cabeza {the}.',
  ],
  alsoSubject: ['Y {the} también forma parte de todo esto.', '{the} también parece tener su peso aquí.'],
  answer: {
    isNormal: [
      'Es más normal de lo que parece ahora mismo; mucha gente pasa por lo mismo en una situación así.',
      'Muchísima gente se siente así en una situación como la tuya; no quiere decir que haya nada mal en ti.',
      'Lo que cuentas es una reacción muy humana, y no eres ni de lejos la única persona que lo ha sentido.',
    ],
    decision: [
      'Cuando te debates entre dos caminos, puede ayudarte preguntarte cuál te arrepentirías de no haber probado y qué te costaría cada uno.',
      'Una forma de pensarlo: imagínate cada opción dentro de una semana y fíjate en cuál se siente más ligera.',
    ],
    whatCanIDo: [
      'No tienes que resolverlo todo de golpe; basta con encontrar el siguiente pasito.',
      'Puede ayudarte separar lo que está en tus manos de lo que no, y empezar por una parte que sí dependa de ti.',
    ],
  },
  generalSteps: [
    'Un pequeño paso podría ser apuntar qué es lo que más te preocupa y lo primerísimo que podrías hacer al respecto.',
    'Un pequeño paso podría ser hablarlo con alguien de confianza, aunque sea un rato, para no tener que cargar con esto a solas.',
  ],
  personQuestions: [
    '¿Qué es lo que más te gustaría que entendiera {the}?',
    '¿Qué es lo que más necesitas ahora mismo de {the}?',
    '¿Cómo han ido las cosas últimamente entre {the} y tú?',
  ],
  situationQuestions: [
    '¿Qué es lo que más te está costando ahora mismo de {the}?',
    '¿Qué podría quitarte un poquito de peso esta semana con {the}?',
    '¿Desde cuándo te tiene así {the}?',
  ],
  moodBefore: {
    great: 'Me dijiste que llegabas sintiéndote genial, y me alegra mucho.',
    good: 'Me dijiste que hoy te sientes bien, y me alegro.',
    okay: 'Me dijiste que hoy te sientes más o menos bien.',
    stressed: 'Me dijiste que llegabas con estrés, así que vamos a tu ritmo.',
    anxious: 'Me dijiste que sientes ansiedad, así que aquí no hay ninguna prisa.',
    sad: 'Me dijiste que hoy te sientes triste, y siento que sea un día tan pesado.',
    angry: 'Me dijiste que llegabas con rabia, y está bien traerla aquí.',
    overwhelmed: 'Me dijiste que ahora mismo todo te desborda, así que vamos a ir paso a paso.',
  },
  recap: {
    intro: 'Esto es lo que te he ido escuchando hasta ahora.',
    subjects: 'Me has hablado de {list}.',
    feelings: 'Me has hablado de lo que sientes: {list}.',
    quote: 'Empezaste diciendo: «{quote}»',
    empty: 'Acabamos de empezar, así que todavía no hay mucho que resumir.',
    check: '¿Se me ha escapado algo que sea importante para ti?',
  },
  afterRisk: [
    'Sigo pensando en lo que me dijiste antes, y estoy aquí contigo.',
    'Si vuelven esos pensamientos tan duros, una línea de ayuda en crisis está ahí para ti a cualquier hora, de día o de noche.',
  ],
  recall: 'Una vez me contaste: {memory}',
  facts: {
    personName: {
      patterns: ['(?<!\\b(?:su|sus|tu|tus|la|las|el|los|una|un|de|del) )(?<![\\p{L}])(?:mis? )?{person}(?:,? (?:que )?se llama|,)\\s+(\\p{L}+)'],
      memory: '{the} se llama {value}.',
    },
    job: {
      patterns: [
        '\\b(?:trabajo|curro|chambeo|laburo|estoy trabajando|trabajando) (?:de|como) (?!(?:noche|d[ií]a|tarde|ma[nñ]ana|media|turno|tiempo|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|casa|todo|m[aá]s|menos|nunca|siempre|loc[oa]|una?|mula|burro|esclav[oa]|lo|la|el|los|las|que|hace)(?![\\p{L}]))(\\p{L}+)',
        '\\bsoy (enfermer[oa]|profesora?|maestr[oa]|m[eé]dic[oa]|estudiante|programadora?|desarrolladora?|ingenier[oa]|dise[nñ]adora?|cajer[oa]|camarer[oa]|meser[oa]|cociner[oa]|conductora?|ch[oó]fer|abogad[oa]|contadora?|contable|cuidadora?|dependienta|dependiente|repartidora?|administrativ[oa]|limpiadora?|psic[oó]log[oa]|farmac[eé]utic[oa]|veterinari[oa]|electricista|fontaner[oa]|alba[nñ]il|peluquer[oa]|auxiliar)(?![\\p{L}])',
      ],
      memory: 'Tu trabajo: {value}.',
    },
    helps: {
      patterns: [
        '\\blo que (?:m[aá]s |de verdad |realmente |siempre |normalmente |mucho )?me ayuda(?: m[aá]s| mucho| siempre)? (?:es|son) ([^.,!?;\\n]{3,60})',
        '(?<![\\p{L}])(?!(?:lo )?que(?![\\p{L}]))((?:\\p{L}+ ){0,2}\\p{L}+) (?:siempre|de verdad|realmente|mucho) me ayuda',
        '(?<![\\p{L}])(?!(?:lo )?que(?![\\p{L}]))((?:\\p{L}+ ){0,2}\\p{L}+) me ayuda(?:n)? (?:mucho|much[ií]simo|siempre|bastante|un mont[oó]n)(?![\\p{L}])',
      ],
      memory: 'Lo que te ayuda: {value}.',
    },
  },
  offlineNotice: 'Ahora estás hablando con el acompañante integrado de Solace, que funciona sin un servicio de IA en internet y es más sencillo.',
};
