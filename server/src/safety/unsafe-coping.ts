/**
 * Ways of coping that are harm, not help, in the ten languages: what the person names as "what helps"
 * is never kept as a memory when it mentions one of these (nor when it sounds like risk).
 */
const unsafeWords = [
  'pill', 'pills', 'tablets', 'overdose', 'cutting', 'cut myself', 'hurting myself', 'hurt myself', 'blade', 'razor', 'knife',
  'drink', 'drinking', 'alcohol', 'vodka', 'drunk', 'drugs', 'weed', 'starving', 'not eating', 'purging',
  'pastillas', 'cortarme', 'alcohol', 'beber', 'drogas', 'emborrach',
  'cachets', 'médicaments', 'medicaments', 'me couper', 'alcool', 'boire', 'drogue',
  'tabletten', 'ritzen', 'alkohol', 'trinken', 'drogen', 'saufen',
  'pillole', 'tagliarmi', 'alcol', 'bere', 'droghe',
  'remédios', 'remedios', 'comprimidos', 'me cortar', 'álcool', 'beber', 'drogas',
  '药', '割', '酒', '喝醉',
  '薬', '切る', '切って', 'お酒', '酒',
  '약', '자해', '술',
  'حبوب', 'دواء', 'أجرح', 'جرح', 'كحول', 'خمر', 'مخدرات',
];

export function mentionsUnsafeCoping(text: string): boolean {
  const lower = text.normalize('NFC').toLocaleLowerCase();
  return unsafeWords.some((word) => lower.includes(word));
}
