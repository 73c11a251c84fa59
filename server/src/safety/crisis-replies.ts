import type { LanguageCode } from '@shared/preferences';

/**
 * The companion's reply to a message that may mean the person is at risk, in each language: it does not
 * end the conversation, acknowledges without judgement, encourages reaching a person now and names the
 * line. `{line}` is the line and how to reach it, `{emergency}` the emergency number. Never a method.
 */
export interface CrisisReplyWords {
  reply: string;
  call: string;
  text: string;
  callOrText: string;
  /** The international fallback when no country is known. */
  findHelpline: string;
  localEmergency: string;
}

export const crisisReplyWords: Record<LanguageCode, CrisisReplyWords> = {
  en: {
    reply:
      "Thank you for telling me. I'm not judging you, and I'm glad you said it. It sounds like you are carrying a lot of pain right now. Please reach out to a person now: {line}. If you are in immediate danger, call {emergency}. I'm still here with you, and we can keep talking. What is happening for you right now?",
    call: 'call {number}',
    text: 'text {number}',
    callOrText: 'call or text {number}',
    findHelpline: 'findahelpline.com lists free, confidential lines in your country',
    localEmergency: 'your local emergency number',
  },
  es: {
    reply:
      'Gracias por contármelo. No te juzgo, y me alegra que lo hayas dicho. Parece que cargas con mucho dolor ahora mismo. Por favor, habla con una persona ahora: {line}. Si estás en peligro inmediato, llama al {emergency}. Sigo aquí contigo y podemos seguir hablando. ¿Qué está pasando ahora mismo?',
    call: 'llama al {number}',
    text: 'escribe al {number}',
    callOrText: 'llama o escribe al {number}',
    findHelpline: 'en findahelpline.com encontrarás líneas gratuitas y confidenciales de tu país',
    localEmergency: 'número de emergencias de tu país',
  },
  fr: {
    reply:
      "Merci de me l'avoir dit. Je ne te juge pas, et c'est important que tu en parles. On dirait que tu portes beaucoup de douleur en ce moment. S'il te plaît, parle à quelqu'un maintenant : {line}. Si tu es en danger immédiat, appelle le {emergency}. Je suis toujours là, et on peut continuer à parler. Qu'est-ce qui se passe pour toi en ce moment ?",
    call: 'appelle le {number}',
    text: 'écris au {number}',
    callOrText: 'appelle ou écris au {number}',
    findHelpline: 'findahelpline.com indique des lignes gratuites et confidentielles dans ton pays',
    localEmergency: "numéro d'urgence de ton pays",
  },
  de: {
    reply:
      'Danke, dass du mir das sagst. Ich verurteile dich nicht, und es ist gut, dass du es aussprichst. Es klingt, als würdest du gerade sehr viel Schmerz tragen. Bitte wende dich jetzt an einen Menschen: {line}. Wenn du in unmittelbarer Gefahr bist, ruf die {emergency} an. Ich bin weiter für dich da, und wir können weiterreden. Was ist gerade los bei dir?',
    call: 'ruf die {number} an',
    text: 'schreib an die {number}',
    callOrText: 'ruf die {number} an oder schreib dorthin',
    findHelpline: 'auf findahelpline.com findest du kostenlose, vertrauliche Telefone in deinem Land',
    localEmergency: 'Notrufnummer deines Landes',
  },
  it: {
    reply:
      'Grazie per avermelo detto. Non ti giudico, ed è importante che tu ne abbia parlato. Sembra che tu stia portando molto dolore in questo momento. Per favore, contatta una persona adesso: {line}. Se sei in pericolo immediato, chiama il {emergency}. Io sono ancora qui con te e possiamo continuare a parlare. Che cosa sta succedendo adesso?',
    call: 'chiama il {number}',
    text: 'scrivi al {number}',
    callOrText: 'chiama o scrivi al {number}',
    findHelpline: 'su findahelpline.com trovi linee gratuite e riservate nel tuo paese',
    localEmergency: 'numero di emergenza del tuo paese',
  },
  pt: {
    reply:
      'Obrigado por me contar. Não estou te julgando, e é importante que você tenha dito isso. Parece que você está carregando muita dor agora. Por favor, fale com uma pessoa agora: {line}. Se você estiver em perigo imediato, ligue para o {emergency}. Eu continuo aqui com você, e podemos continuar conversando. O que está acontecendo com você agora?',
    call: 'ligue para o {number}',
    text: 'mande uma mensagem para o {number}',
    callOrText: 'ligue ou mande mensagem para o {number}',
    findHelpline: 'no findahelpline.com você encontra linhas gratuitas e confidenciais no seu país',
    localEmergency: 'número de emergência do seu país',
  },
  zh: {
    reply:
      '谢谢你告诉我。我不会评判你，你愿意说出来很重要。听起来你现在承受着很多痛苦。请现在就联系一个人：{line}。如果你有立即的危险，请拨打{emergency}。我还在这里陪着你，我们可以继续聊。你现在正在经历什么？',
    call: '拨打{number}',
    text: '发短信到{number}',
    callOrText: '拨打或发短信到{number}',
    findHelpline: '在 findahelpline.com 可以找到你所在国家免费、保密的热线',
    localEmergency: '当地的急救电话',
  },
  ja: {
    reply:
      '話してくれてありがとうございます。あなたを責めたりはしません。言葉にしてくれて本当によかったです。今、とてもつらい気持ちを抱えているように聞こえます。どうか今、人とつながってください：{line}。差し迫った危険があるときは{emergency}に電話してください。私はここにいますし、このまま話を続けられます。今、どんなことが起きていますか？',
    call: '{number}に電話',
    text: '{number}にメッセージ',
    callOrText: '{number}に電話かメッセージ',
    findHelpline: 'findahelpline.com でお住まいの国の無料で秘密の守られる相談窓口が見つかります',
    localEmergency: 'お住まいの地域の緊急番号',
  },
  ko: {
    reply:
      '말해 줘서 고마워요. 당신을 판단하지 않아요. 털어놓아 줘서 다행이에요. 지금 정말 큰 고통을 안고 있는 것처럼 들려요. 지금 사람과 꼭 연결되어 주세요: {line}. 당장 위험하다면 {emergency}에 전화하세요. 저는 여기 있고, 우리는 계속 이야기할 수 있어요. 지금 어떤 일이 일어나고 있나요?',
    call: '{number}에 전화',
    text: '{number}에 문자',
    callOrText: '{number}에 전화나 문자',
    findHelpline: 'findahelpline.com에서 사는 나라의 무료 비밀 상담 전화를 찾을 수 있어요',
    localEmergency: '지역 긴급 번호',
  },
  ar: {
    reply:
      'شكرًا لأنك أخبرتني. أنا لا أحكم عليك، ومن المهم أنك قلت ذلك. يبدو أنك تحمل ألمًا كبيرًا الآن. أرجوك تواصل مع شخص الآن: {line}. إذا كنت في خطر مباشر، فاتصل على {emergency}. ما زلت هنا معك، ويمكننا أن نواصل الحديث. ما الذي يحدث معك الآن؟',
    call: 'اتصل بالرقم {number}',
    text: 'أرسل رسالة إلى {number}',
    callOrText: 'اتصل أو أرسل رسالة إلى {number}',
    findHelpline: 'موقع findahelpline.com يدلّك على خطوط مجانية وسرية في بلدك',
    localEmergency: 'رقم الطوارئ المحلي',
  },
};
