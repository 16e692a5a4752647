import { validateAssistantQuestion } from '../../../core/domain/chat/validation-texts';
import type { ResultDialogProps } from './result-dialog-props';
import { TextRequestDialog } from './TextRequestDialog';

/** 'Ask Assistant': a question about a result. */
export function AskAssistantDialog(props: ResultDialogProps) {
  return (
    <TextRequestDialog
      {...props}
      title="Ask Assistant"
      fieldLabel="Your question"
      submitLabel="Ask"
      validate={validateAssistantQuestion}
    />
  );
}
