import { suggestedNextSteps } from '../../../core/domain/chat/suggested-next-steps';
import styles from './SuggestedNextSteps.module.css';

export interface SuggestedNextStepsProps {
  /** The result's action; results of unlisted actions show no suggestions. */
  action?: string;
  subAction?: string;
  /** Sends the suggestion's prompt as the next message. */
  onPick(prompt: string): void;
  /** The chat cannot send right now (not ready, or a send is in flight). */
  disabled?: boolean;
}

/** The suggested next steps under a bot result (spec 1 §2, §4), as chips that send a prompt. */
export function SuggestedNextSteps({ action, subAction, onPick, disabled = false }: SuggestedNextStepsProps) {
  const suggestions = suggestedNextSteps(action, subAction);
  if (suggestions.length === 0) return null;
  return (
    <fieldset className={styles.group} aria-label="Suggested next steps">
      {suggestions.map((suggestion) => (
        <button
          key={suggestion.label}
          type="button"
          className={styles.chip}
          disabled={disabled}
          title={suggestion.prompt}
          onClick={() => onPick(suggestion.prompt)}
        >
          {suggestion.label}
        </button>
      ))}
    </fieldset>
  );
}
