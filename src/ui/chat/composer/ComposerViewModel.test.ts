import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUseCasesOver } from '../../../composition/use-cases/chat.module';
import { UPLOAD_FAILED_TEXT } from '../../../core/domain/chat/error-texts';
import { NO_ACCOUNT_TEXT } from '../../../core/domain/chat/send-rules';
import { BackendError } from '../../../core/domain/errors';
import type { UploadSource } from '../../../core/ports/acting-context';
import { ManualClock } from '../../../core/testing/ManualClock';
import { aUser } from '../../../core/testing/users';
import {
  ALL_CHAT_PERMISSIONS,
  aMessage,
  aSendAnswer,
  FakeChatPort,
  FakeStoragePort,
  fakeSession,
} from '../testing/fakes';
import { ChatViewModel } from '../thread/ChatViewModel';
import { ComposerViewModel, NOT_READY_PLACEHOLDER, READY_PLACEHOLDER } from './ComposerViewModel';

function setup() {
  const chat = new FakeChatPort();
  const session = fakeSession();
  const clock = new ManualClock();
  const useCases = chatUseCasesOver({ chat, clock, storage: new FakeStoragePort() });
  const thread = new ChatViewModel({ useCases, clock, session });
  thread.startNewChat();
  const composer = new ComposerViewModel({ uploadFile: useCases.uploadFile, session, thread });
  return { chat, session, thread, composer };
}

const file = (name: string): UploadSource => ({
  name,
  size: 3,
  type: 'application/pdf',
  data: new Blob(['pdf']),
});

const ack = aSendAnswer({ message: 'Hi' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ComposerViewModel', () => {
  it('invites a message when ready, and asks for an account when not', () => {
    const { composer, session } = setup();
    expect(composer.placeholder).toBe(READY_PLACEHOLDER);
    session.user = aUser({ role: 'Admin', accountId: null, accounts: [], permissions: ALL_CHAT_PERMISSIONS });
    expect(composer.placeholder).toBe(NOT_READY_PLACEHOLDER);
  });

  it('gives the box the height of its measured text, from 56 up to 200 px', () => {
    const { composer } = setup();
    expect(composer.boxHeight).toBe(56);
    composer.textMeasured(120);
    expect(composer.boxHeight).toBe(120);
    composer.textMeasured(640);
    expect(composer.boxHeight).toBe(200);
  });

  it('sends the trimmed text and empties the box', async () => {
    const { composer, chat } = setup();
    chat.sendAnswers = [ack];
    composer.textChanged('  hello  ');
    expect(await composer.sendClicked()).toBe(true);
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({ message: 'hello' });
    expect(composer.text).toBe('');
  });

  it('does nothing with an empty box', async () => {
    const { composer, chat } = setup();
    composer.textChanged('   ');
    expect(composer.canSend).toBe(false);
    expect(await composer.sendClicked()).toBe(false);
    expect(chat.callsOf('sendMessage')).toHaveLength(0);
  });

  it('cannot send without permission to message', () => {
    const { composer, session } = setup();
    session.user = aUser({ permissions: {} });
    composer.textChanged('hello');
    expect(composer.canSend).toBe(false);
  });

  it('tells a user without an account why nothing was sent', async () => {
    const { composer, session } = setup();
    session.user = aUser({ accountId: null, accounts: [], permissions: ALL_CHAT_PERMISSIONS });
    composer.textChanged('hello');
    await composer.sendClicked();
    expect(composer.sendError).toBe(NO_ACCOUNT_TEXT);
  });

  it('keeps the typed text and the attached files when the send fails', async () => {
    const { composer, chat, thread } = setup();
    await composer.filesChosen([file('io.pdf')]);
    composer.textChanged('process this');
    chat.sendAnswers = [new BackendError('unavailable', 'boom')];
    expect(await composer.sendClicked()).toBe(false);
    expect(composer.text).toBe('process this');
    expect(composer.files.map((f) => f.metadata.name)).toEqual(['io.pdf']);
    expect(thread.messages.at(-1)?.content).toBe('Sorry, there was an error processing your request.');
  });

  it('sends files alone, without text', async () => {
    const { composer, chat } = setup();
    await composer.filesChosen([file('io.pdf')]);
    chat.sendAnswers = [ack];
    expect(composer.canSend).toBe(true);
    await composer.sendClicked();
    expect(chat.callsOf('sendMessage')[0]?.args[0]).toMatchObject({
      files: [{ name: 'io.pdf', storagePath: 'uploads/io.pdf' }],
    });
    expect(composer.files).toEqual([]);
  });

  it('uploads several files one call each and shows a chip per file', async () => {
    const { composer, chat } = setup();
    await composer.filesChosen([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(chat.callsOf('uploadFile')).toHaveLength(3);
    expect(composer.files.map((f) => f.metadata.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(composer.showClearAll).toBe(true);
    composer.fileRemoved(composer.files[1]!.key);
    expect(composer.files.map((f) => f.metadata.name)).toEqual(['a.pdf', 'c.pdf']);
    composer.filesCleared();
    expect(composer.files).toEqual([]);
  });

  it("offers 'Clear all' only from two files on", async () => {
    const { composer } = setup();
    await composer.filesChosen([file('a.pdf')]);
    expect(composer.showClearAll).toBe(false);
  });

  it('says so when an upload fails, keeping the files that made it', async () => {
    const { composer, chat } = setup();
    chat.uploadAnswers = [
      { storagePath: 'uploads/a.pdf', url: 'https://f/a.pdf', name: 'a.pdf' },
      new BackendError('unavailable', 'boom'),
    ];
    await composer.filesChosen([file('a.pdf'), file('b.pdf')]);
    expect(composer.uploadError).toBe(UPLOAD_FAILED_TEXT);
    expect(composer.files.map((f) => f.metadata.name)).toEqual(['a.pdf']);
  });

  it('does not upload without the upload permission', async () => {
    const { composer, chat, session } = setup();
    session.user = aUser({ permissions: { can_send_message: true } });
    expect(composer.mayUpload).toBe(false);
    await composer.filesChosen([file('a.pdf')]);
    expect(chat.callsOf('uploadFile')).toHaveLength(0);
  });

  it('offers channel templates only for enabled channels and fills the box with one', async () => {
    const { composer, session } = setup();
    expect((await composer.templates()).map((t) => t.label)).not.toContain('Create the campaign on Facebook');
    session.enabledChannels = { facebook: true };
    const facebook = (await composer.templates()).find((t) => t.label === 'Create the campaign on Facebook');
    expect(facebook).toBeDefined();
    composer.templatePicked(facebook!);
    expect(composer.text).toBe('Create the campaign on Facebook');
  });

  it('previews each referenced message in 40 characters and removes references', async () => {
    const { composer, thread, chat } = setup();
    const long = 'Here are the campaign details I extracted from the insertion order.';
    chat.histories.set('chat-1', [aMessage({ id: 'r-1', content: long, jsonResponse: {} })]);
    thread.openChat('chat-1');
    await thread.loadHistory();
    thread.toggleReference(thread.messages[0]!);
    expect(composer.referenceChips).toEqual([{ messageId: 'r-1', preview: `${long.slice(0, 40)}...` }]);
    composer.referenceRemoved('r-1');
    expect(composer.referenceChips).toEqual([]);
  });
});
