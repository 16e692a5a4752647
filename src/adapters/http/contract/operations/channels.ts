import { userQuery } from '../../../../contract/requests/acting';
import {
  assignChannelBody,
  channelAssignmentBody,
  createChannelBody,
  updateChannelBody,
} from '../../../../contract/requests/admin';
import { successAnswer } from '../../../../contract/requests/answers';
import {
  accountChannelsAnswer,
  assignmentSchema,
  channelConfigSchema,
  channelsAnswer,
  channelTypesAnswer,
} from '../../schemas/admin-channels';
import { wrapped } from '../../schemas/lenient';
import type { Operation } from '../operation';

const tag = 'Administration: channels';

/** What a change answers: the record as it now is. */
const channelAnswer = wrapped(channelConfigSchema, ['channel']);
const assignmentAnswer = wrapped(assignmentSchema, ['assignment']);

/** Channel configurations and their assignment to accounts (spec 3 §7 "Channels"). */
export const channelOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/channels',
    summary: 'The channel configurations',
    tag,
    query: userQuery,
    answer: channelsAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/channels/types',
    summary: 'The channel types and their fields',
    tag,
    query: userQuery,
    answer: channelTypesAnswer,
    errors: [400, 403],
  },
  {
    method: 'GET',
    path: '/api/channels/accounts',
    summary: 'Which channels the admin’s accounts may use',
    tag,
    query: userQuery,
    answer: accountChannelsAnswer,
    errors: [400, 403],
  },
  {
    method: 'POST',
    path: '/api/channels',
    summary: 'Configures a channel; values are checked against its type',
    tag,
    body: createChannelBody,
    answer: channelAnswer,

    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/channels/{id}',
    summary: 'Changes a channel’s name and values; the type never changes',
    tag,
    body: updateChannelBody,
    answer: channelAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'DELETE',
    path: '/api/channels/{id}',
    summary: 'Deletes a channel configuration',
    tag,
    query: userQuery,
    answer: successAnswer,
    errors: [400, 403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/channels/accounts',
    summary: 'Gives an account a channel; a duplicate answers 409',
    tag,
    body: assignChannelBody,
    answer: assignmentAnswer,

    errors: [400, 403, 404, 409, 413],
  },
  {
    method: 'PUT',
    path: '/api/channels/accounts/{id}',
    summary: 'Turns an account’s channel on or off',
    tag,
    body: channelAssignmentBody,
    answer: assignmentAnswer,
    errors: [400, 403, 404, 413],
  },
  {
    method: 'DELETE',
    path: '/api/channels/accounts/{id}',
    summary: 'Takes a channel from an account',
    tag,
    query: userQuery,
    answer: successAnswer,
    errors: [400, 403, 404],
  },
];
