/**
 * Records of the demo seed (src/simulation/data) the examples name, so an example call is one
 * the demo backend answers: the matrix walk makes every example as every persona.
 */
export const SEED = {
  account: 'acc-acme-media',
  folder: 'fld-acme-media-1',
  campaign: 'cmp-acme-media-1',
  /** Avery's fast-track in Acme, and the Salesforce run of chat r10. */
  fastTrackChat: 'chat-r08',
  fastTrackMessage: 'msg-r08b',
  salesforceChat: 'chat-r10',
  salesforceMessage: 'msg-r10b',
} as const;
