import type { PhraseSet } from '../phrase-set';

const self = '(?:myself|my self|meself)';
const me = '(?:i|im|ive|id|ill|i am|i have|i will|i would|me)';

export const en: PhraseSet = {
  risk: [
    // Direct statements and intent.
    `(?:kill_|killed|end_|ending|hang_|hanged|shoot_|drown_|poison_|ofing|to of|unaliv_) ${self}`,
    `(?:end|take|ending|taking) (?:my|my own) life`,
    'end_ it all',
    '(?:want|going|gonna|ready|plan_) to end it(?! (?:with|between))',
    'life (?:is|feels) (?:pointles|meaningles)',
    'suicid_',
    'sewer slide',
    '(?:kms|ctb|unalive)',
    `(?:want|wanna|going|gonna|ready|plan_|decided|wish) ~ (?:die|be dead|not exist|stop existing)`,
    `${me} ~ (?:better off dead|rather be dead|rather die)`,
    `(?:wrote|writing|written|left) ~ (?:suicide|goodbye) (?:note|letter)_`,
    // Self-injury.
    `(?:cut_|hurt_|harm_|starv_) ${self}`,
    'self (?:harm_|injur_)',
    'selfharm_',
    // Plans and means.
    `(?:have|got|bought|saving|saved|stockpil_|hoard_|collect_) ~ (?:the rope|a rope|pils|tablets|a gun|the gun|razor_|blades)`,
    '(?:jump_|throw_ myself) ~ (?:of|from|in front of) ~ (?:bridge|roof|building|train|window|cliff)',
    '(?:overdose|od) (?:on|tonight)',
    'took (?:a bunch of|al|all my|too many|a lot of|lots of|a handful of|the whole) ~ (?:pils|tablets|painkilers)',
    'how (?:many|much) ~ (?:pils|tablets) ~ (?:kill|lethal|die)',
    // Indirect: not wanting to live or be here, being a burden, wanting it to end.
    "(?:dont|do not|dont really) want to (?:be here|be alive|live|exist|wake up|go on) ?(?:anymore|any more)?",
    '(?:no|not any|dont see (?:the|any)) (?:point|reason) (?:in|to|for) (?:living|live|life|go on|going on|keep going|me to keep going)',
    "(?:no|dont have (?:a|any)) reason (?:for me )?to (?:live|keep going|go on|stay)",
    `(?:every ?one|every body|they|world|family|kids|you) ~ (?:better off|happier) without me`,
    `(?:better off|easier|happier) ~ (?:if|when) ${me} (?:just )?(?:(?:wasnt|werent|was not|were not) (?:here|around|alive)(?! (?:at|in|on|for|with))|(?:was|were) (?:gone|dead)|disappeared|didnt exist|never existed|died)`,
    `${me} ~ (?:just )?(?:a|such a) burden`,
    `(?:sleep|fall asleep) and (?:never|not) wake up`,
    '(?:wish|want) ~ never (?:been born|existed|woken up)',
    '(?:want|wish|wanna) ~ (?:disappear|vanish) (?:forever|for good|permanently)',
    '(?:just|really|honestly|only) (?:want|wanna) (?:to )?(?:disappear|vanish)',
    '(?:whats|what s|what is) the point (?:of (?:any of it|anything|it all|living|life|me|going on)|anymore)',
    'want (?:it|everything|this|the pain) ~ to (?:end|stop) (?:forever|for good|permanently)?',
    "(?:cant|can not|cannot) (?:do this|go on|keep going|take it) (?:anymore|any more|much longer)",
    '(?:giving|gave) away ~ (?:stuf|things|belongings|posessions)',
    "(?:after|when|once) (?:im|i am) (?:gone|dead)",
    '(?:nobody|no one|noone) (?:would|will) (?:even )?(?:notice|care|mis me) (?:if|when) (?:i|im)',
    'not (?:be|being) (?:here|around) (?:anymore|much longer|tomorrow)',
    `(?:if|wish|hope|maybe) ${me} (?:just )?(?:didnt|did not|dont|do not|wouldnt|would not|never) wake up(?! (?:on time|in time|early|late|until|til|till|at|for|to|with|in the|sick|tired|feeling|hungover|again and))`,
  ],
  violence: [
    '(?:kil_|hurt_|stab_|shoot_|murder_) (?:him|her|them|someone|some one|somebody|my (?:boss|dad|mum|mom|wife|husband|ex))',
    '(?:want|going|gonna) to (?:kil|hurt|stab|shoot) (?:him|her|them|someone|people)',
  ],
  figurative: [
    '(?:die|died|dying|dead) (?:of|from|with) (?:embarasment|shame|bordom|laughter|laughing|cringe|curiosity|jealousy)',
    '(?:die|died|dying) laughing',
    'dying (?:to|for)',
    '(?:kil|kiling|killed) (?:myself|me) (?:laughing|at the gym|with work)',
    '(?:kil|kils|kiling|killed) (?:it|time)',
    "(?:boss|mum|mom|dad|wife|husband|teacher|coach|she|he|they) (?:wil|would|is going to|s going to|gonna) kil (?:me|him|her)",
    '(?:kil|murder) for (?:a|some|an)',
    'cutting (?:back|down)',
    '(?:shoot_|shot) myself in the (?:fot|leg)',
    'drown_ myself in',
    '(?:hurt_|cut_) myself (?:playing|at the|while|on the|on a|lifting|skiing|running|training|shaving|cooking|chopping|badly at)',
    'suicide (?:prevention|awarenes|rate_|squad|club|bomb_|mision_|statistic_|research)',
  ],
  negatedBy: ['never', 'not', 'no', 'wouldnt', 'wont', 'dont', 'didnt', 'isnt', 'nothing', 'im not', 'arent'],
  denialUndoneBy: ['yet', 'tonight', 'today', 'for now'],
};
