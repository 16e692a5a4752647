import { ADMIN_PROBES } from './probes-admin';
import { CAMPAIGN_PROBES } from './probes-campaigns';
import { CHAT_PROBES } from './probes-chat';
import { RECORD_PROBES } from './probes-records';
import { SUPER_ADMIN_PROBES } from './probes-super-admin';

export const PROBES = [
  ...CHAT_PROBES,
  ...CAMPAIGN_PROBES,
  ...ADMIN_PROBES,
  ...SUPER_ADMIN_PROBES,
  ...RECORD_PROBES,
];
