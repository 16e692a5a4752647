import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpChatAdapter } from '../../adapters/http/HttpChatAdapter';
import { HttpClient } from '../../adapters/http/HttpClient';
import { createMemoryBackend, MEMORY_API_KEY, type MemoryBackend } from '../../adapters/memory';
import { briefcaseUseCasesOver } from '../../composition/use-cases/briefcase.module';
import { BackendError } from '../../core/domain/errors';
import type { ChatPort } from '../../core/ports/ChatPort';
import { ManualClock } from '../../core/testing/ManualClock';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import { createBriefcaseViewModel } from './createBriefcaseViewModel';
import { fakeSession } from './testing/fakes';
import { HistorySource } from './testing/HistorySource';

/**
 * The briefcase against the demo backend in process, through the real HTTP adapters: what the
 * backend keeps and what it refuses (issue 4).
 */
const riley = { userId: 'u-riley-planner', accountId: 'acc-acme-media' };
const alex = { userId: 'u-alex-admin', accountId: 'acc-globex-retail' };
const CHAT = 'chat-seed-1';
const UPLOAD = 'msg-briefcase-upload';

let clock: ManualClock;
let backend: MemoryBackend;
let vm: BriefcaseViewModel | null = null;

async function chatPortFor(email: string): Promise<ChatPort> {
  const answer = await backend.fetch('/api/demo/token', {
    method: 'POST',
    headers: { 'x-api-key': MEMORY_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { token } = (await answer.json()) as { token: string };
  const http = new HttpClient({
    baseUrl: 'http://sidekick.memory',
    apiKey: MEMORY_API_KEY,
    fetch: backend.fetch,
    getToken: () => token,
    retryDelayMs: () => 0,
  });
  return new HttpChatAdapter(http);
}

beforeEach(() => {
  clock = new ManualClock();
  backend = createMemoryBackend({ now: () => clock.now() });
  // Riley attached two files to a message of their pinned chat.
  backend.data.messages.push({
    id: UPLOAD,
    chat_id: CHAT,
    user_id: riley.userId,
    account_id: riley.accountId,
    type: 'user',
    content: 'Here are the insertion order and the media plan',
    timestamp: new Date(clock.now() - 60_000).toISOString(),
    file_metadata: [
      { name: 'io.pdf', gcsPath: 'uploads/io.pdf' },
      { name: 'plan.xlsx', gcsPath: 'uploads/plan.xlsx' },
    ],
  });
});

afterEach(() => {
  vm?.dispose();
  vm = null;
});

async function openBriefcase(chat: ChatPort) {
  const source = new HistorySource(chat, riley, CHAT);
  await source.reloadHistory();
  vm = createBriefcaseViewModel({
    useCases: briefcaseUseCasesOver({ chat, clock }),
    session: fakeSession({ userId: riley.userId, accountId: riley.accountId }),
    clock,
    source,
  });
  return { vm, source };
}

const named = (briefcase: BriefcaseViewModel, name: string) => {
  const file = [...briefcase.files.uploadedFiles, ...briefcase.files.generatedFiles].find(
    (f) => f.name === name,
  );
  if (!file) throw new Error(`no file named ${name}`);
  return file;
};

describe('the briefcase against the demo backend', () => {
  it("keeps an uploaded file's new name and pin after the history is loaded again", async () => {
    const chat = await chatPortFor('riley.planner@example.com');
    const { vm: briefcase } = await openBriefcase(chat);
    await briefcase.renameSubmitted(named(briefcase, 'plan.xlsx').id, 'Media plan Q4.xlsx');
    await briefcase.pinToggled(named(briefcase, 'io.pdf').id);
    expect(briefcase.error).toBeNull();

    const { vm: reloaded } = await openBriefcase(chat);
    expect(reloaded.files.uploadedFiles.map((f) => [f.name, f.pinned])).toEqual([
      ['io.pdf', true],
      ['Media plan Q4.xlsx', false],
    ]);
  });

  it('refuses an empty name with 400 and a JSON error', async () => {
    const chat = await chatPortFor('riley.planner@example.com');
    const refusal = await chat.updateFileMetadata(riley, UPLOAD, { name: '   ' }).catch((error) => error);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({ status: 400, message: 'name must not be empty' });
  });

  it('refuses a file of another account with 403, and the briefcase puts the name back', async () => {
    const alexChat = await chatPortFor('alex.admin@example.com');
    const refusal = await alexChat.updateFileMetadata(alex, UPLOAD, { name: 'Mine.pdf' }).catch((e) => e);
    expect(refusal).toMatchObject({ status: 403 });

    // Alex sees Riley's chat only through a view that should never have been offered: the save fails visibly.
    const rileysChat = await chatPortFor('riley.planner@example.com');
    const source = new HistorySource(rileysChat, riley, CHAT);
    await source.reloadHistory();
    vm = createBriefcaseViewModel({
      useCases: briefcaseUseCasesOver({ chat: alexChat, clock }),
      session: fakeSession({ userId: alex.userId, accountId: alex.accountId }),
      clock,
      source,
    });
    await vm.renameSubmitted(named(vm, 'io.pdf').id, 'Mine.pdf');
    expect(named(vm, 'io.pdf')).toBeTruthy();
    expect(vm.error).toMatch(/^Could not rename "io.pdf": /);
    expect(backend.data.messages.find((m) => m.id === UPLOAD)?.file_metadata?.[0]?.name).toBe('io.pdf');
  });

  it("keeps a generated file's new name and pin after the history is loaded again", async () => {
    const chat = await chatPortFor('riley.planner@example.com');
    const { vm: briefcase } = await openBriefcase(chat);
    const io = briefcase.files.generatedFiles.find((file) => file.action === 'campaign-processor');
    if (!io) throw new Error('the seeded chat has an IO result');
    await briefcase.renameSubmitted(io.id, 'Q4 IO result');
    await briefcase.pinToggled(io.id);
    expect(briefcase.error).toBeNull();

    const { vm: reloaded } = await openBriefcase(chat);
    expect(reloaded.files.generatedFiles.find((file) => file.id === io.id)).toMatchObject({
      name: 'Q4 IO result',
      pinned: true,
    });
  });
});
