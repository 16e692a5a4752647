import type { CampaignWork, ResultPhrases } from './phrasebook';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const quoted = (name: string | undefined) => (name ? ` « ${name} »` : '');

const WORK: Readonly<Record<CampaignWork, string>> = {
  QA: 'la contrôler',
  'report on': 'en faire le rapport',
  audit: 'l’auditer',
  'assign creatives to': 'lui assigner des créations',
  'upload creatives to': 'y envoyer des créations',
  'take screenshots of': 'en faire des captures',
  monitor: 'la surveiller',
  copy: 'la copier',
};

/** The results' sentences in French; the data keeps its English field names. */
export const FRENCH: ResultPhrases = {
  and: 'et',
  documentRead: (kind, issues) => {
    const what = kind === 'insertion-order' ? 'votre ordre d’insertion' : 'votre plan média';
    return issues === 0
      ? `J’ai lu ${what}. Voici les détails de la campagne :`
      : `J’ai lu ${what} et trouvé ${issues} ${plural(issues, 'point', 'points')} à vérifier. Voici les détails de la campagne :`;
  },
  noDocumentToShow:
    'Aucun ordre d’insertion n’a encore été lu dans ce chat. Envoyez-en un et je montrerai son texte à côté de ce que j’y ai lu.',
  originalShown: (name) =>
    name
      ? `Voici l’original de « ${name} », avec les lignes où j’ai lu des valeurs marquées :`
      : 'Voici ce que j’ai lu :',
  originalCompared: (name) => `Voici les détails de la campagne à côté de l’original${quoted(name)} :`,
  briefRead:
    'J’ai lu le brief média. Voici ce qu’il demande et la répartition par plateforme que je recommande :',
  creativesProcessed: (count, issues) =>
    issues === 0
      ? `J’ai traité ${count} ${plural(count, 'création', 'créations')}. ${plural(count, 'Elle est prête', 'Toutes sont prêtes')} à diffuser :`
      : `J’ai traité ${count} ${plural(count, 'création', 'créations')} ; ${issues} ${plural(issues, 'demande', 'demandent')} votre attention :`,
  noCreatives:
    'Il n’y a pas encore de créations dans ce chat. Joignez-les (images, vidéos ou un ZIP) à votre message et dites « envoie les créations », ou faites-les traiter d’abord.',
  creativesAssigned: 'Les créations sont assignées :',
  creativesUploaded: 'Les créations sont envoyées :',
  launchReady: (platforms) => `Votre configuration de lancement pour ${platforms} est prête. Vérifiez-la :`,
  launchHasIssues:
    'J’ai préparé la configuration de lancement, mais elle a des problèmes à corriger avant le lancement :',
  campaignCreated: 'Campagne créée. Voici les détails :',
  campaignCreationFailed:
    'La création de la campagne a échoué. Vérifiez les détails ci-dessous et réessayez.',
  notOnFacebook: ({ name, platform }) =>
    `« ${name} » sur ${platform} n’est pas sur Facebook : la copie marche pour les campagnes Facebook. Pour la diffuser aussi sur Facebook, demandez-moi de « créer la campagne sur Facebook ».`,
  noLaunchForOpportunity:
    'Une opportunité se crée à partir d’une configuration de lancement : préparez-en une d’abord (« prépare la configuration de lancement »), ou envoyez l’ordre d’insertion et dites « crée l’opportunité Salesforce » pour tout faire d’un coup.',
  opportunityCreated: 'Opportunité Salesforce créée. Voici les détails :',
  analysisReady: 'Voici l’analyse des performances de votre campagne :',
  optimizationPlanReady: 'Voici le plan d’optimisation. Dites « applique l’optimisation » pour l’appliquer :',
  optimizationExecuted: 'Optimisation appliquée. Voici les changements :',
  operationDone: 'C’est fait. Voici le résultat :',
  qaDone: 'Contrôle terminé. Voici la comparaison du plan avec la campagne en ligne :',
  screenshotsTaken: 'Voici les captures de votre campagne telle que diffusée :',
  monitoringEnabled: (platform) => `Le suivi est activé sur ${platform}. Voici les règles :`,
  nothingToReportAgainst: ({ name, platform }, missing) =>
    `« ${name} » sur ${platform} n’indique ${missing === 'budget' ? 'aucun budget' : 'aucune date de diffusion'} : il n’y a pas de plan auquel comparer la diffusion. Ajoutez-les à l’ordre d’insertion et créez de nouveau la campagne.`,
  reportReady: (platform) => `Rapport d’impressions de ${platform}, diffusion comparée au plan :`,
  noBudgetToAllocate:
    'Il n’y a pas encore de budget à répartir dans ce chat. Envoyez d’abord l’ordre d’insertion (ou créez la campagne), puis demandez-moi de répartir le budget.',
  allocationReady: 'Voici la répartition du budget :',
  nothingToPlan:
    'Pour planifier une campagne DV360, il me faut la campagne : envoyez d’abord l’ordre d’insertion (ou un plan média), puis demandez-moi de la planifier sur DV360.',
  planReady: 'Voici le plan de la campagne DV360 :',
  notAnAuditedPlatform: ({ name, platform }, auditor) =>
    `« ${name} » sur ${platform} n’est pas une campagne ${auditor}. Les audits couvrent Facebook et Google Ad Manager ; pour ${platform}, demandez-moi de contrôler la campagne.`,
  auditDone: (platform) => `L’audit de la campagne ${platform} est terminé :`,
  noCampaign: (work) =>
    `Il n’y a pas encore de campagne dans ce chat pour ${WORK[work]}. Créez-en une d’abord : faites lire un ordre d’insertion et dites « crée la campagne sur Facebook » (ou une autre plateforme), ou passez-le en fast-track. Puis redemandez, ou choisissez la suggestion sous la campagne créée.`,
  newVersion: (changes) =>
    changes === undefined
      ? 'Voici une nouvelle version du résultat :'
      : `Voici une nouvelle version qui tient compte de vos remarques${changes.length > 0 ? ` (${changes.join(' ; ')})` : ''} :`,
};
