import type { DemoAccountChannel, DemoChannelConfig, DemoChannelType } from '../../data/types';
import type { Acting } from '../acting';
import type { MatrixKey } from '../matrix';
import { permit, type ResourceRule, reach, visible } from '../reach';
import { ADMIN_ONLY, NOT_YOUR_ACCOUNT } from './admin-texts';

/**
 * A channel config is shared by the accounts it is assigned to: an admin changes or deletes it only
 * when they manage every one of them (deleting it takes it from all of them).
 */
export const CHANNEL: ResourceRule<DemoChannelConfig> = {
  resource: 'channel',
  find: (data, id) => data.channelConfigs.find((config) => config.id === id),
  facts: (data, config) => ({
    accountIds: data.accountChannels
      .filter((row) => row.channel_id === config.id)
      .map((row) => row.account_id),
  }),
  notFound: 'Channel not found',
  refused: 'This channel is assigned to accounts you do not manage',
  noReach: ADMIN_ONLY,
  hideFromOutsiders: false,
};

/** An assignment belongs to its account. */
export const CHANNEL_ASSIGNMENT: ResourceRule<DemoAccountChannel> = {
  resource: 'channel-assignment',
  find: (data, id) => data.accountChannels.find((row) => row.id === id),
  facts: (_data, row) => ({ accountIds: [row.account_id] }),
  notFound: 'Channel assignment not found',
  refused: NOT_YOUR_ACCOUNT,
  noReach: ADMIN_ONLY,
  hideFromOutsiders: false,
};

export function channelOf(acting: Acting, key: MatrixKey, id: string): DemoChannelConfig {
  return reach(acting, CHANNEL, key, id);
}

export function listedChannels(acting: Acting): DemoChannelConfig[] {
  return visible(acting, CHANNEL, 'channel:list', acting.data.channelConfigs);
}

/** Channel types are the catalogue the channel form offers: readable by whoever may list channels. */
export function listedChannelTypes(acting: Acting): DemoChannelType[] {
  visible(acting, CHANNEL, 'channel:list', []);
  return acting.data.channelTypes;
}

export function permitNewChannel(acting: Acting): void {
  permit(acting, CHANNEL, 'channel:create', { accountIds: [] });
}

export function assignmentOf(acting: Acting, id: string): DemoAccountChannel {
  return reach(acting, CHANNEL_ASSIGNMENT, 'channel-assignment:change', id);
}

export function listedAssignments(acting: Acting): DemoAccountChannel[] {
  return visible(acting, CHANNEL_ASSIGNMENT, 'channel-assignment:list', acting.data.accountChannels);
}

/** A new assignment to an account: the account must be one the admin manages. */
export function permitNewAssignment(acting: Acting, accountId: string): void {
  permit(acting, CHANNEL_ASSIGNMENT, 'channel-assignment:change', { accountIds: [accountId] });
}
