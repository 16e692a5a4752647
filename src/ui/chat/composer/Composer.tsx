import { observer } from 'mobx-react-lite';
import { type ChangeEvent, type KeyboardEvent, lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { SENDING_MESSAGE_TEXT } from '../status-texts';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import styles from './Composer.module.css';
import { composerKeyIntent, insertNewline } from './composer-keys';
import { PromptTemplatesMenu } from './PromptTemplatesMenu';

// The references and file chips (with the upload progress bars) load with the first chip.
const ComposerChips = lazy(() => import('./ComposerChips'));

/**
 * The input area (spec 1 §2): references and file chips above an auto-growing box, with the
 * prompt templates, file upload, briefcase toggle and send button around it.
 */
export const Composer = observer(function Composer({ workspace }: { workspace: ChatWorkspaceViewModel }) {
  const { composer } = workspace;
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);

  // Grows with the text between 56 and 200 px, then scrolls; puts the caret after a Ctrl+Enter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.height = 'auto';
    composer.textMeasured(box.scrollHeight);
    box.style.height = `${composer.boxHeight}px`;
    if (caretRef.current !== null) {
      box.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
  }, [composer.text]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const intent = composerKeyIntent({
      key: event.key,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (intent === 'send') {
      event.preventDefault();
      void composer.sendClicked();
    } else if (intent === 'newline') {
      event.preventDefault();
      const box = event.currentTarget;
      const next = insertNewline(box.value, box.selectionStart, box.selectionEnd);
      caretRef.current = next.caret;
      composer.textChanged(next.text);
    }
  };

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []).map((file) => ({
      name: file.name,
      size: file.size,
      type: file.type,
      data: file,
    }));
    // Choosing the same file again must fire another change.
    event.target.value = '';
    void composer.filesChosen(chosen);
  };

  return (
    <section className={styles.composer} aria-label="Message input">
      {composer.sending && (
        <p className={styles.sending} role="status">
          {SENDING_MESSAGE_TEXT}
        </p>
      )}
      {(composer.sendError ?? composer.uploadError) && (
        <p className={styles.error} role="alert">
          {composer.sendError ?? composer.uploadError}
        </p>
      )}
      {composer.showsChips && (
        <Suspense fallback={<div className={styles.chips} aria-busy="true" />}>
          <ComposerChips composer={composer} />
        </Suspense>
      )}
      <div className={styles.box}>
        <textarea
          ref={boxRef}
          className={styles.input}
          aria-label="Message"
          placeholder={composer.placeholder}
          value={composer.text}
          rows={1}
          onChange={(event) => composer.textChanged(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className={styles.tools}>
          <PromptTemplatesMenu composer={composer} />
          <button
            type="button"
            className={styles.tool}
            disabled={!composer.mayUpload}
            onClick={() => fileInputRef.current?.click()}
          >
            {composer.uploading ? 'Uploading…' : 'Attach files'}
          </button>
          <input
            ref={fileInputRef}
            type="file"
            multiple
            hidden
            aria-label="Files to attach"
            data-testid="file-input"
            onChange={onFilesChosen}
          />
          <button
            type="button"
            className={styles.tool}
            disabled={!workspace.mayUseBriefcase}
            aria-expanded={workspace.briefcaseOpen}
            onClick={() => workspace.briefcaseToggled()}
          >
            {workspace.briefcaseToggleLabel}
          </button>
          <span className={styles.spacer} />
          <button
            type="button"
            className={styles.send}
            disabled={!composer.canSend}
            onClick={() => void composer.sendClicked()}
          >
            Send
          </button>
        </div>
      </div>
    </section>
  );
});
