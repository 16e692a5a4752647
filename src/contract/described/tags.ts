import { RECORD_TAG_DESCRIPTIONS } from '../records/described';

/**
 * What each group of the reference page is about, in the order the page lists them. The document
 * refuses an operation whose tag is not here, so a new group cannot go undescribed.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Identity and accounts':
    'Signing in (spec 1 §7) with a Google or demo identity token, the accounts a user may act in, and the demo identity provider that issues tokens for its personas.',
  Chat: 'Sending messages to the assistant and acting on its results: approve, reject, regenerate, edit, ask, export to a spreadsheet (spec 1 §2, §7).',
  'Chat history':
    'The chat list of the classic sidebar and one chat’s messages, with rename, pin and remove (spec 1 §2, §7).',
  Files:
    'Uploads, the briefcase’s names and pins, renewed signed links and the files those links open (spec 1 §2, §7).',
  'Orchestration in the chat':
    'A fast-track or Salesforce orchestration started from a chat message: its run status and Stop (spec 2 §2.1, §4.1).',
  'Status page':
    'The session statistics and the account’s fast-track orchestrations shown on /status (spec 2 §2.2).',
  'Orchestration on the campaign page':
    'A campaign’s run on the run engine shared with the chat: start, status, stop (spec 2 §2.6, §4.3).',
  Folders: 'The folders that group an account’s campaigns (spec 2 §2.4, §4.5).',
  Campaigns:
    'Campaigns of an account: list, create from an IO and a launch template, move, change, creatives, SDF files (spec 2 §2.3, §2.5, §2.6, §7).',
  'Administration: users, roles, permissions':
    'The Users, Roles, Permissions and Allowed Users tabs of the Admin Dashboard (spec 3 §2, §6, §7).',
  'Administration: export and audit': 'The Data Export tab and the impersonation audit list (spec 3 §2, §7).',
  'Administration: accounts':
    'The Accounts tab: accounts, their account admins and their settings (spec 3 §2, §7).',
  'Administration: channels':
    'The Channel Config tab: channels, their types and the accounts they are assigned to (spec 3 §2, §7).',
  ...RECORD_TAG_DESCRIPTIONS,
  'Demo backend':
    'What only the demo backend serves, for presenters and tests: its data packs, fault mode, and this contract with its reference page.',
};
