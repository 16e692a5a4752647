// @vitest-environment happy-dom
import '../../test-setup/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMessage } from '../testing/fakes';
import type { ChatWorkspaceViewModel } from '../workspace/ChatWorkspaceViewModel';
import { MessageItem } from './MessageItem';

vi.mock('../result-actions/BotResult', () => ({
  default: () => {
    throw new Error('a result the views cannot draw');
  },
}));

const workspace = { timestampOf: () => 'Just now' } as unknown as ChatWorkspaceViewModel;

describe('MessageItem with a result that cannot be drawn', () => {
  it('keeps the message and says the result could not be shown, instead of taking the chat down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = aMessage({
      id: 'b-1',
      type: 'bot',
      content: 'Here are the details.',
      action: 'campaign-processor',
      jsonResponse: { summary: 'x' },
    });
    render(<MessageItem message={message} workspace={workspace} />);
    expect(await screen.findByText('This result could not be shown.')).toBeTruthy();
    expect(screen.getByText('Here are the details.')).toBeTruthy();
  });
});
