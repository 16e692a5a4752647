import type { Language } from '../conversation/language';
import { currencySymbol } from '../shared/money-amounts';
import { PLATFORMS } from '../shared/platform-catalog';

const PLATFORM_LIST = PLATFORMS.map((platform) => platform.label).join(', ');

/**
 * Answers to the questions people ask a campaign-operations assistant before they start, in each
 * language; `$` is written in the account's currency's sign.
 */
const FAQ: readonly { words: RegExp; answer: Readonly<Record<Language, string>> }[] = [
  {
    words: /\bcpm\b/,
    answer: {
      en: 'CPM is the cost per thousand impressions: budget ÷ impressions × 1,000. A $10 CPM buys 100,000 impressions for $1,000.',
      fr: 'Le CPM est le coût pour mille impressions : budget ÷ impressions × 1 000. Un CPM de 10 $ achète 100 000 impressions pour 1 000 $.',
      es: 'El CPM es el coste por mil impresiones: presupuesto ÷ impresiones × 1.000. Un CPM de 10 $ compra 100.000 impresiones por 1.000 $.',
    },
  },
  {
    words: /\b(insertion order|\bio\b|ordre d.insertion|orden de inserci[oó]n)\b/,
    answer: {
      en: 'An insertion order (IO) is the signed buy between advertiser and agency or publisher: flight dates, budget, line items, targeting and KPIs. Upload it as a PDF and I will extract and check its details.',
      fr: 'Un ordre d’insertion (IO) est l’achat signé entre l’annonceur et l’agence ou l’éditeur : dates de diffusion, budget, lignes, ciblage et KPI. Joignez-le en PDF et j’en extrais et vérifie les détails.',
      es: 'Una orden de inserción (IO) es la compra firmada entre el anunciante y la agencia o el editor: fechas, presupuesto, líneas, segmentación y KPI. Súbela en PDF y extraigo y reviso sus datos.',
    },
  },
  {
    words: /\bfast[- ]?track\b/,
    answer: {
      en: 'Fast track runs the whole workflow in one go: it processes the insertion order and creatives, builds the launch configuration and creates the campaign on the platform. Attach the IO (and creatives) and say "fast track to TikTok", for example.',
      fr: 'Le fast-track fait tout le parcours d’un coup : il lit l’ordre d’insertion et les créations, prépare la configuration de lancement et crée la campagne sur la plateforme. Joignez l’IO (et les créations) et dites « fast track to TikTok », par exemple.',
      es: 'El fast-track hace todo el proceso de una vez: lee la orden de inserción y las creatividades, prepara la configuración de lanzamiento y crea la campaña en la plataforma. Adjunta la IO (y las creatividades) y di «fast track to TikTok», por ejemplo.',
    },
  },
  {
    words: /\b(platforms?|channels?|destinations?|plateformes?|canaux|plataformas?|canales?)\b/,
    answer: {
      en: `I can create campaigns on ${PLATFORM_LIST}. Which ones you can use depends on the channels enabled for your account.`,
      fr: `Je peux créer des campagnes sur ${PLATFORM_LIST}. Celles que vous pouvez utiliser dépendent des canaux activés pour votre compte.`,
      es: `Puedo crear campañas en ${PLATFORM_LIST}. Las que puedes usar dependen de los canales activados en tu cuenta.`,
    },
  },
  {
    words: /\b(files?|formats?|upload|fichiers?|archivos?|subir)\b/,
    answer: {
      en: 'You can upload insertion orders (PDF), media plans (XLSX or CSV), media briefs, launch templates (JSON) and creatives (images, videos or a ZIP).',
      fr: 'Vous pouvez joindre des ordres d’insertion (PDF), des plans média (XLSX ou CSV), des briefs média, des modèles de lancement (JSON) et des créations (images, vidéos ou un ZIP).',
      es: 'Puedes subir órdenes de inserción (PDF), planes de medios (XLSX o CSV), briefs de medios, plantillas de lanzamiento (JSON) y creatividades (imágenes, vídeos o un ZIP).',
    },
  },
  {
    words: /\b(approve|reject|regenerate|edit)\b/,
    answer: {
      en: 'Under each result: Approve marks it as final, Reject asks for a reason and regenerates it with your feedback, Edit lets you describe changes ("change the flight end date to 2027-08-31"), and Regenerate makes a new version.',
      fr: 'Sous chaque résultat : Approve le marque comme définitif, Reject demande une raison et le régénère avec votre retour, Edit vous laisse décrire les changements (« change la date de fin au 31 août ») et Regenerate en fait une nouvelle version.',
      es: 'Debajo de cada resultado: Approve lo marca como definitivo, Reject pide un motivo y lo regenera con tus comentarios, Edit te deja describir cambios («cambia la fecha de fin al 31 de agosto») y Regenerate crea una nueva versión.',
    },
  },
  {
    words: /\b(launch|create).*(campaign)\b|\bhow do i (launch|create)\b/,
    answer: {
      en: 'Upload the insertion order, check the extracted details, say "build the launch configuration", review it, then say "create the campaign on Facebook" (or any platform). The campaign is created paused so you can give it a last look.',
      fr: 'Joignez l’ordre d’insertion, vérifiez les détails extraits, demandez la configuration de lancement, relisez-la, puis dites « crée la campagne sur Facebook » (ou toute autre plateforme). La campagne est créée en pause pour un dernier contrôle.',
      es: 'Sube la orden de inserción, revisa los datos extraídos, pide la configuración de lanzamiento, revísala y luego di «crea la campaña en Facebook» (o cualquier plataforma). La campaña se crea en pausa para una última revisión.',
    },
  },
];

/**
 * An answer to a general question in the user's language, or undefined when none fits; its
 * example amounts ("$10 CPM") in the account's currency.
 */
export function faqAnswer(question: string, language: Language, currency = 'USD'): string | undefined {
  const lower = question.toLowerCase();
  return FAQ.find((entry) => entry.words.test(lower))?.answer[language].replaceAll(
    '$',
    currencySymbol(currency),
  );
}
