import { platformIdRulesFor } from './destinations';

/** What the creation form holds, as far as the rules of spec 2 §5 read it. */
export interface CreationFormState {
  hasAccount: boolean;
  mayCreate: boolean;
  folderId: string;
  name: string;
  multiChannel: boolean;
  destination: string;
  destinations: readonly string[];
  advertiserId: string;
  platformAccountId: string;
  profileId: string;
  fileCount: number;
}

export const CREATION_TEXTS = {
  title: 'Create New Campaign',
  noAccount: 'Please select an account to create campaigns.',
  noPermission: 'You do not have permission to create campaigns',
  requiredFields: 'Please fill in all required fields',
  noDestination: 'Please select a destination',
  noDestinations: 'Please select at least one destination',
  noFiles: 'Please upload at least one file to create the campaign',
} as const;

/** The destinations the form would create campaigns for. */
export function chosenDestinations(
  form: Pick<CreationFormState, 'multiChannel' | 'destination' | 'destinations'>,
) {
  if (form.multiChannel) return [...form.destinations];
  return form.destination ? [form.destination] : [];
}

/**
 * The first rule of spec 2 §5 the form breaks, in the spec's words, or null when it may be sent.
 * Names must be non-blank after trimming.
 */
export function creationProblem(form: CreationFormState): string | null {
  if (!form.hasAccount) return CREATION_TEXTS.noAccount;
  if (!form.mayCreate) return CREATION_TEXTS.noPermission;
  if (form.folderId.trim() === '' || form.name.trim() === '') return CREATION_TEXTS.requiredFields;
  const destinations = chosenDestinations(form);
  if (destinations.length === 0)
    return form.multiChannel ? CREATION_TEXTS.noDestinations : CREATION_TEXTS.noDestination;
  for (const rule of platformIdRulesFor(destinations)) {
    if (form[rule.field].trim() === '') return rule.requiredText;
  }
  if (form.fileCount === 0) return CREATION_TEXTS.noFiles;
  return null;
}

/** The submit button is disabled while anything is missing or a file is uploading (spec 2 §5). */
export function creationSubmitDisabled(form: CreationFormState, busy: boolean): boolean {
  return busy || creationProblem(form) !== null;
}

/**
 * After the analysis of the uploads (spec 2 §4.4): the platforms to preselect in multi-channel
 * mode, or null to leave the form as it is. Needs a multi-platform template naming at least two
 * platforms that the account's multi-channels setting lists.
 */
export function multiChannelPreselection(
  analysis: { isMultiPlatform: boolean; platforms: readonly string[] } | undefined,
  multiChannels: readonly string[],
): string[] | null {
  if (!analysis?.isMultiPlatform) return null;
  const usable = [...new Set(analysis.platforms)].filter((platform) => multiChannels.includes(platform));
  return usable.length >= 2 ? usable : null;
}
