import { jwtDecode } from 'jwt-decode';

const DEMO_KEY = 'sidekick-demo-key';
/** The personas' emails, by display name. */
export const EMAILS: Record<string, string> = {
  'Sam Super': 'sam.super@example.com',
  'Alex Admin': 'alex.admin@example.com',
  'Avery Owner': 'avery.owner@example.com',
  'Riley Planner': 'riley.planner@example.com',
  'Val Viewer': 'val.viewer@example.com',
};

/** A call; `accountId` for the account-scoped ones (sent beside userId), `asCaller` for those with no userId. */
type Request = {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  accountId?: string;
  asCaller?: true;
};

/** The calls behind the matrix's requests, as the HTTP adapters send them (spec 3 §7). */
const REQUESTS: Record<string, Request> = {
  'list the users': { method: 'GET', path: '/api/admin/users' },
  'create a role': {
    method: 'POST',
    path: '/api/admin/roles',
    body: { name: 'Matrix role', permissions: {} },
  },
  'export the audience data': { method: 'POST', path: '/api/admin/adara-data-export' },
  'give Riley the Super Admin role': {
    method: 'PUT',
    path: '/api/admin/users/u-riley-planner/role',
    body: { role_id: 'role-super-admin' },
  },
  'deactivate Sam Super': {
    method: 'PUT',
    path: '/api/admin/users/u-sam-super/status',
    body: { is_deleted: true },
  },
  'manage the settings of Acme': {
    method: 'PUT',
    path: '/api/account-admin/accounts/acc-acme-media/settings/matrix-check',
    body: { settingValue: 'on' },
  },
  'manage the settings of Globex': {
    method: 'PUT',
    path: '/api/account-admin/accounts/acc-globex-retail/settings/matrix-check',
    body: { settingValue: 'on' },
  },
  'impersonate Sam Super': { method: 'GET', path: '/api/admin/impersonate/u-sam-super' },
  'read the audit trail': { method: 'GET', path: '/api/admin/audit' },
  'delete the User role': { method: 'DELETE', path: '/api/admin/roles/role-user' },
  'delete the permission can_approve': { method: 'DELETE', path: '/api/admin/permissions/perm-can_approve' },
  "read Avery's fast-track": { method: 'GET', path: '/api/v2/orchestration/msg-r08b/status', asCaller: true },
  "stop Avery's fast-track": { method: 'POST', path: '/api/v2/orchestration/msg-r08b/stop', asCaller: true },
  "stop Avery's fast-track in her chat": {
    method: 'POST',
    path: '/api/chat/chat-r08/msg-r08b/stop-fast-track',
    accountId: 'acc-acme-media',
  },
  "read Avery's result": { method: 'GET', path: '/api/v2/message/msg-seed-4-2/status', asCaller: true },
  'delete the Madhive channel': { method: 'DELETE', path: '/api/channels/ch-madhive' },
  'remove the allowed user of Umbrella Health': {
    method: 'DELETE',
    path: '/api/admin/allowed-users/allowed-8',
  },
  'remove Sam Super from Acme': {
    method: 'DELETE',
    path: '/api/account-admin/accounts/acc-acme-media/users/u-sam-super',
  },
  'add Alex Admin to Acme by email': {
    method: 'POST',
    path: '/api/account-admin/accounts/acc-acme-media/users',
    body: { targetEmail: 'alex.admin@example.com', isAccountAdmin: false },
  },
  'add Riley Planner to Globex by email': {
    method: 'POST',
    path: '/api/account-admin/accounts/acc-globex-retail/users',
    body: { targetEmail: 'riley.planner@example.com', isAccountAdmin: false },
  },
  'make Riley an account admin of Acme': {
    method: 'PUT',
    path: '/api/account-admin/accounts/acc-acme-media/users/u-riley-planner',
    body: { isAccountAdmin: true },
  },
  'make Sam Super a member of Acme': {
    method: 'PUT',
    path: '/api/account-admin/accounts/acc-acme-media/users/u-sam-super',
    body: { isAccountAdmin: false },
  },
  'list the members of Acme': { method: 'GET', path: '/api/account-admin/accounts/acc-acme-media/users' },
  'list the members of Globex': {
    method: 'GET',
    path: '/api/account-admin/accounts/acc-globex-retail/users',
  },
  ...moves({
    'move an Acme campaign into an Acme folder': ['cmp-acme-media-10', 'fld-acme-media-4'],
    'move a Globex campaign into an Acme folder': ['cmp-globex-retail-1', 'fld-acme-media-4'],
    'move an Acme campaign into a Globex folder': ['cmp-acme-media-10', 'fld-globex-retail-4'],
    'move an Acme campaign into a missing folder': ['cmp-acme-media-10', 'fld-gone'],
  }),
};

/** Moving campaigns (issue 20) as the campaigns list sends it, acting in Acme Media. */
function moves(requests: Record<string, [campaignId: string, folderId: string]>): Record<string, Request> {
  return Object.fromEntries(
    Object.entries(requests).map(([name, [campaignId, folderId]]) => [
      name,
      {
        method: 'POST',
        path: '/api/v2/campaigns/move',
        body: { campaignIds: [campaignId], folderId },
        accountId: 'acc-acme-media',
      },
    ]),
  );
}

/** Sends one request to a demo backend, the way `fetch` does. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Asks a demo backend directly, as the persona's browser would: their own signed token (from the
 * demo identity provider), their own userId (the token's subject). Answers the status.
 */
export async function demoBackendStatus(
  send: SendRequest,
  base: string,
  persona: string,
  request: string,
): Promise<number> {
  const call = REQUESTS[request];
  const email = EMAILS[persona];
  if (!call || !email) throw new Error(`Unknown request "${request}" or persona "${persona}"`);
  const tokenAnswer = await send(new URL('/api/demo/token', base).toString(), {
    method: 'POST',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!tokenAnswer.ok) throw new Error(`No demo token for ${email}: ${tokenAnswer.status}`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const userId = jwtDecode(token).sub ?? '';
  const headers = {
    'x-api-key': DEMO_KEY,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  const read = call.method === 'GET' || call.method === 'DELETE';
  const url = new URL(call.path, base);
  const ids: Record<string, string> = call.asCaller
    ? {}
    : { userId, ...(call.accountId ? { accountId: call.accountId } : {}) };
  if (read) for (const [name, value] of Object.entries(ids)) url.searchParams.set(name, value);
  const answer = await send(url.toString(), {
    method: call.method,
    headers,
    ...(read ? {} : { body: JSON.stringify({ ...call.body, ...ids }) }),
  });
  return answer.status;
}
