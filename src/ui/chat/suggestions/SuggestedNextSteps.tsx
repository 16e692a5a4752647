import type { Suggestion } from '../../../core/domain/chat/suggested-next-steps';
import styles from './SuggestedNextSteps.module.css';

export interface SuggestedNextStepsProps {
  /** The result's suggestions (its view model's): none shows nothing. */
  suggestions: readonly Suggestion[];
  /** Runs the suggestion: its prompt sent as the next message, or the result's action it names. */
  onPick(suggestion: Suggestion): void;
  /** The chat cannot send right now (not ready, or a send is in flight). */
  disabled?: boolean;
}

/** The suggested next steps under a bot result (spec 1 §2, §4), as chips that send a prompt. */
export function SuggestedNextSteps({ suggestions, onPick, disabled = false }: SuggestedNextStepsProps) {
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
          onClick={() => onPick(suggestion)}
        >
          {suggestion.label}
        </button>
      ))}
    </fieldset>
  );
}
