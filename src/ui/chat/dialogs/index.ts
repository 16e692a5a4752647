export { AskAssistantDialog } from './AskAssistantDialog';
export { EditDetailsDialog, type EditDetailsDialogProps } from './EditDetailsDialog';
export type { EditDetailsVariant } from './edit-variants';
export { RejectDialog } from './RejectDialog';
export type { ResultDialogProps } from './result-dialog-props';
export { TextRequestDialog, type TextRequestDialogProps } from './TextRequestDialog';
