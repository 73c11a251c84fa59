import type { PhraseSet } from '../phrase-set';

export const pt: PhraseSet = {
  risk: [
    // Direto e intenção.
    'suicid_',
    '(?:me matar|matar me)',
    '(?:tirar|tirarei|tiraria|tirando) (?:a )?(?:minha )?(?:propria )?vida',
    'acabar com (?:a )?minha (?:propria )?vida',
    '(?:penso|pensando|pensei|vontade de|quero) (?:em )?acabar com tudo',
    '(?:seria|era) (?:mais facil|melhor) (?:nao acordar|morrer|nao existir|sumir)',
    '(?:quero|queria|vontade de|prefiro) (?:morrer|estar mort_)',
    'escrev_ ~ carta de despedida',
    // Autolesão.
    '(?:me corto|me cortando|me cortar) ?(?:os pulsos|o braco|os bracos)?',
    'me (?:machuc_|ferindo|firo) (?:de proposito|de proposito|quando|sempre)',
    'me machucando',
    'automutil_',
    // Planos e meios.
    '(?:juntando|guardando|acumulando|juntei|guardei) ~ (?:remedios|comprimidos|pilulas)',
    '(?:comprei|consegui) ~ (?:uma corda|uma arma)',
    'me (?:jogar|atirar) (?:da|de|do|na frente|no|na)',
    'pular (?:da ponte|do predio|da janela)',
    // Indireto: não querer viver, ser um peso, que tudo acabe.
    'nao quero mais (?:viver|estar aqui|existir|acordar)',
    '(?:todo mundo|todos|minha familia) ~ (?:ficaria|ficariam|estaria|estariam|seria|seriam|ficava|ficavam|fica|ficam|estava|estavam) (?:melhor|mais feliz_) sem mim',
    'melhor ~ se (?:eu )?(?:nao estivesse (?:aqui|mais aqui|vivo|viva)|nao existisse|sumisse|morresse|desaparecesse)',
    'sou (?:so )?(?:um|uma) (?:peso|fardo)',
    '(?:nao vejo|sem) (?:mais )?sentido em (?:viver|continuar)',
    '(?:dormir|durmir) e nao acordar',
    'nao acordar (?:nunca )?mais',
    'nunca ter nascido',
    'que tudo (?:acabe|termine)',
    'sumir (?:pra|para) sempre',
    'ninguem (?:ia|iria|vai) ~ (?:sentir (?:a )?(?:minha )?falta|perceber|notar) ~ se (?:eu )?(?:morresse|sumisse|fosse embora|nao estivesse)',
    '(?:nenhum|nao tenho) ~ motivo ~ (?:pra|para) viver',
    'quando eu nao (?:estiver|estiver mais) (?:mais )?aqui',
    '(?:dando|doando) ~ minhas coisas',
  ],
  violence: ['(?:matar|matalo|mata lo|mata la) (?:ele|ela|alguem|todo mundo)', 'machucar alguem'],
  figurative: [
    '(?:vai|vao|ia|iam) me matar',
    'mort_ de (?:cansaco|rir|fome|sono|vergonha|medo|saudade)',
    'morri de rir',
    'morrendo de (?:vontade|fome|rir|sono|saudade|calor|frio)',
    'prevencao do suicidio',
    'de matar',
  ],
  negatedBy: ['nao', 'nunca', 'jamais', 'nem'],
  denialUndoneBy: ['ainda', 'hoje', 'por enquanto'],
};
