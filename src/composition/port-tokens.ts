/**
 * The HTTP OrchestrationPort and CampaignPort, once their modules (port-modules.ts) are loaded;
 * the port tokens load them on first call. Beside the modules that use them, as AdminOverHttp.
 */
export const OrchestrationOverHttp = Symbol.for('OrchestrationOverHttp');
export const CampaignOverHttp = Symbol.for('CampaignOverHttp');
