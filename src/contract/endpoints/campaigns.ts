import { endpoint } from '../endpoint';

const one = '/api/v2/campaigns/{campaignId}';

/** Campaigns of spec 2 §2.5, §2.6 and §7: the list, the campaign page and its files. */
export const CAMPAIGNS = {
  list: endpoint({ method: 'GET', path: '/api/v2/campaigns', rule: 'campaign:list' }),
  create: endpoint({ method: 'POST', path: '/api/v2/campaigns', rule: 'campaign:create' }),
  move: endpoint({ method: 'POST', path: '/api/v2/campaigns/move', rule: 'campaign:change' }),
  see: endpoint({ method: 'GET', path: one, rule: 'campaign:see' }),
  update: endpoint({ method: 'PUT', path: one, rule: 'campaign:change' }),
  pin: endpoint({ method: 'PATCH', path: one, rule: 'campaign:change' }),
  remove: endpoint({ method: 'DELETE', path: one, rule: 'campaign:delete' }),
  messages: endpoint({ method: 'GET', path: `${one}/messages`, rule: 'campaign:see' }),
  fileLink: endpoint({ method: 'GET', path: `${one}/files/{fileId}/download`, rule: 'campaign:see' }),
  sdfLink: endpoint({ method: 'GET', path: `${one}/sdf-files/download`, rule: 'campaign:see' }),
  uploadCreatives: endpoint({ method: 'POST', path: `${one}/upload-creatives`, rule: 'campaign:change' }),
};
