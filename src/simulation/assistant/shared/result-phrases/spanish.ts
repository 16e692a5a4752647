import type { CampaignWork, ResultPhrases } from './phrasebook';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const quoted = (name: string | undefined) => (name ? ` «${name}»` : '');

const WORK: Readonly<Record<CampaignWork, string>> = {
  QA: 'revisarla',
  'report on': 'incluirla en un informe',
  audit: 'auditarla',
  'assign creatives to': 'asignarle creatividades',
  'upload creatives to': 'subirle creatividades',
  'take screenshots of': 'capturarla',
  monitor: 'supervisarla',
  copy: 'copiarla',
};

/** The results' sentences in Spanish; the data keeps its English field names. */
export const SPANISH: ResultPhrases = {
  and: 'y',
  documentRead: (kind, issues) => {
    const what = kind === 'insertion-order' ? 'tu orden de inserción' : 'tu plan de medios';
    return issues === 0
      ? `He leído ${what}. Estos son los detalles de la campaña:`
      : `He leído ${what} y encontré ${issues} ${plural(issues, 'punto', 'puntos')} que revisar. Estos son los detalles de la campaña:`;
  },
  noDocumentToShow:
    'Todavía no se ha leído ninguna orden de inserción en este chat. Sube una y te mostraré su texto junto a lo que leí.',
  originalShown: (name) =>
    name
      ? `Este es el original de «${name}», con las líneas de las que leí valores marcadas:`
      : 'Esto es lo que leí:',
  originalCompared: (name) => `Estos son los detalles de la campaña junto al original${quoted(name)}:`,
  briefRead: 'He leído el brief de medios. Esto es lo que pide y el reparto por plataforma que recomiendo:',
  creativesProcessed: (count, issues) =>
    issues === 0
      ? `He procesado ${count} ${plural(count, 'creatividad', 'creatividades')}. ${plural(count, 'Está lista', 'Todas están listas')} para publicar:`
      : `He procesado ${count} ${plural(count, 'creatividad', 'creatividades')}; ${issues} ${plural(issues, 'necesita', 'necesitan')} tu atención:`,
  noCreatives:
    'Todavía no hay creatividades en este chat. Adjúntalas (imágenes, vídeos o un ZIP) a tu mensaje y di «sube las creatividades», o procésalas primero.',
  creativesAssigned: 'Las creatividades están asignadas:',
  creativesUploaded: 'Las creatividades están subidas:',
  launchReady: (platforms) => `Tu configuración de lanzamiento para ${platforms} está lista. Revísala:`,
  launchHasIssues:
    'He preparado la configuración de lanzamiento, pero tiene problemas que hay que corregir antes del lanzamiento:',
  campaignCreated: 'Campaña creada. Estos son los detalles:',
  campaignCreationFailed: 'No se pudo crear la campaña. Revisa los detalles y vuelve a intentarlo.',
  notOnFacebook: ({ name, platform }) =>
    `«${name}» en ${platform} no está en Facebook: la copia funciona con campañas de Facebook. Para publicarla también en Facebook, pídeme «crea la campaña en Facebook».`,
  noLaunchForOpportunity:
    'Una oportunidad se crea a partir de una configuración de lanzamiento: prepara una primero («prepara la configuración de lanzamiento»), o envía la orden de inserción y di «crea la oportunidad de Salesforce» para hacerlo todo de una vez.',
  opportunityCreated: 'Oportunidad de Salesforce creada. Estos son los detalles:',
  analysisReady: 'Este es el análisis de rendimiento de tu campaña:',
  optimizationPlanReady: 'Este es el plan de optimización. Di «aplica la optimización» para aplicarlo:',
  optimizationExecuted: 'Optimización aplicada. Estos son los cambios:',
  operationDone: 'Hecho. Este es el resultado:',
  qaDone: 'Revisión terminada. Esta es la comparación del plan con la campaña publicada:',
  screenshotsTaken: 'Estas son las capturas de tu campaña tal como se publica:',
  monitoringEnabled: (platform) => `El seguimiento está activado en ${platform}. Estas son las reglas:`,
  nothingToReportAgainst: ({ name, platform }, missing) =>
    `«${name}» en ${platform} no indica ${missing === 'budget' ? 'presupuesto' : 'fechas de campaña'}, así que no hay plan con el que comparar la entrega. Añádelos a la orden de inserción y vuelve a crear la campaña.`,
  reportReady: (platform) => `Informe de impresiones de ${platform}, entrega frente al plan:`,
  noBudgetToAllocate:
    'Todavía no hay presupuesto que repartir en este chat. Sube primero la orden de inserción (o crea la campaña) y luego pídeme que reparta el presupuesto.',
  allocationReady: 'Este es el reparto del presupuesto:',
  nothingToPlan:
    'Para planificar una campaña de DV360 necesito la campaña: sube primero la orden de inserción (o un plan de medios) y luego pídeme que la planifique en DV360.',
  planReady: 'Este es el plan de la campaña de DV360:',
  notAnAuditedPlatform: ({ name, platform }, auditor) =>
    `«${name}» en ${platform} no es una campaña de ${auditor}. Las auditorías cubren Facebook y Google Ad Manager; para ${platform}, pídeme que revise la campaña.`,
  auditDone: (platform) => `La auditoría de la campaña de ${platform} está terminada:`,
  noCampaign: (work) =>
    `Todavía no hay ninguna campaña en este chat para ${WORK[work]}. Crea una primero: procesa una orden de inserción y di «crea la campaña en Facebook» (u otra plataforma), o hazle un fast-track. Luego vuelve a pedirlo, o elige la sugerencia bajo la campaña creada.`,
  newVersion: (changes) =>
    changes === undefined
      ? 'Esta es una nueva versión del resultado:'
      : `Esta es una nueva versión que tiene en cuenta tus comentarios${changes.length > 0 ? ` (${changes.join('; ')})` : ''}:`,
};
