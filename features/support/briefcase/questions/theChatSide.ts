import { question } from '../../questions/Question';
import { describe, type FileRef } from '../briefcase-words';
import { currentMessageText, referencePreviews } from '../chat-side';
import { onTheBriefcase } from '../drivers';
import { thePreviewOf } from './theFile';

/** Whether the result behind the file is among the references of the next message. */
export const whetherTheResultBehindIsReferenced = (ref: FileRef) =>
  question(
    `whether the result behind ${describe(ref)} is referenced`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const file = await briefcase.file(ref);
        return (await briefcase.thread()).isReferenced(file.messageId);
      },
      async browser(briefcase, actor) {
        // A chip shows the first 40 characters of the result's text, the file's preview the first 100.
        const preview = (await actor.answer(thePreviewOf(ref))).replace(/\.\.\.$/, '');
        return (await referencePreviews(briefcase.page)).some((text) => text && preview.startsWith(text));
      },
    }),
  );

/** The message the chat brought into view ('Go to message'), by its content. */
export const theMessageGoneTo = () =>
  question(
    'the message the chat went to',
    onTheBriefcase<string | null>({
      async viewModel(briefcase) {
        const thread = await briefcase.thread();
        const id = thread.focusedMessageId;
        return thread.messages.find((message) => message.messageId === id)?.content ?? null;
      },
      browser: (briefcase) => currentMessageText(briefcase.page),
    }),
  );
