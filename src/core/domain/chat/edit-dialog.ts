import { CAMPAIGN_ACTIONS, CREATIVE_ACTIONS, isOneOf, LAUNCH_ACTIONS } from './agent-actions';

export type EditTarget = 'campaign' | 'creative' | 'launch-configuration';

/** The 'Update … Details' dialog that edits a result (spec 1 §2 "Dialogs"). */
export interface EditDialog {
  target: EditTarget;
  title: string;
}

const CAMPAIGN_DIALOG: EditDialog = { target: 'campaign', title: 'Update Campaign Details' };
const CREATIVE_DIALOG: EditDialog = { target: 'creative', title: 'Update Creative Details' };
const LAUNCH_DIALOG: EditDialog = {
  target: 'launch-configuration',
  title: 'Update Launch Configuration Details',
};

/** The dialog of each kind of result, by what it edits. */
export const EDIT_DIALOGS: Readonly<Record<EditTarget, EditDialog>> = {
  campaign: CAMPAIGN_DIALOG,
  creative: CREATIVE_DIALOG,
  'launch-configuration': LAUNCH_DIALOG,
};

/** Which dialog edits the result of `action`; null when the result cannot be edited. */
export function editDialogFor(action: string | undefined): EditDialog | null {
  if (isOneOf(action, CAMPAIGN_ACTIONS)) return CAMPAIGN_DIALOG;
  if (isOneOf(action, CREATIVE_ACTIONS)) return CREATIVE_DIALOG;
  if (isOneOf(action, LAUNCH_ACTIONS)) return LAUNCH_DIALOG;
  return null;
}
