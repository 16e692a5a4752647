import { EDIT_DIALOGS, type EditTarget } from '../../../core/domain/chat/edit-dialog';

/** Which 'Update … Details' dialog; the core's EditTarget names are accepted as they are. */
export type EditDetailsVariant = 'campaign' | 'creative' | 'launch' | EditTarget;

interface EditDetailsCopy {
  title: string;
  fieldLabel: string;
  submitLabel: string;
  /** The launch dialog's 'Apply Changes' is disabled while the feedback is empty (spec 1 §2). */
  disableWhenEmpty: boolean;
}

const CAMPAIGN: EditDetailsCopy = {
  title: EDIT_DIALOGS.campaign.title,
  fieldLabel: 'What should change?',
  submitLabel: 'Update',
  disableWhenEmpty: false,
};
const CREATIVE: EditDetailsCopy = { ...CAMPAIGN, title: EDIT_DIALOGS.creative.title };
const LAUNCH: EditDetailsCopy = {
  title: EDIT_DIALOGS['launch-configuration'].title,
  fieldLabel: 'Feedback',
  submitLabel: 'Apply Changes',
  disableWhenEmpty: true,
};

/** The titles are the core's (EDIT_DIALOGS); this adds what only the screen needs. */
export function editDetailsCopy(variant: EditDetailsVariant): EditDetailsCopy {
  switch (variant) {
    case 'campaign':
      return CAMPAIGN;
    case 'creative':
      return CREATIVE;
    case 'launch':
    case 'launch-configuration':
      return LAUNCH;
  }
}
