import * as z from 'zod/mini';
import type {
  AccountChannelAssignment,
  ChannelConfig,
  ChannelType,
} from '../../../core/domain/admin/entities';
import { entriesOf, idText, moment, text } from './fields';
import { flag, id, jsonOrText, listOf, optionalText, withoutUndefined, wrappedList } from './lenient';

const FIELD_TYPES = ['boolean', 'number', 'text'] as const;

const channelFieldSchema = z.looseObject({
  id,
  field_name: z.string(),
  field_label: optionalText,
  field_type: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((type) => FIELD_TYPES.find((known) => known === type) ?? 'text'),
  ),
  is_required: flag,
});

const channelTypeSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    fields: z.optional(
      jsonOrText(z.catch(z.optional(listOf(channelFieldSchema, 'channel field')), undefined)),
    ),
  }),
  z.transform(
    (dto): ChannelType => ({
      id: dto.id,
      name: dto.name,
      fields: (dto.fields ?? []).map((field) => ({
        id: field.id,
        name: field.field_name,
        label: field.field_label ?? field.field_name,
        type: field.field_type,
        required: field.is_required,
      })),
    }),
  ),
);

export const channelTypesAnswer = wrappedList(channelTypeSchema, 'channel type', [
  'types',
  'channelTypes',
  'channel_types',
]);

/** A channel's values: text, numbers and flags; anything else is dropped. */
const fieldValues = entriesOf((value) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined,
);

export const channelConfigSchema = z.pipe(
  z.looseObject({
    id,
    name: z.string(),
    channel_type_id: idText,
    channel_type_name: text,
    field_values: fieldValues,
    created_by_email: optionalText,
    created_at: moment,
  }),
  z.transform(
    (dto): ChannelConfig =>
      withoutUndefined({
        id: dto.id,
        name: dto.name,
        typeId: dto.channel_type_id,
        typeName: dto.channel_type_name,
        fieldValues: dto.field_values ?? {},
        createdByEmail: dto.created_by_email,
        createdAt: dto.created_at,
      }),
  ),
);

export const channelsAnswer = wrappedList(channelConfigSchema, 'channel', ['channels']);

export const assignmentSchema = z.pipe(
  z.looseObject({
    id,
    account_id: idText,
    channel_id: idText,
    account_name: text,
    channel_name: text,
    channel_type_name: text,
    is_enabled: flag,
    created_at: moment,
  }),
  z.transform(
    (dto): AccountChannelAssignment => ({
      id: dto.id,
      accountId: dto.account_id,
      channelId: dto.channel_id,
      accountName: dto.account_name,
      channelName: dto.channel_name,
      channelTypeName: dto.channel_type_name,
      isEnabled: dto.is_enabled,
      createdAt: dto.created_at,
    }),
  ),
);

export const accountChannelsAnswer = wrappedList(assignmentSchema, 'channel assignment', [
  'assignments',
  'accountChannels',
  'account_channels',
  'channels',
]);
