import { stepIcon } from './step-icons';

/** The icon of a workflow step id (spec 1 §3); decorative, the step's text says what it is. */
export function StepIcon({ stepId, className }: { stepId: string; className?: string }) {
  const Icon = stepIcon(stepId);
  return (
    <Icon size={16} aria-hidden="true" focusable="false" className={className} data-step-icon={stepId} />
  );
}
