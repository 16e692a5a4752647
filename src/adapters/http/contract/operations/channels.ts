import { CHANNEL_CALLS } from '../../../../contract/described/channels';
import { successAnswer } from '../../../../contract/requests/answers';
import {
  accountChannelsAnswer,
  assignmentSchema,
  channelConfigSchema,
  channelsAnswer,
  channelTypesAnswer,
} from '../../schemas/admin-channels';
import { wrapped } from '../../schemas/lenient';
import { answered, type Operation } from '../operation';

/** What a change answers: the record as it now is. */
const channelAnswer = wrapped(channelConfigSchema, ['channel']);
const assignmentAnswer = wrapped(assignmentSchema, ['assignment']);

/** Channel configurations and their assignment to accounts (spec 3 §7 "Channels"). */
export const channelOperations: Operation[] = answered(CHANNEL_CALLS, {
  list: channelsAnswer,
  types: channelTypesAnswer,
  assignments: accountChannelsAnswer,
  create: channelAnswer,
  update: channelAnswer,
  remove: successAnswer,
  assign: assignmentAnswer,
  setEnabled: assignmentAnswer,
  unassign: successAnswer,
});
