import type { Language } from '../conversation/language';

/**
 * The acknowledgements in French and Spanish, keyed by the English words of the catalogue
 * (acknowledgement-words.ts) so the catalogue stays one table; `{platform}` stands for the
 * platform's name. A test holds every English acknowledgement to having both.
 */
export const ACKNOWLEDGEMENT_TRANSLATIONS: Readonly<
  Record<string, Readonly<Record<Exclude<Language, 'en'>, string>>>
> = {
  'Working on it…': { fr: 'Je m’en occupe…', es: 'Me pongo a ello…' },
  'Creating the campaign on the platform…': {
    fr: 'Création de la campagne sur la plateforme…',
    es: 'Creando la campaña en la plataforma…',
  },
  'Creating the campaign on {platform}…': {
    fr: 'Création de la campagne sur {platform}…',
    es: 'Creando la campaña en {platform}…',
  },
  'Copying the Facebook campaign…': {
    fr: 'Copie de la campagne Facebook…',
    es: 'Copiando la campaña de Facebook…',
  },
  'Processing your insertion order…': {
    fr: 'Je lis votre ordre d’insertion…',
    es: 'Leyendo tu orden de inserción…',
  },
  'Reading your media plan…': { fr: 'Je lis votre plan média…', es: 'Leyendo tu plan de medios…' },
  'Updating the campaign details…': {
    fr: 'Mise à jour des détails de la campagne…',
    es: 'Actualizando los detalles de la campaña…',
  },
  'Processing your creative assets…': { fr: 'Je traite vos créations…', es: 'Procesando tus creatividades…' },
  'Updating the creative details…': {
    fr: 'Mise à jour des détails des créations…',
    es: 'Actualizando los detalles de las creatividades…',
  },
  'Building your launch configuration…': {
    fr: 'Je prépare votre configuration de lancement…',
    es: 'Preparando tu configuración de lanzamiento…',
  },
  'Updating the launch configuration…': {
    fr: 'Mise à jour de la configuration de lancement…',
    es: 'Actualizando la configuración de lanzamiento…',
  },
  'Reading your media brief…': { fr: 'Je lis votre brief média…', es: 'Leyendo tu brief de medios…' },
  'Analysing your campaign across platforms…': {
    fr: 'J’analyse votre campagne sur toutes les plateformes…',
    es: 'Analizando tu campaña en todas las plataformas…',
  },
  'Analysing your {platform} campaign…': {
    fr: 'J’analyse votre campagne {platform}…',
    es: 'Analizando tu campaña de {platform}…',
  },
  'Looking for optimization opportunities…': {
    fr: 'Je cherche des pistes d’optimisation…',
    es: 'Buscando oportunidades de optimización…',
  },
  'Executing the optimization…': { fr: 'J’applique l’optimisation…', es: 'Aplicando la optimización…' },
  'Running QA on your campaign…': {
    fr: 'Je contrôle votre campagne…',
    es: 'Revisando tu campaña…',
  },
  'Fast-tracking your campaign…': {
    fr: 'Fast-track de votre campagne en cours…',
    es: 'Haciendo el fast-track de tu campaña…',
  },
  'Fast-tracking your campaign to {platform}…': {
    fr: 'Fast-track de votre campagne vers {platform} en cours…',
    es: 'Haciendo el fast-track de tu campaña a {platform}…',
  },
  'Fast-tracking your campaign shell…': {
    fr: 'Fast-track de la structure de votre campagne en cours…',
    es: 'Haciendo el fast-track de la estructura de tu campaña…',
  },
  'Fast-tracking your campaign shell to {platform}…': {
    fr: 'Fast-track de la structure de votre campagne vers {platform} en cours…',
    es: 'Haciendo el fast-track de la estructura de tu campaña a {platform}…',
  },
  'Creating the Salesforce opportunity…': {
    fr: 'Création de l’opportunité Salesforce…',
    es: 'Creando la oportunidad de Salesforce…',
  },
  'Taking screenshots of your campaign as placed…': {
    fr: 'Je fais des captures de votre campagne telle que diffusée…',
    es: 'Haciendo capturas de tu campaña tal como se publica…',
  },
  'Allocating the budget…': { fr: 'Je répartis le budget…', es: 'Repartiendo el presupuesto…' },
  'Planning your DV360 campaign…': {
    fr: 'Je planifie votre campagne DV360…',
    es: 'Planificando tu campaña de DV360…',
  },
  'Assigning the creatives…': { fr: 'J’assigne les créations…', es: 'Asignando las creatividades…' },
  'Assigning the creatives on {platform}…': {
    fr: 'J’assigne les créations sur {platform}…',
    es: 'Asignando las creatividades en {platform}…',
  },
  'Uploading the creatives…': { fr: 'J’envoie les créations…', es: 'Subiendo las creatividades…' },
  'Uploading the creatives on {platform}…': {
    fr: 'J’envoie les créations sur {platform}…',
    es: 'Subiendo las creatividades a {platform}…',
  },
  'Auditing your campaign…': { fr: 'J’audite votre campagne…', es: 'Auditando tu campaña…' },
  'Auditing your campaign on {platform}…': {
    fr: 'J’audite votre campagne sur {platform}…',
    es: 'Auditando tu campaña en {platform}…',
  },
  'Enabling monitoring on {platform}…': {
    fr: 'J’active le suivi sur {platform}…',
    es: 'Activando el seguimiento en {platform}…',
  },
  'Pulling the impression report from {platform}…': {
    fr: 'Je récupère le rapport d’impressions de {platform}…',
    es: 'Obteniendo el informe de impresiones de {platform}…',
  },
  'Regenerating with your feedback…': {
    fr: 'Je régénère avec vos remarques…',
    es: 'Regenerando con tus comentarios…',
  },
  'Regenerating the response…': { fr: 'Je régénère la réponse…', es: 'Regenerando la respuesta…' },
};

/** English words in the user's language; English, or words without a translation, as they are. */
export function inLanguage(language: Language, english: string): string {
  return language === 'en' ? english : (ACKNOWLEDGEMENT_TRANSLATIONS[english]?.[language] ?? english);
}
