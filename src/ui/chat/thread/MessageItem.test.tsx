// @vitest-environment happy-dom
import '../../test-setup/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMessage } from '../testing/fakes';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import { MessageItem } from './MessageItem';

const workspace = { timestampOf: () => 'Just now' } as unknown as ChatWorkspaceViewModel;

function renderWithFile(url: string) {
  const message = aMessage({ id: 'u-1', type: 'user', files: [{ name: 'brief.pdf', url }] });
  render(<MessageItem message={message} workspace={workspace} />);
}

describe('MessageItem attached files', () => {
  it('links a file to its web address', () => {
    renderWithFile('https://storage.example/brief.pdf');
    expect(screen.getByRole('link', { name: 'brief.pdf' }).getAttribute('href')).toBe(
      'https://storage.example/brief.pdf',
    );
  });

  it('shows a file with a script address as plain text, never as a link', () => {
    renderWithFile('javascript:alert(document.cookie)');
    expect(screen.getByText('brief.pdf')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
