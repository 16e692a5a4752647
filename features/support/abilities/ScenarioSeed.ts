import type { DemoData } from '../../../src/simulation/data/types';
import { enableEveryDestination } from '../../../src/simulation/testing/every-destination';
import {
  backdateAssignments,
  type LauncherPace,
  paceLaunchers,
  paceRuns,
  type RunPace,
} from '../campaigns/run-pace';

/** What a scenario puts in place before it acts: chats and their messages, as if they had happened. */
export interface ScenarioSeed {
  chats?: DemoData['chats'];
  messages?: DemoData['messages'];
  /** How the runs in progress move from now on (campaign scenarios that watch a run). */
  runs?: RunPace;
  /** How the launcher step of the runs in progress moves from now on (what waits for it). */
  launchers?: LauncherPace;
  /** Creatives assignments at work started this many minutes ago, and keep working. */
  assignmentsStartedMinutesAgo?: number;
  /** Users (by display name) who have no email address on file. */
  emailsForgotten?: string[];
  /** Users (by display name) the demo backend no longer lets in (deactivated: it answers 401). */
  usersLockedOut?: string[];
  /** Accounts (by name) with every destination enabled and no channel in an outage. */
  everyDestinationFor?: string[];
  /** Permissions (by key) another admin deletes, with every grant of them. */
  permissionsDeleted?: string[];
  /** Users (by display name) whose role another admin changed meanwhile, to the role of that name. */
  rolesChanged?: Record<string, string>;
  /** Admins (by display name) whose impersonation was ended elsewhere (another tab of theirs). */
  impersonationsEndedBy?: string[];
}

/** Puts a seed into the demo backend's data: the in-process one, or the mock server's (scripts/scenario-seeding.ts). */
export function applyScenarioSeed(data: DemoData, seed: ScenarioSeed, now: number): void {
  data.chats.push(...(seed.chats ?? []));
  data.messages.push(...(seed.messages ?? []));
  if (seed.runs) paceRuns(data, seed.runs);
  if (seed.launchers) paceLaunchers(data, seed.launchers, now);
  if (seed.assignmentsStartedMinutesAgo !== undefined)
    backdateAssignments(data, seed.assignmentsStartedMinutesAgo, now);
  for (const name of seed.everyDestinationFor ?? []) {
    const account = data.accounts.find((candidate) => candidate.name === name);
    if (!account) throw new Error(`No account named ${name}`);
    enableEveryDestination(data, account.id);
  }
  for (const key of seed.permissionsDeleted ?? []) {
    const permission = data.permissions.find((candidate) => candidate.key === key);
    if (!permission) throw new Error(`No permission ${key}`);
    data.permissions = data.permissions.filter((candidate) => candidate !== permission);
    data.rolePermissions = data.rolePermissions.filter((grant) => grant.permission_id !== permission.id);
  }
  for (const name of seed.usersLockedOut ?? []) userNamed(data, name).is_deleted = true;
  for (const [name, roleName] of Object.entries(seed.rolesChanged ?? {})) {
    const role = data.roles.find((candidate) => candidate.name === roleName);
    if (!role) throw new Error(`No role named ${roleName}`);
    userNamed(data, name).role_id = role.id;
  }
  for (const name of seed.impersonationsEndedBy ?? []) {
    const admin = userNamed(data, name);
    data.impersonations = data.impersonations.filter((entry) => entry.adminUserId !== admin.id);
  }
  for (const name of seed.emailsForgotten ?? []) userNamed(data, name).email = '';
}

/** The demo user a seed names by display name; a name no one has is the scenario's mistake. */
function userNamed(data: DemoData, name: string): DemoData['users'][number] {
  const user = data.users.find((candidate) => candidate.display_name === name);
  if (!user) throw new Error(`No user named ${name}`);
  return user;
}

/** Who the page acts as: every seeded chat belongs to them. */
export interface ActingAs {
  userId: string;
  accountId: string;
}

/** A file as the demo backend stores it for a chat (an upload, or the name saved for a result). */
export interface StoredFile {
  name?: string;
  pinned?: boolean;
  publicUrl?: string;
  expiresAt?: number;
}

/** The files the demo backend stores for a chat, oldest message first. */
export function storedFilesOf(data: DemoData, chatId: string): StoredFile[] {
  return data.messages
    .filter((message) => message.chat_id === chatId)
    .flatMap((message): StoredFile[] => [
      ...(message.file_metadata ?? []),
      ...(message.briefcase ? [message.briefcase] : []),
    ])
    .map(({ name, pinned, publicUrl, expiresAt }) => ({ name, pinned, publicUrl, expiresAt }));
}

/** How many uploads of that file name the demo backend stores (any user, any account). */
export function uploadsNamed(data: DemoData, name: string): number {
  return data.files.filter((file) => file.originalName === name).length;
}
