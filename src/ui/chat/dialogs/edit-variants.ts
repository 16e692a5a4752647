import type { EditTarget } from '../../../core/domain/chat/edit-dialog';

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
  title: 'Update Campaign Details',
  fieldLabel: 'What should change?',
  submitLabel: 'Update',
  disableWhenEmpty: false,
};
const CREATIVE: EditDetailsCopy = { ...CAMPAIGN, title: 'Update Creative Details' };
const LAUNCH: EditDetailsCopy = {
  title: 'Update Launch Configuration Details',
  fieldLabel: 'Feedback',
  submitLabel: 'Apply Changes',
  disableWhenEmpty: true,
};

/** The titles match the core's editDialogFor; this adds what only the screen needs. */
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
