import { describe, expect, it } from 'vitest';
import { canSend, canUpload, type SendAttempt, sendBlock, sendBlockText, uploadBlock } from './send-rules';

const attempt = (overrides: Partial<SendAttempt> = {}): SendAttempt => ({
  text: 'Process this insertion order',
  fileCount: 0,
  sending: false,
  uploading: false,
  permissions: { can_send_message: true },
  ready: true,
  ...overrides,
});

describe('starting a send (spec 1 §5)', () => {
  it('sends text, or files without text', () => {
    expect(canSend(attempt())).toBe(true);
    expect(canSend(attempt({ text: '', fileCount: 1 }))).toBe(true);
  });

  it('does nothing for blank text without files', () => {
    expect(sendBlock(attempt({ text: '  \n ' }))).toBe('empty');
    expect(sendBlockText('empty')).toBeNull();
  });

  it('does nothing while a send or an upload is in flight', () => {
    expect(sendBlock(attempt({ sending: true }))).toBe('in-flight');
    expect(sendBlock(attempt({ uploading: true }))).toBe('in-flight');
    expect(sendBlockText('in-flight')).toBeNull();
  });

  it('needs can_send_message', () => {
    expect(sendBlock(attempt({ permissions: {} }))).toBe('not-permitted');
    expect(sendBlock(attempt({ permissions: { can_send_message: false } }))).toBe('not-permitted');
  });

  it('needs an account, and says so', () => {
    const block = sendBlock(attempt({ ready: false }));
    expect(block).toBe('not-ready');
    expect(sendBlockText(block)).toBe(
      'No valid accountId found. Please select an account or contact support.',
    );
  });

  it('has nothing to say about a send that can start', () => {
    expect(sendBlockText(sendBlock(attempt()))).toBeNull();
  });
});

describe('uploading files (spec 1 §5)', () => {
  it('needs can_upload_attachment and readiness', () => {
    expect(canUpload({ can_upload_attachment: true }, true)).toBe(true);
    expect(uploadBlock({ can_send_message: true }, true)).toBe('not-permitted');
    expect(uploadBlock({ can_upload_attachment: true }, false)).toBe('not-ready');
  });
});
