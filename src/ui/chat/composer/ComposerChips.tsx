import { AttachedFiles } from './AttachedFiles';
import type { ComposerViewModel } from './ComposerViewModel';
import { ReferencesIndicator } from './ReferencesIndicator';

/**
 * The chips above the message box: the references, then the files attached or on their way.
 * Loaded with the first one (Composer), not with the chat: an empty box shows none.
 */
export default function ComposerChips({ composer }: { composer: ComposerViewModel }) {
  return (
    <>
      <ReferencesIndicator composer={composer} />
      <AttachedFiles composer={composer} />
    </>
  );
}
