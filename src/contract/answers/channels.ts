import * as z from 'zod/mini';
import { described, email, moment, named, recordId, sends } from './named';

const ChannelField = named(
  'ChannelField',
  'One field a channel of this type asks for',
  z.object({
    id: recordId,
    field_name: z.string(),
    field_label: z.string(),
    field_type: z.enum(['text', 'number', 'boolean']),
    is_required: z.boolean(),
  }),
);

export const ChannelType = named(
  'ChannelType',
  'A kind of channel (an ad platform) and the fields its configuration holds (spec 3 §3)',
  z.object({ id: recordId, name: z.string(), fields: z.array(ChannelField) }),
);

const fieldValues = described(
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  'The values of the type’s fields, by field_name',
);

export const ChannelConfig = named(
  'ChannelConfig',
  'A configured channel of the Channel Config tab (spec 3 §3)',
  z.object({
    id: recordId,
    name: z.string(),
    channel_type_id: recordId,
    field_values: fieldValues,
    created_at: moment,
    channel_type_name: z.string(),
    created_by_email: z.nullable(email),
  }),
);

export const ChannelAssignment = named(
  'ChannelAssignment',
  'A channel assigned to an account, enabled or not (spec 3 §3)',
  z.object({
    id: recordId,
    account_id: recordId,
    channel_id: recordId,
    is_enabled: z.boolean(),
    created_at: moment,
    account_name: z.string(),
    channel_name: z.string(),
    channel_type_name: z.string(),
  }),
);

const CHANNEL_TYPE_EXAMPLE = {
  id: 'ct-facebook',
  name: 'Facebook Ads',
  fields: [
    {
      id: 'cf-facebook-platform_account_id',
      field_name: 'platform_account_id',
      field_label: 'Platform account id',
      field_type: 'text',
      is_required: true,
    },
    {
      id: 'cf-facebook-sandbox',
      field_name: 'sandbox',
      field_label: 'Use the sandbox',
      field_type: 'boolean',
      is_required: false,
    },
  ],
} satisfies z.input<typeof ChannelType>;

const CHANNEL_EXAMPLE = {
  id: 'ch-facebook',
  name: 'Facebook Ads — main seat',
  channel_type_id: 'ct-facebook',
  field_values: { platform_account_id: '5051940954', daily_spend_cap: 10100, sandbox: false },
  created_at: '2026-06-01T09:00:00.000Z',
  channel_type_name: 'Facebook Ads',
  created_by_email: 'sam.super@example.com',
} satisfies z.input<typeof ChannelConfig>;

const ASSIGNMENT_EXAMPLE = {
  id: 'ac-acme-media-facebook',
  account_id: 'acc-acme-media',
  channel_id: 'ch-facebook',
  is_enabled: true,
  created_at: '2026-06-01T09:00:00.000Z',
  account_name: 'Acme Media',
  channel_name: 'Facebook Ads — main seat',
  channel_type_name: 'Facebook Ads',
} satisfies z.input<typeof ChannelAssignment>;

export const CHANNEL_TYPES_ANSWER = sends(z.object({ types: z.array(ChannelType) }), {
  types: [CHANNEL_TYPE_EXAMPLE],
});
export const CHANNELS_ANSWER = sends(z.object({ channels: z.array(ChannelConfig) }), {
  channels: [CHANNEL_EXAMPLE],
});
export const CHANNEL_ANSWER = sends(z.object({ channel: ChannelConfig }), { channel: CHANNEL_EXAMPLE });
export const ASSIGNMENTS_ANSWER = sends(z.object({ assignments: z.array(ChannelAssignment) }), {
  assignments: [ASSIGNMENT_EXAMPLE],
});
export const ASSIGNMENT_ANSWER = sends(z.object({ assignment: ChannelAssignment }), {
  assignment: ASSIGNMENT_EXAMPLE,
});
