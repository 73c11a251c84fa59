import type { PhraseSet } from '../phrase-set';

export const es: PhraseSet = {
  risk: [
    // Directo e intención.
    'matarme',
    'me (?:voy a|quiero|pienso|gustaria|dan ganas de) matar',
    'suicid_',
    '(?:quitarme|quitar_me) la vida',
    'me ~ quitar_ la vida',
    '(?:acabar|terminar) con (?:mi vida|mi existencia)',
    '(?:me quiero|quiero|quisiera|ganas de|deseo) (?:morir|morirme|estar muert_)',
    'prefiero (?:morir|morirme|estar muert_)',
    '(?:escrib_|dej_) ~ (?:carta|nota) (?:de despedida|de suicidio|para cuando)',
    // Autolesiones.
    'autolesi_',
    '(?:cortarme|me (?:estoy )?cortando|me corto) ~ (?:los brazos|las piernas|las munecas|las venas|otra vez|de nuevo)',
    '(?:hacerme|me hago|me hice|me estoy haciendo) dano',
    '(?:quemarme|golpearme) a proposito',
    // Planes y medios.
    '(?:guardad_|guardando|juntando|acumul_|ahorrando) ~ (?:pastillas|pildoras|medicamentos|una cuerda|la cuerda)',
    '(?:compr_|consegui_) ~ (?:una cuerda|un arma|una pistola)',
    '(?:tirarme|me voy a tirar|lanzarme|me voy a lanzar) (?:del|de un|de una|desde|por|al|a las vias|bajo)',
    '(?:sobredosis|tomarme todas las pastillas)',
    // Indirecto: no querer vivir, ser una carga, que todo acabe.
    '(?:no|ya no) quiero (?:seguir )?(?:vivir|viviendo|aqui|estar aqui|existir|despertar)',
    'no quiero seguir (?:aqui|en este mundo|asi)',
    '(?:todos|todo el mundo|mi familia|mis hijos|ellos) ~ (?:estarian|estaria|estaran|vivirian|serian) (?:mejor|mas felices) sin mi',
    'soy (?:solo )?(?:una|un) (?:carga|estorbo)',
    'no (?:le )?veo (?:sentido|razon) (?:a|en|para) ~ (?:vivir|seguir|viviendo)',
    '(?:dormir|dormirme|durmiera|dormirme) y no (?:despertar_|volver a despertar)',
    'no despertar(?:me)? nunca',
    '(?:seria|seria mucho) (?:mas facil|mejor) (?:no despertar_|morir_|no estar aqui|no existir|desaparecer)',
    '(?:pienso|pensando|pense|quiero|ganas de) (?:en )?acabar con todo',
    'ojala ~ no (?:hubiera|haber) nacido',
    'quiero que (?:todo )?(?:se acabe|termine) (?:ya|para siempre)?',
    '(?:desaparecer|morirme) (?:para siempre|de este mundo)',
    'nadie (?:me )?(?:echaria|extranaria|notaria|lloraria) ~ si (?:me muero|me fuera|desapareciera|ya no estuviera|me mato)',
    'no tengo (?:motivos|razones|ganas|razon) (?:para|de) (?:vivir|seguir)',
    '(?:regal_|regalando) ~ mis cosas',
    'cuando ya no (?:este|estare)',
  ],
  violence: ['matar(?:lo|la|los|las)', 'matar a (?:alguien|mi|ese|esa|todos)', 'hacerle dano', 'voy a (?:matar|apunalar|pegarle un tiro) a'],
  figurative: [
    'me (?:va|van) a matar',
    'muert_ de (?:cansancio|risa|miedo|sueno|hambre|frio|calor|verguenza|envidia|aburimiento)',
    'me muero de',
    'prevencion del suicidio',
    'carta de despedida (?:para|a) (?:mi|el|la|los) (?:jefe|equipo|empresa|companeros)',
  ],
  negatedBy: ['no', 'nunca', 'jamas', 'ni'],
  denialUndoneBy: ['todavia', 'aun', 'esta noche', 'hoy', 'por ahora'],
};
