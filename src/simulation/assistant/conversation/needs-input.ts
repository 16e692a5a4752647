import type { Offer } from '../shared/assistant-contract';
import type { Language } from './language';

/** What a request for work needs before it can be done, when the chat holds nothing to do it on. */
export type Missing =
  | 'insertion-order'
  | 'media-plan'
  | 'creatives'
  | 'campaign-for-launch'
  | 'campaign-for-platform'
  | 'fast-track'
  | 'salesforce'
  | 'result-to-edit'
  | 'campaign-to-change';

/**
 * The answer to work asked for on nothing: what to attach (or do first), never a result made up.
 * `platform` names the destination of a launch or a fast-track.
 */
export function needsInputReply(missing: Missing, language: Language, platform?: string): string {
  const on = platform ?? '';
  const phrases: Readonly<Record<Missing, Readonly<Record<Language, string>>>> = {
    'insertion-order': {
      en: 'Attach the insertion order (PDF) and I’ll read and check it — or shall I use the demo’s sample IO?',
      fr: 'Joignez l’ordre d’insertion (PDF) et je le lirai et le vérifierai — ou dois-je prendre l’ordre d’insertion d’exemple de la démo ?',
      es: 'Adjunta la orden de inserción (PDF) y la leeré y revisaré, ¿o uso la orden de inserción de ejemplo de la demo?',
    },
    'media-plan': {
      en: 'Attach the media plan (.xlsx or .csv) and I’ll read and check it.',
      fr: 'Joignez le plan média (.xlsx ou .csv) et je le lirai et le vérifierai.',
      es: 'Adjunta el plan de medios (.xlsx o .csv) y lo leeré y revisaré.',
    },
    creatives: {
      en: 'Attach the creatives (images, videos or a ZIP) and I’ll check their sizes, durations and landing pages.',
      fr: 'Joignez les créations (images, vidéos ou un ZIP) et je vérifierai formats, durées et pages de destination.',
      es: 'Adjunta las creatividades (imágenes, vídeos o un ZIP) y revisaré tamaños, duraciones y páginas de destino.',
    },
    'campaign-for-launch': {
      en: 'I need the campaign first: attach the insertion order (PDF) or a launch template (JSON) and I’ll build the launch configuration from it — or shall I read the demo’s sample IO first?',
      fr: 'Il me faut d’abord la campagne : joignez l’ordre d’insertion (PDF) ou un modèle de lancement (JSON) et je préparerai la configuration de lancement — ou dois-je d’abord lire l’ordre d’insertion d’exemple de la démo ?',
      es: 'Primero necesito la campaña: adjunta la orden de inserción (PDF) o una plantilla de lanzamiento (JSON) y prepararé la configuración de lanzamiento, ¿o leo primero la orden de inserción de ejemplo de la demo?',
    },
    'campaign-for-platform': {
      en: `To launch${on ? ` on ${on}` : ''} I need the campaign: attach the insertion order (PDF) and I’ll read it, then build the launch configuration — or shall I read the demo’s sample IO first?`,
      fr: `Pour lancer${on ? ` sur ${on}` : ''}, il me faut la campagne : joignez l’ordre d’insertion (PDF), je le lirai puis préparerai la configuration de lancement — ou dois-je d’abord lire l’ordre d’insertion d’exemple de la démo ?`,
      es: `Para lanzar${on ? ` en ${on}` : ''} necesito la campaña: adjunta la orden de inserción (PDF), la leeré y prepararé la configuración de lanzamiento, ¿o leo primero la orden de inserción de ejemplo de la demo?`,
    },
    'fast-track': {
      en: `Attach the insertion order (PDF) and I’ll fast-track it${on ? ` to ${on}` : ''} — or shall I read the demo’s sample IO first?`,
      fr: `Joignez l’ordre d’insertion (PDF) et je le ferai passer en fast-track${on ? ` vers ${on}` : ''} — ou dois-je d’abord lire l’ordre d’insertion d’exemple de la démo ?`,
      es: `Adjunta la orden de inserción (PDF) y haré el fast-track${on ? ` a ${on}` : ''}, ¿o leo primero la orden de inserción de ejemplo de la demo?`,
    },
    salesforce: {
      en: 'Attach the insertion order (PDF) and I’ll create the Salesforce opportunity from it.',
      fr: 'Joignez l’ordre d’insertion (PDF) et je créerai l’opportunité Salesforce à partir de celui-ci.',
      es: 'Adjunta la orden de inserción (PDF) y crearé la oportunidad en Salesforce a partir de ella.',
    },
    'result-to-edit': {
      en: 'There’s nothing in this chat to change yet. Attach the insertion order (PDF) and I’ll read it; then tell me what to change.',
      fr: 'Il n’y a encore rien à modifier dans cette conversation. Joignez l’ordre d’insertion (PDF) et je le lirai ; dites-moi ensuite quoi changer.',
      es: 'Todavía no hay nada que cambiar en este chat. Adjunta la orden de inserción (PDF) y la leeré; luego dime qué cambiar.',
    },
    'campaign-to-change': {
      en: 'There’s no campaign in this chat yet. Attach the insertion order (PDF) to start one; campaigns are created paused.',
      fr: 'Il n’y a pas encore de campagne dans cette conversation. Joignez l’ordre d’insertion (PDF) pour en créer une ; les campagnes sont créées en pause.',
      es: 'Todavía no hay ninguna campaña en este chat. Adjunta la orden de inserción (PDF) para crear una; las campañas se crean en pausa.',
    },
  };
  return phrases[missing][language];
}

/**
 * The demo's sample that can stand in for what is missing, offered with the answer: the sample IO
 * holds a campaign to read, launch or fast-track. The simulation reads no other sample (a media
 * plan or creatives are asked for, as before).
 */
export function sampleOfferFor(missing: Missing): Offer | undefined {
  return SAMPLE_STANDS_IN.has(missing) ? { kind: 'sample-insertion-order' } : undefined;
}

const SAMPLE_STANDS_IN: ReadonlySet<Missing> = new Set([
  'insertion-order',
  'campaign-for-launch',
  'campaign-for-platform',
  'fast-track',
]);
