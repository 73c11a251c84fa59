/**
 * Word lists behind session insights (see insights.ts): conversational filler that the `stopword`
 * lists miss, negators, and small sentiment lexicons for the ten product languages.
 *
 * All entries are lowercase, with a straight apostrophe. A conversation's language is not known here
 * and people mix languages, so the lists are merged; a word is listed only where it cannot be read the
 * other way in another product language (Spanish/Portuguese/French "mal" is kept although German uses
 * "mal" as filler, because it is how people most often say they feel bad).
 */
import { ara, deu, eng, fra, ita, jpn, kor, por, spa, zho } from 'stopword';
import { languageCodes, type LanguageCode } from './preferences';
import { escapeRegExp } from './escape-regexp';

/** Words too general to be a topic, in any product language, beyond the `stopword` lists. */
const fillerWords: readonly string[] = [
  // English
  'feel', 'feeling', 'feelings', 'felt', 'really', 'just', 'like', 'know', 'think', 'thinking', 'thought',
  'today', 'things', 'thing', 'something', 'anything', 'everything', 'nothing', 'lot', 'lots', 'bit',
  'yeah', 'yes', 'okay', 'sure', 'maybe', 'kind', 'sort', 'actually', 'pretty', 'guess', 'want', 'wanted',
  'going', 'gonna', 'wanna', 'get', 'getting', 'got', 'even', 'also', 'still', 'always', 'lately', 'right',
  'one', 'back', 'let', 'need', 'say', 'said', 'tell', 'told', 'see', 'went', 'make', 'made', 'much',
  'well', 'good', 'bad', 'better', 'great', 'fine', 'time', 'day', 'week', 'hmm', 'thanks', 'thank',
  'please', 'hello', 'hey', 'sorry', 'though', 'mean', 'keep', 'kinda', 'stuff', 'way', 'able',
  'not', 'nor', 'yet', 'ever', 'every', 'why', 'when', 'does', 'doing', 'done', 'cannot', 'itself',
  'myself', 'yourself', 'ourselves', 'themselves', 'herself', 'anyone', 'someone', 'everyone', 'nobody',
  'whose', 'whom', 'else', 'once', 'again', 'ago', 'already', 'almost', 'quite', 'rather', 'enough',
  'without', 'within', 'upon', 'onto', 'off', 'down', 'around', 'across', 'along', 'away', 'toward',
  'towards', 'although', 'unless', 'until', 'whether', 'either', 'neither', 'among', 'less', 'least',
  'few', 'several', 'own', 'others', 'sometimes', 'often', 'usually', 'probably', 'perhaps', 'definitely',
  'totally', 'literally', 'basically', 'gone', 'coming', 'took', 'put', 'seem', 'seems', 'seemed', 'try',
  'tried', 'trying', 'give', 'gave', 'look', 'looking',
  // The other forms of those verbs ("he keeps saying", "it happens").
  'feels', 'knows', 'knew', 'knowing', 'known', 'thinks', 'wants', 'wanting', 'gets', 'says', 'saying', 'tells',
  'telling', 'sees', 'seeing', 'seen', 'makes', 'making', 'needs', 'needed', 'needing', 'keeps', 'keeping',
  'kept', 'tries', 'gives', 'giving', 'given', 'looks', 'looked', 'means', 'meant', 'lets', 'letting', 'goes',
  'come', 'comes', 'came', 'take', 'takes', 'taking', 'taken', 'puts', 'putting', 'happen', 'happens',
  'happened', 'happening', 'seeming', 'guessed',
  // Contractions typed without an apostrophe ("im tired").
  'dont', 'cant', 'didnt', 'doesnt', 'isnt', 'wasnt', 'wont', 'ive', 'thats', 'its', 'youre', 'theyre',
  // Spanish
  'estoy', 'estaba', 'siento', 'sentir', 'mucho', 'mucha', 'muchos', 'hoy', 'cosas', 'cosa', 'algo', 'conmigo', 'contigo',
  'nada', 'creo', 'tengo', 'tiene', 'hacer', 'puedo', 'quiero', 'día', 'días', 'bueno', 'pues', 'solo',
  'ser', 'estar', 'está', 'están', 'fue', 'todo', 'todos', 'todas', 'otra', 'esto', 'aquí', 'hay', 'tan',
  'cada', 'mismo', 'mis', 'tus', 'unos', 'unas',
  // Modal and future forms that carry no subject ("no pude dormir", "mañana veré a mi hermana").
  'pude', 'pudo', 'puedes', 'podía', 'podría', 'veré', 'iré', 'haré', 'tendré', 'sabía',
  // French
  'suis', 'sens', 'vraiment', 'juste', 'chose', 'choses', 'truc', 'beaucoup', 'peu', 'trop', 'fait',
  'faire', 'avoir', 'être', 'pense', 'crois', 'sais', 'veux', 'peux', 'jour', 'bon', 'alors',
  'plus', 'très', 'tout', 'tous', 'toute', 'donc', 'car', 'aussi', 'encore', 'déjà', 'quand', 'comme',
  'sous', 'chez', 'vers',
  // German
  'habe', 'bin', 'fühle', 'wirklich', 'einfach', 'heute', 'etwas', 'viel', 'sehr', 'immer', 'gerade',
  'mal', 'halt', 'irgendwie', 'gibt', 'geht', 'weiß', 'glaube', 'denke', 'tag', 'ganz', 'grad', 'grade',
  // Italian
  'sono', 'sento', 'davvero', 'proprio', 'oggi', 'cosa', 'cose', 'molto', 'tanto', 'troppo', 'sempre',
  'fatto', 'fare', 'penso', 'credo', 'voglio', 'posso', 'giorno', 'ancora', 'già', 'mai', 'però', 'quindi',
  // Portuguese
  'estou', 'sinto', 'muito', 'muita', 'hoje', 'coisa', 'coisas', 'acho', 'quero', 'fazer', 'tenho',
  'realmente', 'dia', 'ainda', 'nunca', 'pouco', 'tudo', 'onde', 'então', 'comigo', 'contigo', 'conosco',
  // Chinese
  '我的', '你的', '他的', '她的', '我们', '你们', '他们', '她们', '自己', '什么', '怎么', '为什么', '因为',
  '所以', '但是', '可是', '可以', '没有', '觉得', '感觉', '现在', '今天', '最近', '一些', '一点', '很多',
  '非常', '真的', '这个', '那个', '这样', '那样', '就是', '还是', '已经', '一直', '知道', '时候', '事情',
  '东西', '有点', '一下', '如果', '然后', '而且', '不是', '不会', '不能', '应该', '需要', '想要', '很大',
  // Japanese
  'てい', 'ました', 'でし', 'でした', 'まし', 'って', 'けど', 'だけ', '思い', '思う', '思っ', 'ちょっと',
  '今日', '最近', 'すごく', 'とても', '本当', '本当に', '感じ', '気持ち', 'でも', 'なんか', 'みたい',
  '全然', 'もう', 'まだ', 'ずっと', 'やっぱり', 'やっぱ', 'めっちゃ', 'マジ', 'まじ', 'ほんと', 'てか', 'たぶん', '多分',
  'いつも', 'なんで', 'ばっかり', 'ばかり', 'ちゃう', 'ちゃった', 'しょう', 'でしょう', 'このまま', 'そのまま',
  // Korean
  '요즘', '정말', '진짜', '너무', '많이', '그냥', '오늘', '생각', '같아요', '있어요', '없어요', '했어요',
  '해요', '있는', '하는', '저는', '제가', '나는', '내가', '우리', '근데', '조금', '아주', '매우',
  // Arabic
  'أنا', 'جدا', 'اليوم', 'شيء', 'أشعر', 'كثيرا', 'فقط', 'الآن', 'أريد', 'أعرف', 'أعتقد',
  // Greetings, thanks and fillers of every language: how people open, close and pause, never a topic.
  'hi', 'hiya', 'yo', 'thx', 'ok', 'yep', 'nope', 'yup', 'um', 'uh', 'lol', 'haha', 'omg', 'whole', 'front',
  'honestly', 'nvm', 'tbh', 'idk', 'anyway', 'anyways', 'whatever', 'ugh', 'like', 'sinceramente', 'honestamente',
  'francamente', 'ehrlich', 'franchement', 'bref', 'igual', 'tanto', '算了', '反正', 'まあ', 'なんて', '그냥', 'بصراحة',
  'side', 'part', 'anymore', 'tonight', 'yesterday', 'tomorrow', 'weeks', 'days', 'been', 'being', 'having',
  'hola', 'gracias', 'vale', 'sido', 'estado', 'había', 'hecho', 'ido', 'tenido', 'podido', 'entonces',
  'también', 'siempre', 'ahora', 'ayer', 'mañana', 'semana', 'vez', 'veces', 'así', 'nadie', 'alguien', 'gente',
  'bonjour', 'salut', 'merci', 'coucou', 'ouais', 'voilà', 'bah', 'ben', 'enfin', 'été', 'dit', 'vais', 'allé',
  'toujours', 'jamais', 'rien', 'hier', 'demain', 'semaine', 'fois',
  'jai', 'jsuis', 'chui', 'cest', 'ça', 'après', 'avant', 'depuis', 'ans', 'envie', 'genre', 'truc', 'trucs',
  'hallo', 'danke', 'tschüss', 'gewesen', 'worden', 'hatte', 'hätte', 'wäre', 'mehr', 'schon', 'noch', 'doch',
  'eben', 'nein', 'naja', 'dann', 'wieder', 'jetzt', 'gestern', 'morgen', 'woche', 'leute', 'echt',
  'ciao', 'salve', 'grazie', 'stato', 'stata', 'avuto', 'detto', 'boh', 'beh', 'allora', 'adesso', 'ieri',
  'domani', 'settimana', 'qualcosa', 'niente', 'nessuno', 'volta',
  // Portuguese typed short forms (para, estava, estou, você).
  'pra', 'pro', 'pras', 'pros', 'tava', 'tavam', 'tô', 'to', 'cê', 'vc', 'vcs', 'oq', 'pq', 'tb',
  'olá', 'ola', 'oi', 'obrigado', 'obrigada', 'tido', 'feito', 'tá', 'né', 'tipo', 'aí', 'sim', 'agora',
  'ontem', 'amanhã', 'semana', 'alguém', 'ninguém', 'nada', 'vez',
  '你好', '谢谢', '哈哈', '好吧', '其实', '可能', '一个', '我们的', '今晚', '昨天', '明天',
  'こんにちは', 'こんばんは', 'ありがとう', 'はい', 'うん', 'もう', 'まだ', 'とか', 'こと', 'もの', 'それ',
  'これ', 'あれ', 'ところ', '昨日', '明日', '今夜',
  '안녕', '안녕하세요', '감사합니다', '고마워요', '그래서', '그리고', '하지만', '그런데', '때문에', '어제',
  '내일', '오늘밤',
  'مرحبا', 'أهلا', 'شكرا', 'السلام', 'عليكم', 'نعم', 'يعني', 'طيب', 'كمان', 'الحين', 'أمس', 'بكرة', 'غدا',
  // Typed and spoken fillers, interjections, chat abbreviations and laughter of each language (a vocabulary
  // pass written apart from the conversation sets).
  // English
  'um', 'umm', 'uh', 'hmm', 'erm', 'ah', 'oh', 'eh', 'meh', 'ugh', 'wow', 'whoa', 'welp', 'oops', 'gosh',
  'geez', 'jeez', 'yeah', 'yea', 'yep', 'yup', 'lol', 'lmao', 'lmfao', 'rofl', 'haha', 'hahaha', 'hehe',
  'xd', 'idk', 'tbh', 'omg', 'btw', 'pls', 'plz', 'imo', 'imho', 'ngl', 'ikr', 'istg', 'fyi', 'honestly',
  'basically', 'literally', 'actually', 'actualy', 'anyway', 'anyways', 'anyhow', 'like', 'tho', 'though',
  'kinda', 'sorta', 'so', 'sooo', 'super', 'totally', 'really', 'realy', 'rly', 'srsly', 'seriously',
  'lowkey', 'whatever', 'obviously', 'maybe', 'probably', 'just', 'bruh',
  // Spanish
  'jaja', 'jajaja', 'jajajaja', 'jeje', 'jejeje', 'jiji', 'jsjs', 'xd', 'lol', 'osea', 'pues', 'pos', 'ps',
  'eh', 'mmm', 'ah', 'oh', 'ay', 'uy', 'uf', 'uff', 'bah', 'vaya', 'guau', 'ejem', 'jo', 'venga', 'oye',
  'dale', 'ya', 'digo', 'digamos', 'igual', 'entonces', 'cierto', 'neta', 'literal', 'literalmente',
  'basicamente', 'básicamente', 'realmente', 'honestamente', 'sinceramente', 'obvio', 'obviamente',
  'enserio', 'deveras', 'quizas', 'quizás', 'super', 'súper', 'bastante', 'demasiado', 'tan', 'porfa',
  'plis', 'xfa', 'tb', 'también', 'aja', 'ajá', 'orale', 'órale', 'andale', 'ándale', 'hijole', 'híjole',
  'chale', 'sip', 'equis',
  // French
  'mdr', 'mdrr', 'ptdr', 'lol', 'xd', 'haha', 'hihi', 'ducoup', 'enfait', 'bref', 'bah', 'ben', 'beh', 'euh',
  'euhh', 'heu', 'hein', 'ouais', 'ouep', 'wesh', 'enfin', 'quoi', 'voila', 'voilà', 'alors', 'donc',
  'sinon', 'allez', 'bof', 'ouf', 'olala', 'oups', 'zut', 'pff', 'pfff', 'hmm', 'oh', 'ah', 'eh',
  'franchement', 'honnetement', 'honnêtement', 'vraiment', 'vrmt', 'clairement', 'litteralement',
  'littéralement', 'carrement', 'carrément', 'juste', 'tellement', 'trop', 'super', 'hyper', 'bcp', 'stp',
  'svp', 'askip', 'apparemment', 'wallah', 'sah', 'jure', 'tmtc', 'tsais', 'tsé', 'qdm', 'ptet', 'surement',
  'sûrement',
  // German
  'eigentlich', 'eigtl', 'halt', 'sozusagen', 'quasi', 'praktisch', 'also', 'naja', 'na', 'tja', 'ja', 'jo',
  'achso', 'ach', 'aha', 'ähm', 'äh', 'ah', 'oh', 'eh', 'hm', 'hmm', 'mhm', 'boah', 'oha', 'huch', 'hoppla',
  'ups', 'puh', 'uff', 'pff', 'wow', 'irgendwie', 'echt', 'voll', 'mega', 'krass', 'wirklich', 'ehrlich',
  'ernsthaft', 'eben', 'sowieso', 'egal', 'jedenfalls', 'übrigens', 'vllt', 'vlt', 'vielleicht',
  'wahrscheinlich', 'wohl', 'doch', 'schon', 'so', 'gell', 'oder', 'genau', 'klar', 'ziemlich', 'bisschen',
  'bzw', 'usw', 'btw', 'lol', 'xd', 'haha', 'hahaha', 'hehe', 'omg', 'bitte', 'pls',
  // Italian
  'cmq', 'comunque', 'vabbè', 'vabbe', 'vabbé', 'vabbeh', 'boh', 'bho', 'mah', 'beh', 'bhe', 'bah', 'meh',
  'eh', 'ah', 'oh', 'uh', 'ehm', 'mmm', 'mhh', 'ehi', 'ehy', 'allora', 'cioè', 'cioe', 'tipo',
  'praticamente', 'insomma', 'magari', 'infatti', 'ecco', 'dai', 'daje', 'diciamo', 'quindi', 'anzi',
  'forse', 'probabilmente', 'fondamentalmente', 'sostanzialmente', 'effettivamente', 'letteralmente',
  'sinceramente', 'onestamente', 'veramente', 'davvero', 'proprio', 'troppo', 'tanto', 'super', 'mega',
  'figurati', 'uffa', 'uff', 'caspita', 'oddio', 'sisi', 'ahah', 'ahahah', 'ahahahah', 'ahaha', 'hahaha',
  'haha', 'asd', 'asdasd', 'lol', 'xd',
  // Portuguese
  'kkk', 'kkkk', 'kkkkk', 'kk', 'rs', 'rsrs', 'haha', 'hahaha', 'huahua', 'hehe', 'né', 'tipo', 'tá', 'ta',
  'aí', 'daí', 'então', 'entao', 'enfim', 'assim', 'sla', 'tlgd', 'mds', 'pprt', 'namoral', 'vish', 'vixe',
  'eita', 'opa', 'nossa', 'caramba', 'poxa', 'pô', 'po', 'puts', 'putz', 'aff', 'hein', 'hmm', 'ahn', 'aham',
  'uhum', 'oxe', 'oxente', 'ixi', 'oloco', 'basicamente', 'literalmente', 'sinceramente', 'honestamente',
  'realmente', 'sério', 'serio', 'mesmo', 'muito', 'mt', 'super', 'mega', 'bastante', 'tb', 'tbm', 'pfv',
  'pfvr', 'talvez', 'provavelmente', 'aliás', 'afinal', 'olha', 'lol', 'xd',
  // Chinese
  '哈哈', '哈哈哈', '呵呵', '嘿嘿', '嘻嘻', '233', '2333', 'hhh', 'hhhh', 'xswl', 'emm', 'emmm', '其实', '反正', '就是', '然后',
  '那个', '这个', '嗯', '嗯嗯', '啊', '呀', '吧', '呢', '啦', '哦', '噢', '喔', '哇', '哇塞', '唉', '哎', '哎呀', '哎哟', '呃', '诶',
  '欸', '咦', '嘛', '咯', '呗', '哈', '算了', '随便', '总之', '基本上', '说实话', '老实说', '说真的', '讲真', '真的', '超', '超级', '特别',
  '挺', '好像', '可能', '大概', '估计', '也许', '或许', '毕竟', '简直', '确实', '果然', '居然', '竟然', '卧槽', '天哪', '天啊',
  // Japanese
  '笑', 'www', 'ww', 'ワロタ', 'はは', 'あはは', 'ふふ', 'えへへ', 'へへ', 'まあ', 'まぁ', 'なんか', 'えっと', 'えーと', 'あの', 'あのー',
  'そのー', 'うーん', 'うん', 'ええ', 'えー', 'へえ', 'へー', 'ふーん', 'おお', 'わあ', 'うわ', 'あー', 'あっ', 'えっ', 'ね', 'ねえ', 'じゃん',
  'っていうか', 'ていうか', 'てか', 'つまり', 'とりあえず', '一応', 'やっぱり', 'やっぱ', '結局', '本当に', 'ほんとに', 'ほんと', 'マジ', 'マジで', 'まじで',
  'めっちゃ', 'めちゃ', 'めちゃくちゃ', '超', '多分', 'たぶん', 'ちょっと', 'なんだか', 'なんとなく', 'とにかく', '要するに', '実は', '正直', 'ぶっちゃけ',
  'みたいな', '的な', 'たしかに', 'なるほど', 'そっか', 'そうそう', 'ほら', 'さあ',
  // Korean
  '이렇게', '그렇게', '저렇게', '어떻게', '지금', '때마다', '나만', '나는', '나도', '내가', '나한테', '너무너무',
  'ㅋ', 'ㅋㅋ', 'ㅋㅋㅋ', 'ㅋㅋㅋㅋ', 'ㅋㅋㅋㅋㅋ', 'ㅎ', 'ㅎㅎ', 'ㅎㅎㅎ', 'ㅎㅎㅎㅎ', '크크', '하하', '하하하', '헤헤', '히히', '흐흐', '진짜',
  '진짜로', '정말', '레알', 'ㄹㅇ', 'ㅇㅇ', '그냥', '걍', '아무튼', '암튼', '어쨌든', '어쨋든', '어차피', '근데', '막', '좀', '약간', '뭔가',
  '뭐', '그니까', '그러니까', '있잖아', '일단', '이제', '솔직히', '솔까', '사실', '완전', '엄청', '되게', '너무', '존나', '졸라', '헐', '와',
  '우와', '아', '어', '음', '흠', '으음', '에이', '아이고', '어머', '어머나', '헉', '앗', '엥', '오', '하긴', '역시', '그치', '혹시', '아마',
  '아마도',
  // Arabic
  'والله', 'واللة', 'والنبي', 'قسما', 'قسماً', 'يعني', 'يعنى', 'خلاص', 'ياخي', 'بس', 'هه', 'ههه', 'هههه',
  'ههههه', 'هههههه', 'هاها', 'خخخ', 'لول', 'اه', 'آه', 'اها', 'اوه', 'واو', 'يلا', 'يالله', 'انشالله',
  'انشاءالله', 'ماشاءالله', 'اصلا', 'أصلا', 'أصلاً', 'فعلا', 'فعلاً', 'بجد', 'بصراحة', 'بصراحه', 'صراحة',
  'عادي', 'كده', 'هيك', 'مثلا', 'مثلاً', 'تقريبا', 'تقريباً', 'ممكن', 'يمكن', 'ربما', 'طبعا', 'طبعاً',
  'اكيد', 'أكيد', 'بعدين', 'وبعدين', 'المهم', 'عموما', 'عموماً', 'يارب', 'ايوه', 'أيوه', 'ايه', 'اي', 'امم',
  'اممم', 'ممم', 'اف', 'أف', 'اوف', 'بقى', 'بقا', 'اهو', 'ماشي', 'تمام', 'اوكي', 'أوكي', 'لسا', 'ولسا', 'لسه', 'ولسه', 'هلق',
  'هلأ', 'هسا', 'هسه', 'شوي', 'شوية', 'كتير', 'بكل', 'وبس',
];

/**
 * A sentiment word up to three words after one of these, in the same clause, counts with the opposite
 * polarity ("not okay", "can't cope", "no longer happy", "ya no soy feliz", "nicht mehr glücklich").
 * French "n'" before a verb counts too (see insights.ts).
 */
export const negators: ReadonlySet<string> = new Set([
  'not', 'no', 'never', "don't", "didn't", "isn't", "wasn't", "doesn't", "aren't", "weren't", "can't",
  "won't", "couldn't", "wouldn't", "haven't", "hasn't", "hadn't", 'cannot', 'hardly', 'dont', 'didnt',
  'isnt', 'wasnt', 'doesnt', 'cant', 'wont', 'couldnt', 'nothing', 'nobody',
  'nunca', 'jamás', 'ni', 'tampoco', 'nada',
  'ne', 'pas', 'jamais', 'rien', 'aucun', 'aucune',
  'nicht', 'kein', 'keine', 'keinen', 'keiner', 'nie', 'niemals', 'nichts',
  'non', 'mai', 'niente', 'nessuno', 'nessuna',
  'não', 'nao', 'nem', 'jamais',
  'لا', 'لم', 'لن', 'غير', 'ليس', 'لست', 'ليست', 'مش', 'مو',
]);

/**
 * Words that say nothing of a mood on their own ("ok, wait", "I manage the team") but a low one when
 * negated ("not okay", "can't cope", "ya no aguanto"): they count, as negative, only after a negator.
 */
export const lowWhenNegated: ReadonlySet<string> = new Set([
  'okay', 'ok', 'alright', 'cope', 'coping', 'manage', 'managing', 'handle',
  'aguanto', 'aguantar', 'puedo',
]);

/** Stop words of every product language at once, since people mix languages. */
export const stopWords: ReadonlySet<string> = new Set(
  [eng, spa, fra, deu, ita, por, zho, jpn, kor, ara, fillerWords].flat(),
);

export interface Lexicon {
  positive: readonly string[];
  negative: readonly string[];
}

/**
 * Chinese, Japanese and Korean entries are matched as substrings of the text, longest entry first, since
 * their segmentation is coarse and Korean attaches endings to words; so negated forms ("不开心",
 * "嬉しくない", "안 좋") are listed as negative entries of their own. Other languages match whole words.
 */
export const substringLanguages: readonly LanguageCode[] = ['zh', 'ja', 'ko'];

export const sentimentLexicons: Record<LanguageCode, Lexicon> = {
  en: {
    positive: [
      'happy', 'glad', 'good', 'great', 'better', 'calm', 'relaxed', 'grateful', 'thankful', 'hopeful',
      'excited', 'proud', 'love', 'loved', 'enjoy', 'enjoyed', 'joy', 'peaceful', 'confident', 'relieved',
      'optimistic', 'wonderful', 'amazing', 'fine', 'nice', 'positive', 'content', 'motivated', 'cheerful',
      'safe', 'supported', 'fun', 'awesome', 'progress', 'strong', 'hope',
    ],
    negative: [
      'sad', 'unhappy', 'angry', 'anxious', 'anxiety', 'worried', 'worry', 'stressed', 'stress', 'depressed',
      'depression', 'lonely', 'tired', 'exhausted', 'afraid', 'scared', 'fear', 'upset', 'hurt', 'hopeless',
      'overwhelmed', 'frustrated', 'bad', 'terrible', 'awful', 'hate', 'cry', 'crying', 'panic', 'guilty',
      'ashamed', 'worse', 'worthless', 'miserable', 'pain', 'nervous', 'sick',
    ],
  },
  es: {
    positive: [
      'feliz', 'contento', 'contenta', 'alegre', 'bien', 'bueno', 'buena', 'genial', 'tranquilo', 'tranquila',
      'calma', 'agradecido', 'agradecida', 'orgulloso', 'orgullosa', 'esperanza', 'emocionado', 'emocionada',
      'amor', 'encanta', 'disfruto', 'mejor', 'relajado', 'relajada', 'motivado', 'motivada', 'paz',
      'maravilloso', 'excelente', 'alivio', 'fuerte',
    ],
    negative: [
      'triste', 'mal', 'malo', 'mala', 'enojado', 'enojada', 'enfadado', 'enfadada', 'ansioso', 'ansiosa',
      'ansiedad', 'preocupado', 'preocupada', 'estresado', 'estresada', 'estrés', 'deprimido', 'deprimida',
      'depresión', 'cansado', 'cansada', 'agotado', 'agotada', 'miedo', 'asustado', 'asustada', 'dolor',
      'llorar', 'lloro', 'terrible', 'horrible', 'peor', 'odio', 'culpa', 'frustrado', 'frustrada',
      'nervioso', 'nerviosa', 'pánico', 'soledad', 'vergüenza',
    ],
  },
  fr: {
    positive: [
      'heureux', 'heureuse', 'content', 'contente', 'bien', 'joie', 'calme', 'détendu', 'détendue',
      'reconnaissant', 'reconnaissante', 'fier', 'fière', 'espoir', 'enthousiaste', 'aime', 'adore', 'amour',
      'mieux', 'génial', 'super', 'merveilleux', 'paisible', 'confiant', 'confiante', 'soulagé', 'soulagée',
      'motivé', 'motivée', 'serein', 'sereine', 'plaisir', 'optimiste', 'positif',
    ],
    negative: [
      'triste', 'mal', 'fâché', 'fâchée', 'colère', 'anxieux', 'anxieuse', 'angoisse', 'inquiet', 'inquiète',
      'stressé', 'stressée', 'stress', 'déprimé', 'déprimée', 'dépression', 'fatigué', 'fatiguée', 'épuisé',
      'épuisée', 'peur', 'pleurer', 'pleure', 'terrible', 'horrible', 'pire', 'déteste', 'honte', 'coupable',
      'frustré', 'frustrée', 'nerveux', 'nerveuse', 'panique', 'douleur', 'solitude',
    ],
  },
  de: {
    positive: [
      'glücklich', 'froh', 'gut', 'besser', 'toll', 'super', 'ruhig', 'entspannt', 'dankbar', 'stolz',
      'hoffnung', 'hoffnungsvoll', 'freude', 'freue', 'liebe', 'genieße', 'wunderbar', 'großartig',
      'zufrieden', 'erleichtert', 'motiviert', 'optimistisch', 'positiv', 'schön', 'friedlich',
      'zuversichtlich', 'fröhlich',
    ],
    negative: [
      'traurig', 'schlecht', 'wütend', 'ärger', 'ängstlich', 'angst', 'besorgt', 'sorgen', 'gestresst',
      'stress', 'deprimiert', 'depression', 'einsam', 'müde', 'erschöpft', 'furchtbar', 'schrecklich',
      'schlimm', 'schlimmer', 'hasse', 'weinen', 'weine', 'schuldig', 'scham', 'frustriert', 'nervös',
      'panik', 'schmerz', 'schmerzen', 'überfordert', 'hoffnungslos', 'verzweifelt',
    ],
  },
  it: {
    positive: [
      'felice', 'contento', 'contenta', 'bene', 'buono', 'buona', 'meglio', 'ottimo', 'calmo', 'calma',
      'tranquillo', 'tranquilla', 'rilassato', 'rilassata', 'grato', 'grata', 'orgoglioso', 'orgogliosa',
      'speranza', 'amore', 'adoro', 'fantastico', 'meraviglioso', 'sollevato', 'sollevata', 'motivato',
      'motivata', 'sereno', 'serena', 'gioia', 'entusiasta',
    ],
    negative: [
      'triste', 'male', 'arrabbiato', 'arrabbiata', 'ansioso', 'ansiosa', 'ansia', 'preoccupato',
      'preoccupata', 'stressato', 'stressata', 'depresso', 'depressa', 'solitudine', 'stanco', 'stanca',
      'esausto', 'esausta', 'paura', 'spaventato', 'piangere', 'piango', 'terribile', 'orribile', 'peggio',
      'odio', 'colpa', 'frustrato', 'frustrata', 'nervoso', 'nervosa', 'panico', 'dolore',
    ],
  },
  pt: {
    positive: [
      'feliz', 'contente', 'alegre', 'bem', 'bom', 'boa', 'ótimo', 'ótima', 'melhor', 'calmo', 'calma',
      'tranquilo', 'tranquila', 'relaxado', 'relaxada', 'grato', 'grata', 'orgulhoso', 'orgulhosa',
      'esperança', 'amor', 'adoro', 'incrível', 'maravilhoso', 'aliviado', 'aliviada', 'motivado', 'motivada',
      'alegria', 'paz', 'sereno',
    ],
    negative: [
      'triste', 'mal', 'ruim', 'chateado', 'chateada', 'irritado', 'irritada', 'ansioso', 'ansiosa',
      'ansiedade', 'preocupado', 'preocupada', 'estressado', 'estressada', 'estresse', 'deprimido',
      'deprimida', 'depressão', 'sozinho', 'sozinha', 'solidão', 'cansado', 'cansada', 'exausto', 'exausta',
      'medo', 'chorar', 'choro', 'terrível', 'horrível', 'pior', 'odeio', 'culpa', 'frustrado', 'frustrada',
      'nervoso', 'nervosa', 'pânico', 'dor',
    ],
  },
  zh: {
    positive: [
      '开心', '高兴', '快乐', '幸福', '满意', '放松', '平静', '感激', '感谢', '希望', '兴奋', '骄傲', '自豪',
      '喜欢', '享受', '轻松', '舒服', '安心', '不错', '很好', '好多了', '更好', '乐观', '积极', '温暖',
      '有信心', '顺利', '很棒', '欣慰', '我爱',
    ],
    negative: [
      '难过', '伤心', '悲伤', '不开心', '生气', '愤怒', '焦虑', '担心', '紧张', '压力', '抑郁', '孤独',
      '寂寞', '很累', '好累', '疲惫', '害怕', '恐惧', '痛苦', '失望', '绝望', '烦躁', '心烦', '崩溃', '不好',
      '糟糕', '讨厌', '想哭', '哭了', '内疚', '后悔', '失眠', '不舒服', '无助', '沮丧', '不喜欢',
      '不再开心', '不快乐', '撑不住', '受不了', '不太好', '不好过',
    ],
  },
  ja: {
    positive: [
      '嬉しい', 'うれしい', '楽しい', 'たのしい', '幸せ', 'しあわせ', '良かった', 'よかった', '安心', '落ち着',
      'リラックス', '感謝', 'ありがとう', '希望', '誇り', '好き', '大好き', '最高', '素晴らしい', '元気',
      '前向き', '穏やか', 'ほっと', 'わくわく', '満足', '楽になっ', '気持ちいい', '癒さ',
    ],
    negative: [
      '悲しい', 'かなしい', '辛い', 'つらい', '苦しい', '寂しい', 'さみしい', '不安', '心配', '怖い', 'こわい',
      '疲れ', 'しんどい', 'ストレス', 'イライラ', '怒り', '腹が立', '落ち込', '憂鬱', '孤独', '最悪', '嫌い',
      '眠れない', '泣きた', '泣い', '緊張', '絶望', '痛い', '嫌だ', '元気がない', '元気ない', '嬉しくない',
      '楽しくない', '良くない', 'よくない', '幸せじゃない', '好きじゃない', '無理', '大丈夫じゃない',
      '耐えられない', '元気じゃない',
    ],
  },
  ko: {
    positive: [
      '행복', '기뻐', '기쁘', '기쁨', '좋아', '좋은', '좋았', '괜찮아', '편안', '편해', '감사', '고마워',
      '고맙', '희망', '설레', '자랑스럽', '사랑', '즐거', '즐겁', '신나', '만족', '안심', '다행', '여유',
      '최고', '뿌듯', '든든', '평화', '차분',
    ],
    negative: [
      '슬퍼', '슬프', '슬픔', '우울', '불안', '걱정', '스트레스', '화가 나', '화나', '짜증', '외로', '외롭',
      '힘들', '피곤', '지쳤', '지쳐', '무서', '무섭', '두려', '괴로', '답답', '속상', '실망', '절망', '싫어',
      '싫다', '아파', '아프', '눈물', '죄책감', '긴장', '안 좋', '좋지 않', '행복하지 않', '안 괜찮', '별로',
      '괜찮지 않', '못 버티', '견딜 수 없',
    ],
  },
  ar: {
    positive: [
      'سعيد', 'سعيدة', 'سعادة', 'فرح', 'فرحان', 'فرحانة', 'مبسوط', 'مبسوطة', 'جيد', 'جيدة', 'أفضل', 'ممتاز',
      'رائع', 'رائعة', 'هادئ', 'هادئة', 'مرتاح', 'مرتاحة', 'راحة', 'ممتن', 'ممتنة', 'فخور', 'فخورة', 'أمل',
      'متفائل', 'متفائلة', 'حب', 'أحب', 'سلام', 'جميل', 'جميلة', 'تحسن', 'بخير', 'سعيدا', 'سعيدًا',
    ],
    negative: [
      'حزين', 'حزينة', 'حزن', 'غاضب', 'غاضبة', 'غضب', 'قلق', 'قلقة', 'خائف', 'خائفة', 'خوف', 'متوتر',
      'متوترة', 'توتر', 'ضغط', 'مكتئب', 'مكتئبة', 'اكتئاب', 'وحيد', 'وحيدة', 'متعب', 'متعبة', 'تعبان',
      'تعبانة', 'مرهق', 'مرهقة', 'سيء', 'سيئة', 'أسوأ', 'أكره', 'بكاء', 'أبكي', 'ذنب', 'محبط', 'محبطة',
      'ألم', 'يأس', 'مستاء',
    ],
  },
};

/** +1 or -1 for each whole-word sentiment entry. */
export const polarityOfWord: ReadonlyMap<string, number> = new Map(
  languageCodes
    .filter((code) => !substringLanguages.includes(code))
    .flatMap((code) => polarities(sentimentLexicons[code])),
);
/** +1 or -1 for each substring sentiment entry (Chinese, Japanese, Korean). */
export const polarityOfPhrase: ReadonlyMap<string, number> = new Map(
  substringLanguages.flatMap((code) => polarities(sentimentLexicons[code])),
);
// Longest first, so that 不开心 ("unhappy") is read as one negative entry rather than as 开心 ("happy").
export const phrasePattern = new RegExp(
  [...polarityOfPhrase.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'gu',
);

function polarities({ positive, negative }: Lexicon): [string, number][] {
  const entries = positive.map((word): [string, number] => [word, 1]);
  for (const word of negative) entries.push([word, -1]);
  return entries;
}
