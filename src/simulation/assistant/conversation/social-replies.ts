import type { Language } from './language';

type Phrase = Readonly<Record<Language, string>>;

/** Short answers to social messages, each pointing back to the work. */
export const SOCIAL_REPLIES = {
  greeting: {
    en: 'Hi! Attach an insertion order, a media plan or creatives and I’ll get to work, or ask me what I can do.',
    fr: 'Bonjour ! Joignez un ordre d’insertion, un plan média ou des créations et je m’y mets, ou demandez-moi ce que je sais faire.',
    es: '¡Hola! Adjunta una orden de inserción, un plan de medios o creatividades y me pongo a ello, o pregúntame qué puedo hacer.',
  },
  thanks: {
    en: 'You’re welcome! Tell me when you want the next step.',
    fr: 'Avec plaisir ! Dites-moi quand vous voulez passer à l’étape suivante.',
    es: '¡De nada! Dime cuando quieras pasar al siguiente paso.',
  },
  cancel: {
    en: 'OK, I’ve dropped that. Nothing more will be done on it; tell me what you’d like instead.',
    fr: 'D’accord, j’abandonne. Rien de plus ne sera fait ; dites-moi ce que vous voulez à la place.',
    es: 'De acuerdo, lo dejo. No haré nada más con eso; dime qué prefieres hacer.',
  },
  'off-topic': {
    en: 'That’s outside what I can help with: I work on your campaigns — insertion orders, creatives, launches and reports. What would you like to do with them?',
    fr: 'Je ne peux pas vous aider là-dessus : je travaille sur vos campagnes — ordres d’insertion, créations, lancements et rapports. Que voulez-vous faire ?',
    es: 'Eso queda fuera de lo que hago: trabajo con tus campañas — órdenes de inserción, creatividades, lanzamientos e informes. ¿Qué quieres hacer?',
  },
  /** "No" to a question or an offer of the last answer. */
  declined: {
    en: 'OK, I’ll leave it there. Attach a file or tell me what you’d like to do next.',
    fr: 'D’accord, j’en reste là. Joignez un fichier ou dites-moi ce que vous voulez faire ensuite.',
    es: 'De acuerdo, lo dejo así. Adjunta un archivo o dime qué quieres hacer a continuación.',
  },
  /** A question about the work that neither the product's answers nor a result can answer. */
  unanswered: {
    en: 'I can’t answer that one from here. Ask me what I can do, how it works, which platforms are supported, how your campaigns stand, or what a term such as CPM means.',
    fr: 'Je ne peux pas répondre à cela d’ici. Demandez-moi ce que je sais faire, comment ça marche, quelles plateformes sont prises en charge, où en sont vos campagnes ou ce que veut dire un terme comme CPM.',
    es: 'No puedo responder a eso desde aquí. Pregúntame qué puedo hacer, cómo funciona, qué plataformas se soportan, cómo van tus campañas o qué significa un término como CPM.',
  },
  identity: {
    en: 'I’m Sidekick, the campaign operations assistant: I read insertion orders, media plans and creatives, build launch configurations and create campaigns on your ad platforms.',
    fr: 'Je suis Sidekick, l’assistant des opérations de campagne : je lis les ordres d’insertion, les plans média et les créations, prépare les configurations de lancement et crée les campagnes sur vos plateformes.',
    es: 'Soy Sidekick, el asistente de operaciones de campaña: leo órdenes de inserción, planes de medios y creatividades, preparo configuraciones de lanzamiento y creo campañas en tus plataformas.',
  },
  capabilities: {
    en: [
      'I can:',
      '• read an insertion order (PDF) or a media plan (.xlsx, .csv) and check it,',
      '• check creatives (images, videos, a ZIP): sizes, durations, landing pages,',
      '• build the launch configuration and create the campaign on a platform (created paused),',
      '• fast-track an IO to a platform, or make a Salesforce opportunity from it,',
      '• analyse, QA, optimise, screenshot, monitor and report on a created campaign.',
      'Attach an insertion order to start.',
    ].join('\n'),
    fr: [
      'Je sais :',
      '• lire un ordre d’insertion (PDF) ou un plan média (.xlsx, .csv) et le vérifier,',
      '• vérifier des créations (images, vidéos, un ZIP) : formats, durées, pages de destination,',
      '• préparer la configuration de lancement et créer la campagne sur une plateforme (créée en pause),',
      '• faire un fast-track d’un ordre d’insertion ou créer une opportunité Salesforce,',
      '• analyser, contrôler (QA), optimiser, capturer, surveiller une campagne créée et en faire le rapport.',
      'Joignez un ordre d’insertion pour commencer.',
    ].join('\n'),
    es: [
      'Puedo:',
      '• leer una orden de inserción (PDF) o un plan de medios (.xlsx, .csv) y revisarlo,',
      '• revisar creatividades (imágenes, vídeos, un ZIP): tamaños, duraciones, páginas de destino,',
      '• preparar la configuración de lanzamiento y crear la campaña en una plataforma (creada en pausa),',
      '• hacer un fast-track de una orden de inserción o crear una oportunidad en Salesforce,',
      '• analizar, revisar (QA), optimizar, capturar, monitorizar una campaña creada e informar sobre ella.',
      'Adjunta una orden de inserción para empezar.',
    ].join('\n'),
  },
  'how-it-works': {
    en: 'It works in steps: attach the insertion order (PDF) and I read and check it; fix what I flag (type "fix the issues" or a change such as "change the end date to June 30"); say "build the launch configuration"; then "create the campaign on TikTok" (or any enabled platform). Campaigns are created paused so you can check them first.',
    fr: 'Cela se fait par étapes : joignez l’ordre d’insertion (PDF), je le lis et le vérifie ; corrigez ce que je signale (« corrige les erreurs » ou « change la date de fin au 30 juin ») ; demandez la configuration de lancement ; puis « crée la campagne sur TikTok ». Les campagnes sont créées en pause pour que vous puissiez les vérifier.',
    es: 'Funciona por pasos: adjunta la orden de inserción (PDF) y la leo y reviso; corrige lo que señale («arregla los errores» o «cambia la fecha de fin al 30 de junio»); pide la configuración de lanzamiento; luego «crea la campaña en TikTok». Las campañas se crean en pausa para que puedas revisarlas.',
  },
} as const satisfies Readonly<Record<string, Phrase>>;

export type SocialIntent = keyof typeof SOCIAL_REPLIES;
