import { CHANNELS } from '../../../contract/endpoints/channels';
import type { MatrixKey } from '../../access/matrix';
import {
  assignmentOf,
  channelOf,
  listedAssignments,
  listedChannels,
  listedChannelTypes,
  permitNewAssignment,
  permitNewChannel,
} from '../../access/resources/channels';
import { assignmentRow, configRow, found } from '../../admin/rows';
import { badRequest, conflict } from '../../DemoError';
import { insert, removeWhere } from '../../data/collections';
import { nextId } from '../../data/ids';
import type { DemoAccountChannel, DemoChannelConfig, DemoChannelType } from '../../data/types';
import type { Input, RouteContext } from '../../kernel/context';
import { requiredBoolean, requiredId, requiredName } from '../../kernel/input';
import { changeRoute, listRoute, removeRoute, route } from '../route-kit';
import type { Route } from '../router';

type FieldValue = string | number | boolean;

/** Field values checked against the channel type: required fields present, numbers and booleans typed. */
function fieldValuesOf(type: DemoChannelType, input: Input): Record<string, FieldValue> {
  const raw = input.field_values ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('field_values must be a map of field names to values');
  }
  const given = new Map(Object.entries(raw));
  const values: Record<string, FieldValue> = {};
  for (const field of type.fields) {
    const value = given.get(field.field_name);
    const blank = value === undefined || value === null || value === '';
    if (blank) {
      if (field.is_required && field.field_type !== 'boolean')
        throw badRequest(`${field.field_label} is required`);
      if (field.field_type === 'boolean') values[field.field_name] = false;
      continue;
    }
    if (field.field_type === 'boolean') {
      if (value !== true && value !== false && value !== 'true' && value !== 'false') {
        throw badRequest(`${field.field_label} must be true or false`);
      }
      values[field.field_name] = value === true || value === 'true';
    } else if (field.field_type === 'number') {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) throw badRequest(`${field.field_label} must be a number`);
      values[field.field_name] = number;
    } else {
      if (typeof value !== 'string') throw badRequest(`${field.field_label} must be text`);
      values[field.field_name] = value;
    }
  }
  return values;
}

const channelOfPath = async (ctx: RouteContext, rule: MatrixKey) =>
  channelOf(await ctx.actingAnywhere(), rule, ctx.params.id ?? '');
const assignmentOfPath = async (ctx: RouteContext) =>
  assignmentOf(await ctx.actingAnywhere(), ctx.params.id ?? '');

function typeOf(types: readonly DemoChannelType[], id: string): DemoChannelType {
  return found(
    types.find((type) => type.id === id),
    'Channel type',
  );
}

/**
 * Channel configs and their assignment to accounts (spec 3 §2 Channel Config tab, §5). Secrets in
 * field values are stored as given and answered to admins (the form masks them); nothing here logs them.
 */
export const channelRoutes: Route[] = [
  listRoute(CHANNELS.list, 'channels', listedChannels, (config, ctx) => configRow(ctx.data, config)),
  listRoute(CHANNELS.types, 'types', listedChannelTypes, ({ destination: _d, ...type }) => type),
  listRoute(CHANNELS.assignments, 'assignments', listedAssignments, (row, ctx) =>
    assignmentRow(ctx.data, row),
  ),
  route(CHANNELS.create, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    permitNewChannel(acting);
    const input = await ctx.input();
    const name = requiredName(input);
    const type = typeOf(ctx.data.channelTypes, requiredId(input, 'channel_type_id'));
    const fieldValues = fieldValuesOf(type, input);
    return ctx.commit(() => {
      const config: DemoChannelConfig = {
        id: nextId(ctx.data, 'ch'),
        name,
        channel_type_id: type.id,
        field_values: fieldValues,
        created_by: acting.user.id,
        created_at: new Date(ctx.now).toISOString(),
      };
      insert(ctx.data, 'channelConfigs', config);
      return { channel: configRow(ctx.data, config) };
    });
  }),
  changeRoute({
    endpoint: CHANNELS.update,
    collection: 'channelConfigs',
    reach: channelOfPath,
    change(config, input, ctx) {
      if (input.channel_type_id !== undefined && input.channel_type_id !== config.channel_type_id) {
        throw badRequest('The channel type cannot be changed');
      }
      config.name = requiredName(input);
      config.field_values = fieldValuesOf(typeOf(ctx.data.channelTypes, config.channel_type_id), input);
    },
    answer: (config, ctx) => ({ channel: configRow(ctx.data, config) }),
  }),
  removeRoute(CHANNELS.remove, channelOfPath, (config, ctx) => {
    removeWhere(ctx.data, 'channelConfigs', (candidate) => candidate.id === config.id);
    removeWhere(ctx.data, 'accountChannels', (row) => row.channel_id === config.id);
  }),
  route(CHANNELS.assign, async (ctx) => {
    const acting = await ctx.actingAnywhere();
    const input = await ctx.input();
    const accountId = requiredId(input, 'account_id');
    permitNewAssignment(acting, accountId);
    const channel = channelOf(acting, 'channel:list', requiredId(input, 'channel_id'));
    const taken = listedAssignments(acting).some(
      (row) => row.account_id === accountId && row.channel_id === channel.id,
    );
    if (taken) throw conflict('This channel is already assigned to the account');
    const isEnabled = input.is_enabled === undefined ? true : requiredBoolean(input, 'is_enabled');
    return ctx.commit(() => {
      const row: DemoAccountChannel = {
        id: nextId(ctx.data, 'ac'),
        account_id: accountId,
        channel_id: channel.id,
        is_enabled: isEnabled,
        created_at: new Date(ctx.now).toISOString(),
      };
      insert(ctx.data, 'accountChannels', row);
      return { assignment: assignmentRow(ctx.data, row) };
    });
  }),
  changeRoute({
    endpoint: CHANNELS.setEnabled,
    collection: 'accountChannels',
    reach: assignmentOfPath,
    change(row, input) {
      row.is_enabled = requiredBoolean(input, 'is_enabled');
    },
    answer: (row, ctx) => ({ assignment: assignmentRow(ctx.data, row) }),
  }),
  removeRoute(CHANNELS.unassign, assignmentOfPath, (row, ctx) => {
    removeWhere(ctx.data, 'accountChannels', (candidate) => candidate.id === row.id);
  }),
];
