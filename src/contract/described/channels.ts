import {
  ASSIGNMENT_ANSWER,
  ASSIGNMENTS_ANSWER,
  CHANNEL_ANSWER,
  CHANNEL_TYPES_ANSWER,
  CHANNELS_ANSWER,
} from '../answers/channels';
import { SUCCESS } from '../answers/named';
import { describeAll } from '../described';
import { CHANNELS } from '../endpoints/channels';
import { userQuery } from '../requests/acting';
import {
  assignChannelBody,
  channelAssignmentBody,
  createChannelBody,
  updateChannelBody,
} from '../requests/admin';
import { ADMIN_SEED } from './admin-seed';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.channels;
/** Values for the Facebook type's fields. */
const field_values = { platform_account_id: '1', api_key: 'k' };

export const CHANNEL_CALLS = describeAll(CHANNELS, {
  list: {
    answer: CHANNELS_ANSWER,
    tag,
    summary: 'The channel configurations',
    query: userQuery,
    errors: [400, 403],
  },
  types: {
    answer: CHANNEL_TYPES_ANSWER,
    tag,
    summary: 'The channel types and their fields',
    query: userQuery,
    errors: [400, 403],
  },
  assignments: {
    answer: ASSIGNMENTS_ANSWER,
    tag,
    summary: 'Which channels the admin’s accounts may use',
    query: userQuery,
    errors: [400, 403],
  },
  create: {
    answer: CHANNEL_ANSWER,
    tag,
    summary: 'Configures a channel; values are checked against its type',
    body: createChannelBody,
    errors: [400, 403, 404, 409, 413],
    example: { body: { name: 'Probe', channel_type_id: 'ct-facebook', field_values } },
  },
  update: {
    answer: CHANNEL_ANSWER,
    tag,
    summary: 'Changes a channel’s name and values; the type never changes',
    body: updateChannelBody,
    errors: [400, 403, 404, 413],
    example: { params: { id: 'ch-tiktok' }, body: { name: 'TikTok', field_values } },
  },
  remove: {
    answer: SUCCESS,
    tag,
    summary: 'Deletes a channel configuration',
    query: userQuery,
    errors: [400, 403, 404, 409],
    example: { params: { id: 'ch-madhive' } },
  },
  assign: {
    answer: ASSIGNMENT_ANSWER,
    tag,
    summary: 'Gives an account a channel; a duplicate answers 409',
    body: assignChannelBody,
    errors: [400, 403, 404, 409, 413],
    example: { body: { account_id: ADMIN_SEED.account, channel_id: 'ch-madhive', is_enabled: true } },
  },
  setEnabled: {
    answer: ASSIGNMENT_ANSWER,
    tag,
    summary: 'Turns an account’s channel on or off',
    body: channelAssignmentBody,
    errors: [400, 403, 404, 413],
    example: { params: { id: 'ac-acme-media-facebook' }, body: { is_enabled: false } },
  },
  unassign: {
    answer: SUCCESS,
    tag,
    summary: 'Takes a channel from an account',
    query: userQuery,
    errors: [400, 403, 404],
    example: { params: { id: 'ac-umbrella-health-facebook' } },
  },
});
