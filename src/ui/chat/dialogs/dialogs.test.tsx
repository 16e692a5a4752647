// @vitest-environment happy-dom
import '../../test-setup/dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskAssistantDialog } from './AskAssistantDialog';
import { EditDetailsDialog } from './EditDetailsDialog';
import { RejectDialog } from './RejectDialog';
import type { ResultDialogProps } from './result-dialog-props';

type Props = Omit<ResultDialogProps, 'open' | 'onOpenChange' | 'onSubmit'> & Partial<ResultDialogProps>;

function setUp(make: (props: ResultDialogProps) => ReactElement, props: Props = {}) {
  const onOpenChange = vi.fn();
  const onSubmit = props.onSubmit ?? vi.fn(() => true);
  const all: ResultDialogProps = { open: true, ...props, onOpenChange, onSubmit };
  const view = render(make(all));
  return {
    ...view,
    onOpenChange,
    onSubmit,
    rerenderWith: (more: Props) => view.rerender(make({ ...all, ...more })),
  };
}

const textBox = () => screen.getByRole('textbox');
const type = (text: string) => fireEvent.change(textBox(), { target: { value: text } });
const pressCtrlEnter = () => fireEvent.keyDown(textBox(), { key: 'Enter', ctrlKey: true });

const reject = (props: ResultDialogProps) => <RejectDialog {...props} />;
const ask = (props: ResultDialogProps) => <AskAssistantDialog {...props} />;
const editCampaign = (props: ResultDialogProps) => <EditDetailsDialog variant="campaign" {...props} />;
const editLaunch = (props: ResultDialogProps) => <EditDetailsDialog variant="launch" {...props} />;

describe('the blank-text alerts', () => {
  it.each([
    ['Help Us Improve', reject, 'Regenerate with Feedback', 'Please provide a reason for rejection'],
    ['Ask Assistant', ask, 'Ask', 'Please provide a question for the assistant'],
    [
      'Update Campaign Details',
      editCampaign,
      'Update',
      'Please provide specific instructions for what to change',
    ],
  ] as const)('%s answers a blank submit with its alert and sends nothing', (title, make, button, alert) => {
    const { onSubmit, onOpenChange } = setUp(make);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    type('   \n ');
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByRole('alert').textContent).toBe(alert);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('clears the alert once the user types', () => {
    setUp(reject);
    pressCtrlEnter();
    expect(screen.getByRole('alert')).toBeTruthy();
    type('Wrong budget');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers Ctrl+Enter on blank launch feedback with the edit alert', () => {
    const { onSubmit } = setUp(editLaunch);
    pressCtrlEnter();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please provide specific instructions for what to change',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('submitting', () => {
  it('sends the trimmed text on Ctrl+Enter and closes on success', async () => {
    const { onSubmit, onOpenChange } = setUp(ask);
    type('  Why is the budget split this way?  ');
    pressCtrlEnter();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenCalledWith('Why is the budget split this way?');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends on the button too', async () => {
    const { onSubmit, onOpenChange } = setUp(reject);
    type('The flight dates are wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate with Feedback' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenCalledWith('The flight dates are wrong');
  });

  it('keeps the dialog open with the text intact when the save fails', async () => {
    const onSubmit = vi.fn(async () => false);
    const { onOpenChange } = setUp(reject, { onSubmit });
    type('The flight dates are wrong');
    pressCtrlEnter();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await act(async () => {});
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((textBox() as HTMLTextAreaElement).value).toBe('The flight dates are wrong');
    expect(screen.getByRole('button', { name: 'Regenerate with Feedback' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('keeps the form when the save throws, without an unhandled rejection', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('network down');
    });
    const { onOpenChange } = setUp(ask, { onSubmit });
    type('What is the CPM?');
    pressCtrlEnter();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await act(async () => {});
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((textBox() as HTMLTextAreaElement).value).toBe('What is the CPM?');
  });

  it('sends once however often Ctrl+Enter is pressed while the first send is pending', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { onOpenChange } = setUp(ask, { onSubmit });
    type('What is the CPM?');
    pressCtrlEnter();
    pressCtrlEnter();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('does not send while the chat is busy with this result', () => {
    const { onSubmit } = setUp(ask, { busy: true });
    type('What is the CPM?');
    pressCtrlEnter();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the focus in the text box when it opens', async () => {
    setUp(reject);
    await waitFor(() => expect(document.activeElement).toBe(textBox()));
  });

  it('closes on Cancel and on Escape without sending', () => {
    const { onSubmit, onOpenChange } = setUp(ask);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.keyDown(textBox(), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EditDetailsDialog', () => {
  it.each([
    ['campaign', 'Update Campaign Details'],
    ['creative', 'Update Creative Details'],
    ['launch', 'Update Launch Configuration Details'],
    ['launch-configuration', 'Update Launch Configuration Details'],
  ] as const)('the %s variant is titled %s', (variant, title) => {
    render(<EditDetailsDialog variant={variant} open onOpenChange={() => {}} onSubmit={() => true} />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });

  it('starts from the pre-filled instructions, again on each opening', () => {
    const prefill = 'Please fix the following issues:\n\n- Budget is missing';
    const { rerenderWith } = setUp(editCampaign, { initialText: prefill });
    expect((textBox() as HTMLTextAreaElement).value).toBe(prefill);
    type('something else');
    rerenderWith({ open: false });
    rerenderWith({ open: true });
    expect((textBox() as HTMLTextAreaElement).value).toBe(prefill);
  });

  it("disables 'Apply Changes' while the launch feedback is empty", () => {
    setUp(editLaunch);
    const apply = screen.getByRole('button', { name: 'Apply Changes' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    type('  ');
    expect(apply.hasAttribute('disabled')).toBe(true);
    type('Raise the daily cap to 500');
    expect(apply.hasAttribute('disabled')).toBe(false);
  });

  it("disables 'Apply Changes' and shows a spinner while a request is in progress", () => {
    const { rerenderWith } = setUp(editLaunch, { initialText: 'Raise the daily cap to 500', busy: true });
    const apply = screen.getByRole('button', { name: 'Apply Changes' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(apply.getAttribute('aria-busy')).toBe('true');
    expect(apply.querySelector('[data-spinner]')).not.toBeNull();
    rerenderWith({ busy: false });
    expect(apply.hasAttribute('disabled')).toBe(false);
    expect(apply.querySelector('[data-spinner]')).toBeNull();
  });

  it('shows the spinner while its own save is pending', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    setUp(editLaunch, { onSubmit, initialText: 'Raise the daily cap to 500' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }));
    const apply = screen.getByRole('button', { name: 'Apply Changes' });
    await waitFor(() => expect(apply.querySelector('[data-spinner]')).not.toBeNull());
    expect(apply.hasAttribute('disabled')).toBe(true);
    await act(async () => finish(false));
    expect(apply.querySelector('[data-spinner]')).toBeNull();
  });

  it('is not rendered while closed', () => {
    render(
      <EditDetailsDialog variant="campaign" open={false} onOpenChange={() => {}} onSubmit={() => true} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
