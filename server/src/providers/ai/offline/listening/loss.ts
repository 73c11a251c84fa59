import type { LanguageCode } from '@shared/preferences';
import { compileEntries, foldText } from './matching';

interface Loss {
  /** How people say that someone (or a pet) died (see listening-pack.ts for the matching). */
  told: readonly string[];
  /** The same words not about a death ("my phone died"), taken out before looking. */
  figurative?: readonly string[];
  /** Condolences, said before anything else is reflected. */
  condolences: readonly string[];
  /** Questions back that do not speak of whom they lost as if they were here. */
  questions: readonly string[];
  /** A small step that does not suggest calling or visiting whom they lost. */
  steps: readonly string[];
}

const loss: Record<LanguageCode, Loss> = {
  en: {
    told: ['died', 'passed away', 'passed on', 'funeral', 'put down', 'put to sleep', 'miscarriage', 'lost the baby', 'lost our baby', 'grieving', 'death of', 'has died', 'rest in peace'],
    figurative: ['almost died', 'nearly died', 'died laughing', 'died of embarrassment', 'died of shame', 'phone died', 'battery died', 'car died', 'laptop died', 'died down'],
    condolences: ['I am so sorry for your loss.', 'I am so sorry. Losing someone you love is one of the hardest things there is.'],
    questions: ['How have you been holding up since it happened?', 'What do you find yourself missing most right now?', 'Would you like to tell me a little about what you shared?'],
    steps: ['One small step could be to keep something of theirs close today, or write down one memory you never want to lose.'],
  },
  es: {
    told: ['murió', 'murio', 'se murió', 'se murio', 'falleció', 'fallecio', 'se nos fue', 'funeral', 'velorio', 'entierro', 'la muerte de', 'aborto espontáneo', 'perdí al bebé', 'perdi al bebe', 'en paz descanse', 'de luto'],
    figurative: ['casi me muero', 'me muero de', 'muerto de risa', 'muerta de risa', 'se murió el móvil', 'se murio el movil'],
    condolences: ['Lo siento muchísimo por tu pérdida.', 'Lo siento mucho. Perder a quien quieres es de lo más duro que hay.'],
    questions: ['¿Cómo lo estás llevando desde que pasó?', '¿Qué es lo que más echas de menos ahora mismo?', '¿Te gustaría contarme un poco de lo que compartían?'],
    steps: ['Un pequeño paso podría ser tener cerca hoy algo que te lo recuerde, o escribir un recuerdo que no quieras perder nunca.'],
  },
  fr: {
    told: ['est mort', 'est morte', 'décédé', 'décédée', 'decede', 'decedee', 'décès', 'deces', 'enterrement', 'funérailles', 'funerailles', 'la mort de', 'fausse couche', 'euthanasi*', 'faire piquer', 'en deuil'],
    figurative: ['mort de rire', 'morte de rire', 'mort de honte', 'morte de honte', 'batterie est morte', 'mon tel est mort'],
    condolences: ['Toutes mes condoléances, je suis de tout cœur avec toi.', "Perdre un être cher est l'une des choses les plus dures qui soient. Je suis de tout cœur avec toi."],
    questions: ['Comment tu tiens le coup depuis que c\'est arrivé ?', 'Qu\'est-ce qui te manque le plus en ce moment ?', 'Tu aimerais me parler un peu de ce que vous partagiez ?'],
    steps: ['Un petit pas pourrait être de garder près de toi aujourd\'hui quelque chose qui te le rappelle, ou d\'écrire un souvenir que tu ne veux jamais perdre.'],
  },
  de: {
    told: ['gestorben', 'verstorben', 'ist tot', 'beerdigung', 'trauerfeier', 'einschläfern', 'eingeschläfert', 'einschlafern', 'eingeschlafert', 'fehlgeburt', 'der tod', 'seit dem tod', 'in trauer'],
    figurative: ['akku ist tot', 'handy ist tot', 'fast gestorben'],
    condolences: ['Es tut mir sehr leid um deinen Verlust.', 'Das tut mir so leid. Jemanden zu verlieren, den man liebt, gehört zum Schwersten, was es gibt.'],
    questions: ['Wie geht es dir, seit es passiert ist?', 'Was fehlt dir gerade am meisten?', 'Magst du mir ein bisschen erzählen, was euch verbunden hat?'],
    steps: ['Ein kleiner Schritt könnte sein, heute etwas in deiner Nähe zu haben, das dich daran erinnert, oder eine Erinnerung aufzuschreiben, die du nie verlieren möchtest.'],
  },
  it: {
    told: ['è morto', 'è morta', 'e morto', 'e morta', "e' morto", "e' morta", 'è mancato', 'è mancata', 'e mancato', 'e mancata', 'funerale', 'lutto', 'la morte di', 'aborto spontaneo', 'addormentare', 'è scomparso', 'è scomparsa'],
    figurative: ['stanca morta', 'stanco morto', 'morta dal ridere', 'morto dal ridere'],
    condolences: ['Mi dispiace tantissimo per la tua perdita.', 'Mi dispiace molto. Perdere chi si ama è una delle cose più dure che ci siano.'],
    questions: ['Come stai, da quando è successo?', 'Cosa ti manca di più in questo momento?', 'Ti va di raccontarmi un po’ cosa vi legava?'],
    steps: ['Un piccolo passo potrebbe essere tenere vicino oggi qualcosa che te lo ricordi, o scrivere un ricordo che non vuoi perdere mai.'],
  },
  pt: {
    told: ['morreu', 'faleceu', 'falecimento', 'velório', 'velorio', 'enterro', 'funeral', 'luto', 'a morte de', 'aborto espontâneo', 'aborto espontaneo', 'perdi o bebê', 'perdi o bebe', 'descanse em paz', 'sacrificar'],
    figurative: ['morreu de rir', 'quase morri', 'celular morreu', 'bateria morreu'],
    condolences: ['Sinto muito pela sua perda.', 'Sinto muito mesmo. Perder quem a gente ama é uma das coisas mais difíceis que existem.'],
    questions: ['Como você tem segurado as pontas desde que aconteceu?', 'Do que você mais sente falta agora?', 'Quer me contar um pouco do que vocês viveram juntos?'],
    steps: ['Um pequeno passo pode ser manter por perto hoje algo que te lembre dessa presença, ou escrever uma lembrança que você nunca quer perder.'],
  },
  zh: {
    told: ['去世', '过世', '死了', '离世', '走了以后', '葬礼', '丧事', '安乐死', '流产', '节哀'],
    figurative: ['笑死了', '累死了', '气死了', '热死了', '冷死了', '饿死了', '烦死了', '困死了', '尴尬死了', '手机死了'],
    condolences: ['听到这个消息，我真的很难过，请节哀。', '失去所爱，是最难承受的事情之一。我很遗憾。'],
    questions: ['从那以后，你是怎么撑过来的？', '现在你最想念的是什么？', '愿意和我说说你们之间的事吗？'],
    steps: ['可以先迈出一小步：今天把一件能让你想起对方的东西放在身边，或者写下一段你永远不想忘记的回忆。'],
  },
  ja: {
    told: ['亡くな', '死んじゃ', '死んだ', '死んで', '他界', '葬式', '通夜', '虹の橋', '安楽死', '流産'],
    figurative: ['死んだように眠', '死ぬほど'],
    condolences: ['本当につらかったですね。心からお悔やみ申し上げます。', '大切な存在を失うのは、何よりもつらいことのひとつです。心からお悔やみ申し上げます。'],
    questions: ['それから、どんなふうに過ごしていますか？', '今、いちばん恋しく思うのはどんなことですか？', 'よかったら、一緒に過ごした時間のことを少し聞かせてもらえますか？'],
    steps: ['小さな一歩として、今日は思い出の品をそばに置いたり、ずっと忘れたくない思い出をひとつ書き留めたりしてみるのはどうでしょう。'],
  },
  ko: {
    told: ['돌아가셨*', '돌아가신*', '죽었*', '세상을 떠*', '장례*', '무지개다리*', '안락사*', '유산했*', '하늘나라*'],
    figurative: ['죽었다 깨어나도', '웃겨 죽었'],
    condolences: ['정말 마음이 아파요. 깊은 위로를 전해요.', '사랑하는 존재를 잃는 건 정말 견디기 힘든 일이에요. 깊은 위로를 전해요.'],
    questions: ['그 일이 있고 나서 어떻게 지내고 있어요?', '지금 가장 그리운 건 뭐예요?', '함께했던 시간에 대해 조금 들려줄 수 있어요?'],
    steps: ['작은 한 걸음으로, 오늘은 추억이 담긴 물건을 곁에 두거나, 절대 잊고 싶지 않은 기억 하나를 적어 보면 좋겠어요.'],
  },
  ar: {
    told: ['توفي', 'توفيت', 'توفى', 'ماتت', 'مات', 'وفاة', 'الوفاة', 'عزاء', 'العزاء', 'جنازة', 'الجنازة', 'الله يرحمه', 'الله يرحمها', 'رحمه الله', 'رحمها الله', 'الله يرحمو'],
    figurative: ['مات من الضحك', 'مت من الضحك', 'الموبايل مات', 'البطارية ماتت'],
    condolences: ['أنا آسف جدًا لخسارتك.', 'فقدان من نحب من أصعب ما يمر به الإنسان. أنا آسف جدًا لخسارتك.'],
    questions: ['كيف حالك منذ أن حدث ذلك؟', 'ما أكثر ما تفتقده الآن؟', 'هل تحب أن تحكي لي قليلًا عمّا كان يجمعكما؟'],
    steps: ['خطوة صغيرة ممكنة: أن تُبقي اليوم قربك شيئًا يذكّرك به، أو أن تكتب ذكرى لا تريد أن تنساها أبدًا.'],
  },
};

const patterns = new Map(
  Object.entries(loss).map(([language, { told, figurative }]) => [
    language,
    { told: compileEntries(told, language as LanguageCode), figurative: compileEntries(figurative ?? [], language as LanguageCode, 'gu') },
  ]),
);

/** Whether the text tells of a death: someone, or a pet, died. English phrasings count in every language. */
export function tellsOfLoss(text: string, language: LanguageCode): boolean {
  return [language, 'en'].some((code) => {
    const found = patterns.get(code);
    const literal = found?.figurative ? foldText(text).replace(found.figurative, ' ') : foldText(text);
    return found?.told?.test(literal) ?? false;
  });
}

/** Condolences in the language. */
export function condolences(language: LanguageCode): readonly string[] {
  return loss[language].condolences;
}

/** Questions back after a death was told of. */
export function questionsAfterLoss(language: LanguageCode): readonly string[] {
  return loss[language].questions;
}

/** Small steps after a death was told of. */
export function stepsAfterLoss(language: LanguageCode): readonly string[] {
  return loss[language].steps;
}
