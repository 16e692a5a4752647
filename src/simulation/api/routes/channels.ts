import { managedAccountsOf, requireAccountManager } from '../../access/admin-scope';
import { badRequest, conflict } from '../../DemoError';
import { nextId } from '../../data/ids';
import type { DemoAccountChannel, DemoChannelConfig, DemoChannelType, DemoData } from '../../data/types';
import type { Input } from '../context';
import { requiredBoolean, requiredText } from '../input';
import type { Route } from '../router';
import { asAdmin, found } from './admin-common';

type FieldValue = string | number | boolean;

/** Field values checked against the channel type: required fields present, numbers and booleans typed. */
function fieldValuesOf(type: DemoChannelType, input: Input): Record<string, FieldValue> {
  const raw = input.field_values ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('field_values must be a map of field names to values');
  }
  const given = raw as Record<string, unknown>;
  const values: Record<string, FieldValue> = {};
  for (const field of type.fields) {
    const value = given[field.field_name];
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

function configRow(data: DemoData, config: DemoChannelConfig) {
  const { created_by, ...rest } = config;
  return {
    ...rest,
    channel_type_name: data.channelTypes.find((type) => type.id === config.channel_type_id)?.name ?? '',
    created_by_email: data.users.find((user) => user.id === created_by)?.email,
  };
}

function assignmentRow(data: DemoData, row: DemoAccountChannel) {
  const channel = data.channelConfigs.find((config) => config.id === row.channel_id);
  return {
    ...row,
    account_name: data.accounts.find((account) => account.id === row.account_id)?.name ?? '',
    channel_name: channel?.name ?? '',
    channel_type_name: data.channelTypes.find((type) => type.id === channel?.channel_type_id)?.name ?? '',
  };
}

/**
 * Channel configs and their assignment to accounts (spec 3 §2 Channel Config tab, §5). Secrets in
 * field values are stored as given and answered to admins (the form masks them); nothing here logs them.
 */
export const channelRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/channels',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      return { channels: data.channelConfigs.map((config) => configRow(data, config)) };
    },
  },
  {
    method: 'GET',
    path: '/api/channels/types',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      return { types: data.channelTypes.map(({ destination: _d, ...type }) => type) };
    },
  },
  {
    method: 'GET',
    path: '/api/channels/accounts',
    async handle(ctx) {
      const { data, actor } = await asAdmin(ctx);
      const accountIds = new Set(managedAccountsOf(data, actor).map((account) => account.id));
      const assignments = data.accountChannels
        .filter((row) => accountIds.has(row.account_id))
        .map((row) => assignmentRow(data, row));
      return { assignments };
    },
  },
  {
    method: 'POST',
    path: '/api/channels',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const name = requiredText(input, 'name').trim();
      const type = found(
        data.channelTypes.find((candidate) => candidate.id === requiredText(input, 'channel_type_id')),
        'Channel type',
      );
      const config: DemoChannelConfig = {
        id: nextId(data, 'ch'),
        name,
        channel_type_id: type.id,
        field_values: fieldValuesOf(type, input),
        created_by: actor.id,
        created_at: at,
      };
      data.channelConfigs.push(config);
      ctx.markChanged();
      return { channel: configRow(data, config) };
    },
  },
  {
    method: 'PUT',
    path: '/api/channels/:id',
    async handle(ctx) {
      const { data, input } = await asAdmin(ctx);
      const config = found(
        data.channelConfigs.find((candidate) => candidate.id === ctx.params.id),
        'Channel',
      );
      if (input.channel_type_id !== undefined && input.channel_type_id !== config.channel_type_id) {
        throw badRequest('The channel type cannot be changed');
      }
      const type = found(
        data.channelTypes.find((candidate) => candidate.id === config.channel_type_id),
        'Channel type',
      );
      config.name = requiredText(input, 'name').trim();
      config.field_values = fieldValuesOf(type, input);
      ctx.markChanged();
      return { channel: configRow(data, config) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/channels/:id',
    async handle(ctx) {
      const { data } = await asAdmin(ctx);
      found(
        data.channelConfigs.find((candidate) => candidate.id === ctx.params.id),
        'Channel',
      );
      data.channelConfigs = data.channelConfigs.filter((config) => config.id !== ctx.params.id);
      data.accountChannels = data.accountChannels.filter((row) => row.channel_id !== ctx.params.id);
      ctx.markChanged();
      return { success: true };
    },
  },
  {
    method: 'POST',
    path: '/api/channels/accounts',
    async handle(ctx) {
      const { data, actor, input, at } = await asAdmin(ctx);
      const account = requireAccountManager(data, actor, requiredText(input, 'account_id'));
      const channel = found(
        data.channelConfigs.find((config) => config.id === requiredText(input, 'channel_id')),
        'Channel',
      );
      if (
        data.accountChannels.some((row) => row.account_id === account.id && row.channel_id === channel.id)
      ) {
        throw conflict('This channel is already assigned to the account');
      }
      const row: DemoAccountChannel = {
        id: nextId(data, 'ac'),
        account_id: account.id,
        channel_id: channel.id,
        is_enabled: input.is_enabled === undefined ? true : requiredBoolean(input, 'is_enabled'),
        created_at: at,
      };
      data.accountChannels.push(row);
      ctx.markChanged();
      return { assignment: assignmentRow(data, row) };
    },
  },
  {
    method: 'PUT',
    path: '/api/channels/accounts/:id',
    async handle(ctx) {
      const { data, actor, input } = await asAdmin(ctx);
      const row = found(
        data.accountChannels.find((candidate) => candidate.id === ctx.params.id),
        'Channel assignment',
      );
      requireAccountManager(data, actor, row.account_id);
      row.is_enabled = requiredBoolean(input, 'is_enabled');
      ctx.markChanged();
      return { assignment: assignmentRow(data, row) };
    },
  },
  {
    method: 'DELETE',
    path: '/api/channels/accounts/:id',
    async handle(ctx) {
      const { data, actor } = await asAdmin(ctx);
      const row = found(
        data.accountChannels.find((candidate) => candidate.id === ctx.params.id),
        'Channel assignment',
      );
      requireAccountManager(data, actor, row.account_id);
      data.accountChannels = data.accountChannels.filter((candidate) => candidate.id !== row.id);
      ctx.markChanged();
      return { success: true };
    },
  },
];
