/** The alerts of spec 1 §5 for dialogs submitted empty. */
export const REJECTION_REASON_REQUIRED_TEXT = 'Please provide a reason for rejection';
export const ASSISTANT_QUESTION_REQUIRED_TEXT = 'Please provide a question for the assistant';
export const EDIT_INSTRUCTIONS_REQUIRED_TEXT = 'Please provide specific instructions for what to change';

/** 'Help Us Improve': the alert to show, or null when the reason may be sent. */
export function validateRejectionReason(reason: string): string | null {
  return requireText(reason, REJECTION_REASON_REQUIRED_TEXT);
}

/** 'Ask Assistant': the alert to show, or null when the question may be sent. */
export function validateAssistantQuestion(question: string): string | null {
  return requireText(question, ASSISTANT_QUESTION_REQUIRED_TEXT);
}

/** The three 'Update … Details' dialogs: the alert to show, or null when the instructions may be sent. */
export function validateEditInstructions(instructions: string): string | null {
  return requireText(instructions, EDIT_INSTRUCTIONS_REQUIRED_TEXT);
}

/** Whitespace alone counts as empty in every dialog. */
function requireText(value: string, alert: string): string | null {
  return value.trim() ? null : alert;
}
