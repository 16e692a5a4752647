import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import type { ResultDialogProps } from './result-dialog-props';
import { Spinner } from './Spinner';
import { isSubmitShortcut } from './submit-shortcut';
import styles from './TextRequestDialog.module.css';

export interface TextRequestDialogProps extends ResultDialogProps {
  title: string;
  /** The visible label of the text box. */
  fieldLabel: string;
  submitLabel: string;
  /** The alert to show for this text, or null when it may be sent (the core's validators). */
  validate(text: string): string | null;
  /** Disable the submit button while the box is blank, instead of answering with the alert. */
  disableWhenEmpty?: boolean;
  placeholder?: string;
  rows?: number;
}

/**
 * A dialog that asks for one text about a result and sends it: the shared shape of 'Help Us
 * Improve', 'Ask Assistant' and the 'Update … Details' dialogs. Focus stays inside while open,
 * Escape or Cancel closes, Ctrl+Enter submits.
 */
export function TextRequestDialog(props: TextRequestDialogProps) {
  const { open, onOpenChange, title } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {/* Mounted only while open, so each opening starts again from initialText. */}
          <TextRequestForm {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TextRequestForm({
  onOpenChange,
  onSubmit,
  busy = false,
  initialText = '',
  fieldLabel,
  submitLabel,
  validate,
  disableWhenEmpty = false,
  placeholder,
  rows = 5,
}: TextRequestDialogProps) {
  const [text, setText] = useState(initialText);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fieldId = useId();
  const alertId = useId();
  const working = busy || submitting;
  const blank = text.trim() === '';

  async function submit() {
    if (working) return;
    const problem = validate(text);
    setAlert(problem);
    if (problem) return;
    setSubmitting(true);
    let sent = false;
    try {
      sent = (await onSubmit(text.trim())) !== false;
    } catch {
      // The chat reports failures itself; here a failure only means "keep the form".
      sent = false;
    } finally {
      setSubmitting(false);
    }
    if (sent) onOpenChange(false);
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form className={styles.form} onSubmit={onFormSubmit} onKeyDown={onKeyDown} noValidate>
      <label className={styles.label} htmlFor={fieldId}>
        {fieldLabel}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        value={text}
        rows={rows}
        placeholder={placeholder}
        readOnly={working}
        aria-invalid={alert ? true : undefined}
        aria-describedby={alert ? alertId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setAlert(null);
        }}
      />
      {alert && (
        <p id={alertId} role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      <div className={styles.buttons}>
        <Dialog.Close asChild>
          <button type="button" className={styles.secondary}>
            Cancel
          </button>
        </Dialog.Close>
        <button
          type="submit"
          className={styles.primary}
          disabled={working || (disableWhenEmpty && blank)}
          aria-busy={working || undefined}
        >
          {working && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
