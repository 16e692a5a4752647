import * as z from 'zod/mini';
import { prospectFields } from '../requests/demo-packs';
import { described, email, named, recordId, sends } from './named';

const flags = (meaning: string) => described(z.record(z.string(), z.boolean()), meaning);

export const AccountRef = named(
  'AccountRef',
  'An account by id and name',
  z.object({ id: recordId, name: z.string() }),
);

export const SignedInUser = named(
  'SignedInUser',
  'The signed-in (or impersonated) user with what they may do (spec 1 §3 User, §6)',
  z.object({
    id: recordId,
    userId: described(recordId, 'The same as id'),
    email,
    display_name: z.string(),
    given_name: z.string(),
    picture_url: z.nullable(z.url()),
    role: described(z.string(), 'The role’s name (the same as role_name)'),
    role_name: z.string(),
    accountId: described(z.nullable(recordId), 'The account the user acts in; null when they belong to none'),
    account_id: described(z.nullable(recordId), 'The same as accountId'),
    accounts: z.array(AccountRef),
    enabledChannels: flags('The destinations enabled in the account, by destination id'),
    permissions: flags('Every permission key, with whether the user’s role grants it'),
    isSuperAdmin: z.boolean(),
    isImpersonating: z.boolean(),
    impersonatedBy: described(z.nullable(recordId), 'The admin impersonating this user, while they do'),
    prospect: z.optional(
      described(
        z.omit(prospectFields, { currency: true }),
        'Demo backends only: the prospect the demo was made for, when the user works in its account (the header shows it)',
      ),
    ),
  }),
);

const SAM = {
  id: 'u-sam-super',
  userId: 'u-sam-super',
  email: 'sam.super@example.com',
  display_name: 'Sam Super',
  given_name: 'Sam',
  picture_url: null,
  role: 'Super Admin',
  role_name: 'Super Admin',
  accountId: 'acc-acme-media',
  account_id: 'acc-acme-media',
  accounts: [{ id: 'acc-acme-media', name: 'Acme Media' }],
  enabledChannels: { facebook: true, dv360: true, tiktok: true, reddit: true, madhive: false },
  // The Super Admin role of the seed grants every key.
  permissions: {
    can_send_message: true,
    can_upload_attachment: true,
    can_manage_chat_hisotry: true,
    can_regenerate: true,
    can_ask_assistant: true,
    can_export_gsheet: true,
    can_approve: true,
    full_admin: true,
    impersonate_admin: true,
    create_campaign: true,
    view_reports: true,
  },
  isSuperAdmin: true,
  isImpersonating: false,
  impersonatedBy: null,
} satisfies z.input<typeof SignedInUser>;

const VAL_IMPERSONATED = {
  ...SAM,
  id: 'u-val-viewer',
  userId: 'u-val-viewer',
  email: 'val.viewer@example.com',
  display_name: 'Val Viewer',
  given_name: 'Val',
  role: 'Viewer',
  role_name: 'Viewer',
  accountId: 'acc-globex-retail',
  account_id: 'acc-globex-retail',
  accounts: [{ id: 'acc-globex-retail', name: 'Globex Retail' }],
  enabledChannels: { facebook: true, 'google-ads-search': true, dv360: false },
  permissions: {
    can_send_message: true,
    can_approve: false,
    create_campaign: false,
    impersonate_admin: false,
  },
  isSuperAdmin: false,
  isImpersonating: true,
  impersonatedBy: 'u-sam-super',
} satisfies z.input<typeof SignedInUser>;

export const SIGNED_IN_ANSWER = sends(z.object({ user: SignedInUser }), { user: SAM });
export const IMPERSONATING_ANSWER = sends(z.object({ user: SignedInUser }), { user: VAL_IMPERSONATED });

export const PERSONAS_ANSWER = sends(
  z.object({
    personas: z.array(z.object({ email, displayName: z.string(), summary: z.string() })),
  }),
  {
    personas: [
      {
        email: SAM.email,
        displayName: SAM.display_name,
        summary: 'Super Admin — all accounts, impersonation',
      },
    ],
  },
);

/**
 * Sam's identity token, signed (HS256) with a secret no backend uses, expiring in 2100: a real JWT
 * that the app decodes into the same user as the sign-in answer's example, so that a backend made
 * from the examples alone (a Prism mock) signs the app in.
 */
const SAMS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6InNhbS5zdXBlckBleGFtcGxlLmNvbSIsIm5hbWUiOiJTYW0gU3VwZXIiLCJnaXZlbl9uYW1lIjoiU2FtIiwic3ViIjoidS1zYW0tc3VwZXIiLCJpYXQiOjE3OTU3OTUyMDAsImV4cCI6NDEwMjQ0NDgwMH0.qJRJTWmXNUv5bDoJFnj-KEyTNNL-wmciatvbo4kBCnc';

export const DEMO_TOKEN_ANSWER = sends(
  z.object({ token: described(z.string(), 'An HS256 JWT to send as the bearer token') }),
  { token: SAMS_TOKEN },
);

export const ENABLED_CHANNELS_ANSWER = sends(
  z.object({ enabledChannels: flags('The destinations enabled in the account, by destination id') }),
  { enabledChannels: { facebook: true, dv360: true, tiktok: true, madhive: false } },
);

const Pack = z.object({ id: recordId, name: z.string(), description: z.string() });

export const DEMO_PACKS_ANSWER = sends(
  z.object({
    current: described(recordId, 'The pack the demo backend holds now'),
    packs: z.array(Pack),
    prospect: described(
      prospectFields,
      'The prospect the pack was made for (the demo’s own agency when none)',
    ),
  }),
  {
    current: 'fresh-start',
    packs: [
      { id: 'fresh-start', name: 'Fresh start', description: 'The seeded demo as npm start first opens it.' },
      {
        id: 'after-launch',
        name: 'After launch',
        description:
          "Riley's Q4 holiday campaign live on DV360: its screenshots, monitoring and a delivery report in the chat.",
      },
    ],
    prospect: { name: 'Acme Media', currency: 'USD' },
  },
);
