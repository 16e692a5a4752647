// @vitest-environment happy-dom
import '../../test-setup/dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SuggestedNextSteps } from './SuggestedNextSteps';

describe('SuggestedNextSteps', () => {
  it('offers the next steps after an insertion order was processed', () => {
    render(<SuggestedNextSteps action="campaign-processor" onPick={() => {}} />);
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

  it('sends the prompt of the chosen step', () => {
    const onPick = vi.fn();
    render(<SuggestedNextSteps action="campaign-processor" onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Process creative assets' }));
    expect(onPick).toHaveBeenCalledWith('Process the creative assets for this campaign');
  });

  it('shows nothing for an action the list does not name, or for no action', () => {
    const { container, rerender } = render(<SuggestedNextSteps action="general" onPick={() => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<SuggestedNextSteps onPick={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('cannot be used while the chat cannot send', () => {
    const onPick = vi.fn();
    render(<SuggestedNextSteps action="creative-augmentor" onPick={onPick} disabled />);
    const step = screen.getByRole('button', { name: 'Update more creative details' });
    expect(step.hasAttribute('disabled')).toBe(true);
    fireEvent.click(step);
    expect(onPick).not.toHaveBeenCalled();
  });
});
