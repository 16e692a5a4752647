/**
 * Each campaign screen's view model factory (CampaignScreens), bound when its route first loads
 * (the modules beside this file), and the success banner the screens share.
 */
export const CAMPAIGN_SCREEN_TOKENS = {
  folders: Symbol.for('FoldersScreen'),
  campaigns: Symbol.for('CampaignsScreen'),
  creation: Symbol.for('CampaignCreationScreen'),
  detail: Symbol.for('CampaignDetailScreen'),
  banner: Symbol.for('CampaignSuccessBanner'),
} as const;
