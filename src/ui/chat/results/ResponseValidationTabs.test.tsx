// @vitest-environment happy-dom
import '../../test-setup/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ValidationReport } from '../../../core/domain/chat/validation-block';
import { ResponseValidationTabs } from './ResponseValidationTabs';

const report: ValidationReport = {
  overallStatus: 'failed',
  issues: [
    { field: 'end_date', severity: 'error', message: 'End date is before the start date' },
    { message: 'Budget could not be read' },
  ],
  fieldsWithIssues: 2,
  fieldNames: [],
  totalFieldsValidated: 14,
};

function renderTabs(props: Partial<Parameters<typeof ResponseValidationTabs>[0]> = {}) {
  return render(
    <ResponseValidationTabs validation={report} {...props}>
      <p>The campaign response</p>
    </ResponseValidationTabs>,
  );
}

/** Radix activates a tab on mouse down, as a real click starts with one. */
function click(element: HTMLElement) {
  fireEvent.mouseDown(element, { button: 0 });
  fireEvent.click(element);
}

describe('ResponseValidationTabs', () => {
  it('opens on the Response tab', () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('The campaign response')).toBeTruthy();
    expect(screen.queryByText('End date is before the start date')).toBeNull();
  });

  it('shows the overall status, counts and issues on the Validation tab after a click', () => {
    renderTabs();
    click(screen.getByRole('tab', { name: 'Validation' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('failed');
    expect(panel.textContent).toContain('14');
    expect(screen.getByText('End date is before the start date')).toBeTruthy();
    expect(screen.getByText('end date')).toBeTruthy();
    expect(screen.getByText('Budget could not be read')).toBeTruthy();
    expect(screen.queryByText('The campaign response')).toBeNull();
  });

  it('switches tabs with the arrow keys', async () => {
    renderTabs();
    const response = screen.getByRole('tab', { name: 'Response' });
    act(() => response.focus());
    fireEvent.keyDown(response, { key: 'ArrowRight' });
    const validation = screen.getByRole('tab', { name: 'Validation' });
    // Radix moves the focus on the next task; focusing a tab selects it.
    await waitFor(() => expect(document.activeElement).toBe(validation));
    expect(validation.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('End date is before the start date')).toBeTruthy();
  });

  it('follows the activeTab it is given and reports the user’s choice', () => {
    const onTabChange = vi.fn();
    const { rerender } = renderTabs({ activeTab: 'validation', onTabChange });
    expect(screen.getByRole('tab', { name: 'Validation' }).getAttribute('aria-selected')).toBe('true');

    click(screen.getByRole('tab', { name: 'Response' }));
    expect(onTabChange).toHaveBeenCalledWith('response');
    // Controlled: nothing changes until the parent passes the new tab.
    expect(screen.getByRole('tab', { name: 'Validation' }).getAttribute('aria-selected')).toBe('true');

    rerender(
      <ResponseValidationTabs validation={report} activeTab="response" onTabChange={onTabChange}>
        <p>The campaign response</p>
      </ResponseValidationTabs>,
    );
    expect(screen.getByText('The campaign response')).toBeTruthy();
  });

  it('shows the response for an unknown stored tab', () => {
    renderTabs({ activeTab: 'something-old' });
    expect(screen.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when there are no issues', () => {
    render(
      <ResponseValidationTabs
        validation={{ ...report, overallStatus: 'passed', issues: [] }}
        activeTab="validation"
      >
        <p>The campaign response</p>
      </ResponseValidationTabs>,
    );
    expect(screen.getByText('No validation issues')).toBeTruthy();
  });
});
