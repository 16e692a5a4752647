import type { Intent } from '../../conversation/intents';

/** What the chat holds when the message is sent. */
export type ChatContext = 'nothing' | 'io-attached' | 'io-result' | 'created-campaign';

/** One typed message, what it means, and what its answer must and must not say. */
export interface ConversationCase {
  text: string;
  context: ChatContext;
  intent: Intent;
  must: readonly string[];
  mustNot: readonly string[];
}

/** Words that claim work was done: never said about data nobody gave. */
export const CLAIMS_OF_WORK: readonly string[] = ['processed', 'created successfully', 'All checks passed'];

interface Group {
  intent: Intent;
  context?: ChatContext;
  must?: readonly string[];
  mustNot?: readonly string[];
}

function group({ intent, context = 'nothing', must = [], mustNot = [] }: Group, texts: readonly string[]) {
  return texts.map((text): ConversationCase => ({ text, context, intent, must, mustNot }));
}

const GENERIC = ['Here’s what I can do for you', 'I’m not sure about that one'];

/** A brief pasted into the chat ahead of a question: some 4,000 characters. */
const PASTED_BRIEF =
  'Northwind Outdoor launches its spring hiking range across the US: adults 25 to 54 who spend their weekends outdoors, near national parks, with video first and a search push in the last two weeks. '.repeat(
    20,
  );

/**
 * Messages a salesperson and a prospect type in a first demo (issue 32): English, French and
 * Spanish, with typos, with and without files and earlier results. None of them is a training
 * example of the classifier.
 */
export const CONVERSATION_CORPUS: readonly ConversationCase[] = [
  ...group({ intent: 'greeting', must: ['Attach an insertion order'], mustNot: GENERIC }, [
    'hi there',
    'hello!',
    'hey',
    'hiya',
    'hello sidekick',
    'hey, good morning',
    'good afternoon',
    'morning!',
    'hey sidekick, how are you doing?',
    'helo',
  ]),
  ...group({ intent: 'greeting', must: ['Joignez un ordre d’insertion'] }, [
    'bonjour !',
    'salut sidekick',
    'bonjour, comment ça va ?',
  ]),
  ...group({ intent: 'greeting', must: ['Adjunta una orden de inserción'] }, [
    '¡hola!',
    'hola, buenos días',
    'buenas noches',
    'hola qué tal',
  ]),
  ...group({ intent: 'thanks', must: ['welcome'], mustNot: GENERIC }, [
    'thanks!',
    'thank you very much',
    'thanks a bunch',
    'thank you so much',
    'thx',
    'great, thanks',
    'awesome thank you',
    'thanks, that helps',
    'many thanks',
    'thank you!!',
  ]),
  ...group({ intent: 'thanks', context: 'io-result', must: ['welcome'] }, [
    'thanks for that',
    'perfect, thank you',
  ]),
  ...group({ intent: 'thanks', must: ['Avec plaisir'] }, [
    'merci !',
    'merci bien',
    'merci beaucoup pour ton aide',
  ]),
  ...group({ intent: 'thanks', must: ['De nada'] }, [
    '¡gracias!',
    'muchas gracias por la ayuda',
    'gracias, perfecto',
  ]),
  ...group({ intent: 'cancel', must: ['dropped that'], mustNot: CLAIMS_OF_WORK }, [
    'cancel that',
    'never mind that',
    'forget about it',
    'scratch that please',
    'cancel please',
    'no wait, cancel',
    'nevermind',
  ]),
  ...group({ intent: 'cancel', context: 'io-result', must: ['dropped that'] }, ['cancel that', 'forget it']),
  ...group({ intent: 'cancel', must: ['abandonne'] }, ['annule ça', 'laisse tomber stp']),
  ...group({ intent: 'cancel', must: ['lo dejo'] }, ['cancela eso por favor', 'olvídalo']),
  ...group({ intent: 'off-topic', must: ['outside what I can help with'], mustNot: GENERIC }, [
    "what's the weather?",
    "what's the weather like in Paris today?",
    'tell me a funny joke',
    'who won the football game?',
    "what's the capital of Spain?",
    'can you recommend a restaurant nearby?',
    'write me a poem about cats',
    'what time is it in London?',
  ]),
  ...group({ intent: 'off-topic', must: ['Je ne peux pas vous aider'] }, [
    'quel temps fait-il à Paris ?',
    'raconte une blague',
  ]),
  ...group({ intent: 'off-topic', must: ['Eso queda fuera'] }, [
    'qué tiempo hace en Madrid?',
    'cuéntame un chiste gracioso',
  ]),
  ...group({ intent: 'identity', must: ['Sidekick'], mustNot: GENERIC }, [
    'who are you?',
    'who am I talking to?',
    'are you a real person?',
    'are you an AI?',
    'what is your name?',
    'are you a chatbot?',
  ]),
  ...group({ intent: 'identity', context: 'io-result', must: ['Sidekick'] }, [
    'who are you?',
    'are you a bot?',
  ]),
  ...group({ intent: 'identity', must: ['Je suis Sidekick'] }, ['qui êtes-vous ?', 'tu es un bot ?']),
  ...group({ intent: 'identity', must: ['Soy Sidekick'] }, ['¿quién eres tú?', '¿eres un bot?']),
  ...group({ intent: 'capabilities', must: ['insertion order'], mustNot: GENERIC }, [
    'what can you do?',
    'what can you do for me?',
    'what are you able to help with?',
    'what can you help with',
    'help me',
    'what do you do exactly?',
    'what tasks can you do?',
    'wat can you do',
    'what can u do',
    'show me your features',
  ]),
  ...group({ intent: 'capabilities', context: 'io-result', must: ['insertion order'] }, [
    'what else can you do?',
  ]),
  ...group({ intent: 'capabilities', must: ['Je sais'] }, [
    'que sais-tu faire ?',
    'que peux-tu faire pour moi ?',
    'tu peux m’aider à quoi ?',
  ]),
  ...group({ intent: 'capabilities', must: ['Puedo'] }, [
    '¿qué puedes hacer?',
    '¿en qué puedes ayudarme?',
    '¿qué sabes hacer tú?',
  ]),
  ...group({ intent: 'how-it-works', must: ['It works in steps'], mustNot: GENERIC }, [
    'how does this work?',
    'how does it work',
    'how do I start?',
    'where should I start?',
    'how do I create a campaign?',
    'walk me through it',
    'what are the steps?',
    'how does sidekick work?',
    'how dose this work',
  ]),
  ...group({ intent: 'how-it-works', must: ['Cela se fait par étapes'] }, [
    'comment ça marche ?',
    'par où je commence ?',
    'comment lancer une campagne ?',
  ]),
  ...group({ intent: 'how-it-works', must: ['Funciona por pasos'] }, [
    '¿cómo funciona?',
    '¿por dónde empiezo?',
    '¿cómo lanzo una campaña?',
  ]),
  ...group({ intent: 'platform-support', must: ['Amazon DSP is supported but not enabled for Acme Media'] }, [
    'do you support Amazon DSP?',
    'is amazon dsp supported?',
    'can I use Amazon DSP?',
    'do you suport amazon?',
  ]),
  ...group({ intent: 'platform-support', must: ['TikTok is supported and enabled for Acme Media'] }, [
    'is TikTok supported?',
    'do you support tiktok',
    'can you work with TikTok?',
  ]),
  ...group({ intent: 'platform-support', must: ['isn’t a platform I can launch on'] }, [
    'do you support Snapchat?',
    'is LinkedIn supported?',
    'can I launch on Pinterest?',
  ]),
  ...group({ intent: 'platform-support', must: ['I can launch campaigns on', 'Enabled for Acme Media'] }, [
    'which platforms do you support?',
    'what platforms are supported?',
    'what channels can I use?',
    'which ad platforms are available?',
  ]),
  ...group({ intent: 'platform-support', must: ['pris en charge mais n’est pas activé'] }, [
    'est-ce que vous supportez Amazon DSP ?',
    'Amazon DSP est pris en charge ?',
  ]),
  ...group({ intent: 'platform-support', must: ['soportado pero no activado'] }, [
    '¿soportas Amazon DSP?',
    '¿está soportado Amazon DSP?',
  ]),
  ...group({ intent: 'account-status', must: ['Acme Media has', 'active'], mustNot: GENERIC }, [
    "what's the status of my campaigns?",
    'how many campaigns do we have?',
    'which of my campaigns are live?',
    'list my campaigns',
    'show my campaigns',
    'status of my campaigns please',
    'how are my campaigns?',
    'how are all my campaigns doing?',
    'whats the status of my campains',
  ]),
  ...group({ intent: 'account-status', context: 'io-result', must: ['Acme Media has'] }, [
    "what's the status of my campaigns?",
  ]),
  ...group({ intent: 'account-status', must: ['Acme Media a'] }, [
    'quel est l’état de mes campagnes ?',
    'combien de campagnes avons-nous ?',
  ]),
  ...group({ intent: 'account-status', must: ['Acme Media tiene'] }, [
    '¿cuál es el estado de mis campañas?',
    '¿cuántas campañas tenemos?',
  ]),
  ...group({ intent: 'definition', must: ['cost per thousand impressions'] }, [
    'what is CPM?',
    'what does CPM mean?',
    'what’s a cpm',
    'explain CPM to me',
  ]),
  ...group({ intent: 'definition', must: ['cost per thousand impressions'] }, ['define CPM']),
  ...group({ intent: 'definition', must: ['signed buy'] }, ['what is an IO?', 'what is an insertion order']),
  ...group({ intent: 'definition', must: ['Fast track runs the whole workflow'] }, [
    'what does fast track mean?',
    'what is fast track?',
  ]),
  ...group({ intent: 'definition', must: ['coût pour mille impressions'] }, ['qu’est-ce que le CPM ?']),
  ...group({ intent: 'definition', must: ['coste por mil impresiones'] }, ['¿qué es el CPM?']),
  ...group({ intent: 'budget', must: ['TikTok’s benchmark CPM is $10'], mustNot: GENERIC }, [
    'what CPM does TikTok have?',
    'what’s the going CPM on tiktok',
  ]),
  ...group({ intent: 'budget', must: ['1,000 impressions on TikTok cost about $10'] }, [
    'how expensive is tiktok per 1000 impressions',
  ]),
  ...group({ intent: 'budget', must: ['buys about 1,111,111 impressions'] }, [
    'how many impressions can I buy with $10,000 on Facebook?',
    'how many impressions would $10k get me on facebook',
  ]),
  ...group({ intent: 'budget', must: ['1,000,000 impressions on DV360 cost about $6,000'] }, [
    'what would 1M impressions on DV360 cost?',
    'budget needed for 1 million impressions on dv360?',
  ]),
  ...group({ intent: 'budget', must: ['Benchmark CPMs in the demo’s reports'] }, ['what are typical CPMs?']),
  ...group({ intent: 'budget', must: ['Au CPM de référence de Facebook (9 $), 10 000 $ achète'] }, [
    'combien d’impressions avec 10 000 $ sur Facebook ?',
  ]),
  ...group({ intent: 'budget', must: ['El CPM de referencia de TikTok es 10 $'] }, [
    '¿qué CPM tiene TikTok?',
  ]),
  ...group({ intent: 'recap', must: ['Nothing has been done in this chat yet'], mustNot: CLAIMS_OF_WORK }, [
    'summarise this chat',
    'summarize the conversation',
    'give me a recap',
    'what have we done so far?',
    'recap this chat please',
  ]),
  ...group({ intent: 'recap', context: 'io-result', must: ['So far in this chat:', 'Acme Spring 2027'] }, [
    'summarise this chat',
    'where are we at?',
    'give me a recap',
  ]),
  ...group({ intent: 'recap', must: ['Rien n’a encore été fait'] }, [
    'résume la conversation',
    'fais-moi un récap',
  ]),
  ...group({ intent: 'recap', must: ['Todavía no se ha hecho nada'] }, ['hazme un resumen']),
  ...group({ intent: 'performance', must: ['no campaign in this chat'], mustNot: CLAIMS_OF_WORK }, [
    "how's it performing?",
    'how is my campaign doing?',
    "show me last week's performance",
    'how are the results?',
    'is it delivering?',
  ]),
  ...group(
    {
      intent: 'performance',
      context: 'created-campaign',
      must: ['Pulling the impression report from TikTok'],
    },
    [
      "how's it performing?",
      'how is the campaign doing?',
      "show me last week's performance",
      'how is it pacing so far?',
    ],
  ),
  ...group(
    { intent: 'performance', context: 'created-campaign', must: ['Je récupère le rapport d’impressions'] },
    ['comment se porte la campagne ?'],
  ),
  ...group(
    { intent: 'performance', context: 'created-campaign', must: ['Obteniendo el informe de impresiones'] },
    ['¿cómo va la campaña?'],
  ),
  ...group({ intent: 'read-io', must: ['Attach the insertion order (PDF)'], mustNot: CLAIMS_OF_WORK }, [
    'can you read my IO?',
    'read my insertion order',
    'please process my IO',
    'can you check my insertion order?',
    'process the insertion order',
    'extract the details from my IO',
    'can you read my IO please',
    'plz read my io',
    'review my insertion order',
    'can you proces my IO?',
  ]),
  ...group({ intent: 'read-io', context: 'io-attached', must: ['Processing your insertion order'] }, [
    'can you read my IO?',
    'process this insertion order',
    'here is the IO',
    'check this IO please',
  ]),
  ...group({ intent: 'read-io', must: ['Joignez l’ordre d’insertion (PDF)'], mustNot: CLAIMS_OF_WORK }, [
    'peux-tu lire mon ordre d’insertion ?',
    'lis mon bon de commande',
  ]),
  ...group({ intent: 'read-io', must: ['Adjunta la orden de inserción (PDF)'], mustNot: CLAIMS_OF_WORK }, [
    '¿puedes leer mi orden de inserción?',
    'procesa mi IO',
  ]),
  ...group({ intent: 'media-plan', must: ['Attach the media plan'], mustNot: CLAIMS_OF_WORK }, [
    'can you read my media plan?',
    'process the media plan',
    'check my media plan please',
    'import my media plan',
  ]),
  ...group({ intent: 'media-plan', must: ['Joignez le plan média'] }, ['peux-tu lire mon plan média ?']),
  ...group({ intent: 'media-plan', must: ['Adjunta el plan de medios'] }, [
    '¿puedes leer mi plan de medios?',
  ]),
  ...group({ intent: 'creatives', must: ['Attach the creatives'], mustNot: CLAIMS_OF_WORK }, [
    'can you process the creatives?',
    'check my creatives',
    'process my banners',
    'review the creative assets',
    'can you validate the ads creatives?',
    'procss the creatives',
    'check the creatives please',
    'look at my banners',
  ]),
  ...group({ intent: 'creatives', must: ['Joignez les créations'] }, [
    'peux-tu traiter mes créations ?',
    'vérifie les créations',
  ]),
  ...group({ intent: 'creatives', must: ['Adjunta las creatividades'] }, [
    '¿puedes procesar las creatividades?',
    'revisa las creatividades',
  ]),
  ...group({ intent: 'launch-config', must: ['I need the campaign first'], mustNot: CLAIMS_OF_WORK }, [
    'build the launch config',
    'create a launch configuration',
    'make the launch configuration',
    'prepare the launch config please',
  ]),
  ...group({ intent: 'launch-config', context: 'io-result', must: ['Building your launch configuration'] }, [
    'build the launch configuration',
    'now prepare the launch config',
  ]),
  ...group({ intent: 'launch-config', must: ['Il me faut d’abord la campagne'] }, [
    'prépare la configuration de lancement',
  ]),
  ...group({ intent: 'launch-config', must: ['Primero necesito la campaña'] }, [
    'prepara la configuración de lanzamiento',
  ]),
  ...group({ intent: 'create-on-platform', must: ['I need the campaign'], mustNot: CLAIMS_OF_WORK }, [
    'can you launch on Reddit?',
    'launch on tiktok',
    'create the campaign on Facebook',
    'launch it on DV360',
    'set it up on the trade desk',
    'push the campaign live on google ads',
    'launch the campaign',
    'create a campaign on tiktok',
  ]),
  ...group(
    { intent: 'create-on-platform', context: 'io-result', must: ['Creating the campaign on TikTok'] },
    ['launch it on tiktok', 'create the campaign on TikTok', 'ok now launch on tiktok'],
  ),
  ...group(
    {
      intent: 'create-on-platform',
      context: 'io-result',
      must: ['Did you mean “launch it on tiktok”?'],
      mustNot: CLAIMS_OF_WORK,
    },
    ['lauch it on tiktok', 'lanch it on tiktok'],
  ),
  ...group(
    { intent: 'create-on-platform', context: 'io-result', must: ['Création de la campagne sur TikTok'] },
    ['lance la campagne sur TikTok'],
  ),
  ...group({ intent: 'create-on-platform', context: 'io-result', must: ['Creando la campaña en TikTok'] }, [
    'lanza la campaña en TikTok',
  ]),
  ...group({ intent: 'create-on-platform', must: ['il me faut la campagne'], mustNot: CLAIMS_OF_WORK }, [
    'lance la campagne sur TikTok',
  ]),
  ...group({ intent: 'create-on-platform', must: ['necesito la campaña'], mustNot: CLAIMS_OF_WORK }, [
    'lanza la campaña en TikTok',
  ]),
  ...group(
    {
      intent: 'fast-track',
      must: ['Attach the insertion order (PDF) and I’ll fast-track it'],
      mustNot: CLAIMS_OF_WORK,
    },
    [
      'fast track it to DV360',
      'fast-track this to tiktok',
      'fast track the IO',
      'can you fast track it to facebook?',
    ],
  ),
  ...group({ intent: 'salesforce', must: ['Salesforce opportunity'], mustNot: CLAIMS_OF_WORK }, [
    'create a salesforce opportunity',
    'make the opportunity in salesforce',
    'push this to salesforce as an opportunity',
  ]),
  ...group({ intent: 'analyse', context: 'created-campaign', must: ['Analysing'] }, [
    'analyse the campaign',
    'analyze my tiktok campaign',
    'run an analysis',
  ]),
  ...group({ intent: 'optimise', context: 'created-campaign' }, [
    'optimise the campaign',
    'optimize it please',
    'give me optimization recommendations',
  ]),
  ...group({ intent: 'qa', context: 'created-campaign', must: ['Running QA on your campaign'] }, [
    'QA the campaign',
    'run a QA check',
    'qa it please',
  ]),
  ...group({ intent: 'screenshots', context: 'created-campaign', must: ['screenshots'] }, [
    'take screenshots',
    'generate screenshots of the ads',
    'show me ad previews',
    'take screenshots of the ads please',
  ]),
  ...group({ intent: 'screenshots', must: ['no campaign in this chat'] }, [
    'take screenshots of the campaign',
  ]),
  ...group({ intent: 'monitoring', context: 'created-campaign', must: ['Enabling monitoring on TikTok'] }, [
    'enable monitoring',
    'monitor the campaign please',
    'turn on monitoring',
    'enable campaign monitoring',
  ]),
  ...group({ intent: 'reporting', context: 'created-campaign', must: ['Pulling the impression report'] }, [
    'get me the impression report',
    'pull a report',
    'report on the campaign',
  ]),
  ...group({ intent: 'reporting', must: ['no campaign in this chat'] }, ['get me the impression report']),
  ...group({ intent: 'allocate-budget', context: 'io-result', must: ['Allocating the budget'] }, [
    'allocate the budget',
    'split the budget across line items',
    'allocate budget across the platforms',
  ]),
  ...group({ intent: 'plan', must: ['Planning your DV360 campaign'] }, [
    'plan a dv360 campaign',
    'plan a new YouTube campaign',
    'plan a youtube campaign for the spring',
  ]),
  ...group({ intent: 'edit', context: 'io-result', must: ['Updating the campaign details'] }, [
    'change the end date to June 30',
    'set the total budget to 60000',
    'change the advertiser to Acme Foods Inc.',
    'the end date should be June 15',
    'rename the campaign to Spring Picnic 2027',
    'change the start date to March 2',
    'update the total budget to $55,000',
    'set the end date to May 31',
  ]),
  ...group({ intent: 'edit', must: ['nothing in this chat to change'], mustNot: CLAIMS_OF_WORK }, [
    'change the end date to June 30',
    'set the budget to 50000',
    'change the advertiser to Acme',
  ]),
  ...group({ intent: 'fix', context: 'io-result', must: ['Updating the campaign details'] }, [
    'fix it',
    'fix the issues',
    'please fix the errors',
    'can you fix the problems?',
    'fix them',
    'resolve the issues please',
    'fix teh issues',
  ]),
  ...group({ intent: 'fix', context: 'io-result', must: ['Mise à jour des détails de la campagne'] }, [
    'corrige les erreurs',
  ]),
  ...group({ intent: 'fix', context: 'io-result', must: ['Actualizando los detalles de la campaña'] }, [
    'arregla los errores',
  ]),
  ...group({ intent: 'fix', must: ['nothing in this chat to change'], mustNot: CLAIMS_OF_WORK }, [
    'fix it',
    'fix the issues',
    'fix the errors please',
  ]),
  ...group({ intent: 'fix', must: ['rien à modifier'] }, ['corrige les erreurs']),
  ...group({ intent: 'fix', must: ['nada que cambiar'] }, ['arregla los errores']),
  ...group(
    {
      intent: 'pause',
      context: 'created-campaign',
      must: ['already paused on TikTok'],
      mustNot: ['I paused'],
    },
    ['pause it', 'pause the campaign', 'can you pause the campaign?', 'put it on hold'],
  ),
  ...group({ intent: 'pause', must: ['no campaign in this chat'] }, ['pause it', 'pause my campaign']),
  ...group({ intent: 'pause', context: 'created-campaign', must: ['already paused on TikTok'] }, [
    'pause my campaign',
  ]),
  ...group({ intent: 'pause', context: 'created-campaign', must: ['déjà en pause'] }, ['mets-la en pause']),
  ...group({ intent: 'pause', context: 'created-campaign', must: ['ya está en pausa'] }, [
    'pausa la campaña por favor',
  ]),
  ...group({ intent: 'activate', context: 'created-campaign', must: ['created paused on TikTok'] }, [
    'activate it',
    'turn the campaign on',
    'make the campaign live',
  ]),
  ...group({ intent: 'stop', context: 'created-campaign', must: ['already paused on TikTok'] }, [
    'stop the campaign',
    'stop it now',
    'stop the campaign please',
  ]),
  ...group({ intent: 'stop', must: ['no campaign in this chat'] }, ['stop the campaign']),
  // A pasted brief of some 4,000 characters is answered on the question it asks, never read as an IO.
  ...group({ intent: 'budget', must: ['TikTok’s benchmark CPM'], mustNot: ['insertion order'] }, [
    `${PASTED_BRIEF}What budget would you recommend for TikTok?`,
  ]),
  ...group({ intent: 'definition', must: ['Fast track runs the whole workflow'] }, [
    `Can you explain how the fast-track works before we start? ${PASTED_BRIEF}`,
  ]),
  ...group({ intent: 'platform-support', must: ['Reddit'] }, [
    `${PASTED_BRIEF}Which platforms can we launch on?`,
  ]),
  // Work asked for in French or Spanish: the result says what it did in that language too.
  ...work('read-io', 'io-attached', 'J’ai lu votre ordre d’insertion', ['voici mon ordre d’insertion']),
  ...work('read-io', 'io-attached', 'He leído tu orden de inserción', [
    'aquí está mi orden de inserción',
    'lee esta orden de inserción',
  ]),
  ...work(
    'launch-config',
    'io-result',
    'J’ai préparé la configuration de lancement, mais elle a des problèmes',
    ['prépare la configuration de lancement'],
  ),
  ...work(
    'launch-config',
    'io-result',
    'He preparado la configuración de lanzamiento, pero tiene problemas',
    ['prepara la configuración de lanzamiento'],
  ),
  ...work('create-on-platform', 'io-result', 'Campagne créée. Voici les détails :', [
    'lance la campagne sur TikTok',
  ]),
  ...work('create-on-platform', 'io-result', 'Campaña creada. Estos son los detalles:', [
    'lanza la campaña en TikTok',
  ]),
  ...work('allocate-budget', 'io-result', 'Voici la répartition du budget :', ['répartis le budget']),
  ...work('allocate-budget', 'io-result', 'Este es el reparto del presupuesto:', ['reparte el presupuesto']),
  ...work('analyse', 'created-campaign', 'Voici l’analyse des performances de votre campagne', [
    'analyse la campagne',
  ]),
  ...work('analyse', 'created-campaign', 'Este es el análisis de rendimiento de tu campaña', [
    'analiza la campaña',
  ]),
  ...work('qa', 'created-campaign', 'Contrôle terminé', ['fais le QA de la campagne']),
  ...work('qa', 'created-campaign', 'Revisión terminada', ['haz el QA de la campaña']),
  ...work('screenshots', 'created-campaign', 'Voici les captures de votre campagne', [
    'fais des captures de la campagne',
  ]),
  ...work('screenshots', 'created-campaign', 'Estas son las capturas de tu campaña', [
    'haz capturas de la campaña',
  ]),
  ...work('reporting', 'created-campaign', 'Rapport d’impressions de TikTok', [
    'donne-moi le rapport d’impressions',
  ]),
  ...work('optimise', 'created-campaign', 'Voici le plan d’optimisation', ['optimise la campagne']),
  ...work('optimise', 'created-campaign', 'Este es el plan de optimización', ['optimiza la campaña']),
];

/** Work asked for in French or Spanish: its result must say `phrase`, and no English claim of it. */
function work(intent: Intent, context: ChatContext, phrase: string, texts: readonly string[]) {
  return group(
    { intent, context, must: [phrase], mustNot: ['I’ve processed', "I've processed", 'Here is', 'Here are'] },
    texts,
  );
}
