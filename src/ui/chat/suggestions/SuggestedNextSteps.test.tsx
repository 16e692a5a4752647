// @vitest-environment happy-dom
import '../../test-setup/dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { suggestedNextSteps } from '../../../core/domain/chat/suggested-next-steps';
import { SuggestedNextSteps } from './SuggestedNextSteps';

const of = (action: string) => suggestedNextSteps(action);

describe('SuggestedNextSteps', () => {
  it('offers the next steps after an insertion order was processed', () => {
    render(<SuggestedNextSteps suggestions={of('campaign-processor')} onPick={() => {}} />);
    const group = screen.getByRole('group', { name: 'Suggested next steps' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'View original IO',
      'Compare with original IO',
      'Confirm details',
      'Export',
      'Update campaign details',
      'Process creative assets',
    ]);
  });

  it('hands over the chosen step', () => {
    const onPick = vi.fn();
    render(<SuggestedNextSteps suggestions={of('campaign-processor')} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Process creative assets' }));
    expect(onPick).toHaveBeenCalledWith({
      label: 'Process creative assets',
      prompt: 'Process the creative assets for this campaign',
    });
  });

  it('shows nothing when the result has no suggestions', () => {
    const { container } = render(<SuggestedNextSteps suggestions={of('general')} onPick={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('cannot be used while the chat cannot send', () => {
    const onPick = vi.fn();
    render(<SuggestedNextSteps suggestions={of('creative-augmentor')} onPick={onPick} disabled />);
    const step = screen.getByRole('button', { name: 'Update more creative details' });
    expect(step.hasAttribute('disabled')).toBe(true);
    fireEvent.click(step);
    expect(onPick).not.toHaveBeenCalled();
  });
});
