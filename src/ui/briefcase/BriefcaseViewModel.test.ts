import { afterEach, describe, expect, it } from 'vitest';
import { briefcaseUseCasesOver } from '../../composition/use-cases/briefcase.module';
import { BackendError } from '../../core/domain/errors';
import type { Message } from '../../core/domain/message';
import { FakeEventsPort } from '../../core/testing/FakeEventsPort';
import { ManualClock } from '../../core/testing/ManualClock';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import { createBriefcaseViewModel } from './createBriefcaseViewModel';
import type { BriefcaseRow } from './rows';
import {
  CHAT_ID,
  chatHolding,
  fakeSession,
  fileChangesSent,
  messagesOf,
  openChat,
  result,
  upload,
} from './testing/fakes';

// Local times, so names ('Fb Api 8:00 AM') and dates ('Today, …') read the same in any time zone.
const day = (d: number, time = '08:00') => `2026-11-${String(d).padStart(2, '0')}T${time}:00`;
const NOW = new Date(2026, 10, 23, 12, 0).getTime();

let open: BriefcaseViewModel[] = [];
afterEach(() => {
  for (const vm of open) vm.dispose();
  open = [];
});

function setup(messages: Message[], session = fakeSession()) {
  const server = chatHolding(messages);
  const source = openChat(server);
  const clock = new ManualClock(NOW);
  const events = new FakeEventsPort();
  let closed = 0;
  const vm = createBriefcaseViewModel({
    useCases: briefcaseUseCasesOver({ chat: server, clock }),
    session,
    clock,
    source,
    events,
    close: () => {
      closed += 1;
    },
  });
  open.push(vm);
  return { vm, server, source, clock, events, closedTimes: () => closed };
}

const names = (rows: readonly BriefcaseRow[]) =>
  rows.map((row) =>
    row.kind === 'file' ? row.file.name : row.kind === 'section' ? `[${row.section}]` : `(${row.text})`,
  );

const fileNamed = (vm: BriefcaseViewModel, name: string) => {
  const file = [...vm.files.generatedFiles, ...vm.files.uploadedFiles].find((f) => f.name === name);
  if (!file) throw new Error(`no file ${name}`);
  return file;
};

describe('BriefcaseViewModel: the Workflow tab', () => {
  it('groups generated files by the action that produced them, in the sections of the spec', () => {
    const { vm } = setup([
      result(day(20), 'campaign-processor', { files: [{ name: 'IO result' }] }),
      result(day(20, '09:00'), 'creative-augmentor', { files: [{ name: 'Creatives' }] }),
      result(day(20, '10:00'), 'launch-augmentor', { files: [{ name: 'Launch' }] }),
      result(day(20, '11:00'), 'fb-api', { files: [{ name: 'Facebook campaign' }] }),
      result(day(20, '12:00'), 'campaign-augmentor', { files: [{ name: 'IO update' }] }),
    ]);
    expect(names(vm.files.workflowRows)).toEqual([
      '[Campaign]',
      'Facebook campaign',
      '[Launch Configuration]',
      'Launch',
      '[Creative]',
      'Creatives',
      '[IO]',
      'IO result',
      'IO update',
    ]);
  });

  it('lists pinned files first, then the oldest first', () => {
    const { vm } = setup([
      result(day(21), 'fb-api', { files: [{ name: 'Older' }] }),
      result(day(22), 'fb-api', { files: [{ name: 'Newer pinned', pinned: true }] }),
      result(day(20), 'fb-api', { files: [{ name: 'Oldest' }] }),
    ]);
    expect(vm.files.generatedFiles.map((f) => f.name)).toEqual(['Newer pinned', 'Oldest', 'Older']);
  });

  it('starts empty sections collapsed, opens a section on its first file and collapses it when emptied', () => {
    const { vm, source, server } = setup([result(day(20), 'campaign-processor')]);
    expect([...vm.collapsed].sort()).toEqual(['Campaign', 'Creative', 'Launch Configuration']);
    const launcher = result(day(21), 'campaign-launcher');
    source.replaceMessages([...messagesOf(server), launcher]);
    expect(vm.collapsed.has('Launch Configuration')).toBe(false);
    source.replaceMessages([launcher]);
    expect(vm.collapsed.has('IO')).toBe(true);
    expect(names(vm.files.workflowRows)).toEqual([
      '[Campaign]',
      '[Launch Configuration]',
      'Campaign Launcher 8:00 AM',
      '[Creative]',
      '[IO]',
    ]);
  });

  it("keeps the user's choice for sections whose emptiness did not change", () => {
    const { vm, source, server } = setup([result(day(20), 'campaign-processor')]);
    vm.sectionToggled('IO');
    expect(vm.collapsed.has('IO')).toBe(true);
    source.replaceMessages([...messagesOf(server), result(day(21), 'campaign-augmentor')]);
    expect(vm.collapsed.has('IO')).toBe(true);
  });

  it("says 'No files in {section}' for a section opened without files", () => {
    const { vm } = setup([result(day(20), 'campaign-processor')]);
    vm.sectionToggled('Creative');
    expect(names(vm.files.workflowRows)).toContain('(No files in Creative)');
  });
});

describe('BriefcaseViewModel: the Uploaded tab', () => {
  it('lists uploaded files pinned first, then the newest first', () => {
    const { vm } = setup([
      upload(day(20), 'old.pdf', { name: 'pinned.pdf', pinned: true }),
      upload(day(22), 'new.xlsx'),
      upload(day(21), 'middle.docx'),
    ]);
    expect(names(vm.files.uploadedRows)).toEqual(['pinned.pdf', 'new.xlsx', 'middle.docx', 'old.pdf']);
  });
});

describe('BriefcaseViewModel: search, badges and empty texts', () => {
  const messages = () => [
    upload(day(20), 'Acme_IO.pdf', 'Media plan.xlsx'),
    result(day(20, '09:00'), 'campaign-processor', { files: [{ name: 'ACME campaign' }] }),
    result(day(20, '10:00'), 'creative-processor', { files: [{ name: 'Banners' }] }),
  ];

  it('filters both tabs by a case-insensitive part of the name and counts what is left', () => {
    const { vm } = setup(messages());
    expect([vm.files.workflowCount, vm.files.uploadedCount]).toEqual([2, 2]);
    vm.searchTyped('acme');
    expect(vm.files.workflowMatches.map((f) => f.name)).toEqual(['ACME campaign']);
    expect(vm.files.uploadedMatches.map((f) => f.name)).toEqual(['Acme_IO.pdf']);
    expect([vm.files.workflowCount, vm.files.uploadedCount]).toEqual([1, 1]);
    vm.searchTyped('N');
    expect(vm.files.workflowMatches.map((f) => f.name)).toEqual(['ACME campaign', 'Banners']);
    expect(vm.files.uploadedMatches.map((f) => f.name)).toEqual(['Media plan.xlsx']);
  });

  it('shows every empty text of the spec in its situation', () => {
    const empty = setup([]).vm;
    expect([empty.files.workflowEmptyText, empty.files.uploadedEmptyText]).toEqual([
      'No generated files',
      'No uploaded files',
    ]);

    const { vm } = setup(messages());
    expect([vm.files.workflowEmptyText, vm.files.uploadedEmptyText]).toEqual([null, null]);
    vm.searchTyped('nothing like this');
    expect([vm.files.workflowEmptyText, vm.files.uploadedEmptyText]).toEqual([
      'No matching files found',
      'No matching files found',
    ]);
    vm.searchTyped('banners');
    expect(vm.files.uploadedEmptyText).toBe('No matching uploaded files found');
    vm.searchTyped('.pdf');
    expect(vm.files.workflowEmptyText).toBe('No matching generated files found');
  });
});

describe('BriefcaseViewModel: what a file shows', () => {
  it('dates files as Today, Yesterday or M/D/YY with the time', () => {
    const { vm } = setup([
      upload(day(23, '08:05'), 'today.pdf'),
      upload(day(22, '14:30'), 'yesterday.pdf'),
      upload(day(3, '07:00'), 'older.pdf'),
    ]);
    expect(vm.dateOf(fileNamed(vm, 'today.pdf'))).toBe('Today, 8:05 AM');
    expect(vm.dateOf(fileNamed(vm, 'yesterday.pdf'))).toBe('Yesterday, 2:30 PM');
    expect(vm.dateOf(fileNamed(vm, 'older.pdf'))).toBe('11/3/26, 7:00 AM');
  });

  it('previews the first 100 characters of the content and carries the approval status', () => {
    const { vm } = setup([
      result(day(20), 'campaign-processor', { content: 'x'.repeat(150), status: 'approved' }),
      result(day(21), 'campaign-launcher', { status: 'rejected' }),
      result(day(22), 'fb-api'),
    ]);
    const [approved, rejected, plain] = vm.files.generatedFiles;
    expect(vm.previewOf(approved!)).toBe(`${'x'.repeat(100)}...`);
    expect([approved?.status, rejected?.status, plain?.status]).toEqual(['approved', 'rejected', undefined]);
  });
});

describe('BriefcaseViewModel: going to, referencing and the menus', () => {
  it('offers Reference in chat for generated files only, and Pin or Unpin as fits', () => {
    const { vm } = setup([upload(day(20), { name: 'brief.pdf', pinned: true }), result(day(20), 'fb-api')]);
    const labels = (name: string) => vm.menuItemsOf(fileNamed(vm, name)).map((item) => item.label);
    expect(labels('brief.pdf')).toEqual(['Go to message', 'Rename', 'Unpin']);
    expect(labels('Fb Api 8:00 AM')).toEqual(['Reference in chat', 'Go to message', 'Rename', 'Pin']);
  });

  it('goes to the source message on a click or Go to message, and references a result', () => {
    const brief = upload(day(20), 'brief.pdf');
    const fb = result(day(20), 'fb-api');
    const { vm, source } = setup([brief, fb]);
    vm.fileClicked(`${brief.messageId}:0`);
    vm.menuItemChosen(fb.messageId, 'go-to-message');
    vm.menuItemChosen(fb.messageId, 'reference');
    vm.menuItemChosen(`${brief.messageId}:0`, 'reference');
    expect(source.wentTo).toEqual([brief.messageId, fb.messageId]);
    expect(source.referenced).toEqual([fb.messageId]);
  });
});

describe('BriefcaseViewModel: rename', () => {
  it('commits a trimmed, changed name at once and saves it through the file metadata call', async () => {
    const brief = upload(day(20), 'brief.pdf');
    const { vm, server } = setup([brief]);
    const id = `${brief.messageId}:0`;
    vm.renameStarted(id);
    expect(vm.editingFileId).toBe(id);
    server.holdFileChanges = true;
    const saving = vm.renameSubmitted(id, '  Q4 brief.pdf  ');
    expect(vm.editingFileId).toBeNull();
    expect(vm.files.uploadedFiles[0]?.name).toBe('Q4 brief.pdf');
    server.release();
    await saving;
    expect(fileChangesSent(server)).toEqual([
      { messageId: brief.messageId, change: { name: 'Q4 brief.pdf' } },
    ]);
  });

  it('ignores a blank or unchanged name, and Escape leaves the name as it was', async () => {
    const { vm, server } = setup([result(day(20), 'fb-api', { files: [{ name: 'Launch' }] })]);
    const id = vm.files.generatedFiles[0]!.id;
    await vm.renameSubmitted(id, '   ');
    await vm.renameSubmitted(id, ' Launch ');
    vm.renameStarted(id);
    vm.renameCancelled();
    expect(vm.editingFileId).toBeNull();
    expect(fileChangesSent(server)).toEqual([]);
    expect(vm.files.generatedFiles[0]?.name).toBe('Launch');
  });

  it("gives a name another file has (ignoring case) the smallest free ' (n)', across both tabs", async () => {
    const { vm, server } = setup([
      upload(day(20), 'Report.pdf', 'report (1).pdf'),
      result(day(20), 'fb-api', { files: [{ name: 'Summary' }] }),
      result(day(21), 'fb-api', { files: [{ name: 'Other' }] }),
    ]);
    await vm.renameSubmitted(fileNamed(vm, 'Summary').id, 'REPORT.pdf');
    await vm.renameSubmitted(fileNamed(vm, 'Other').id, 'summary');
    expect(vm.files.generatedFiles.map((f) => f.name)).toEqual(['REPORT (2).pdf', 'summary']);
    expect(fileChangesSent(server).map((call) => call.change)).toEqual([
      { name: 'REPORT (2).pdf' },
      { name: 'summary' },
    ]);
  });

  it('keeps a saved name and pin through a reload of the history', async () => {
    const { vm, source } = setup([result(day(20), 'fb-api'), result(day(21), 'fb-api')]);
    const [first, second] = vm.files.generatedFiles;
    await vm.renameSubmitted(first!.id, 'Summer sale launch');
    await vm.pinToggled(second!.id);
    await source.reloadHistory();
    vm.reset(); // forget every local change: only what the server kept remains
    expect(vm.files.generatedFiles.map((f) => [f.name, f.pinned])).toEqual([
      ['Fb Api 8:00 AM', true],
      ['Summer sale launch', false],
    ]);
  });

  it('renames the right file of a message that carries several', async () => {
    const { vm, source, server } = setup([
      upload(
        day(20),
        { name: 'io.pdf', storagePath: 'up/io.pdf' },
        { name: 'plan.xlsx', storagePath: 'up/plan.xlsx' },
      ),
    ]);
    await vm.renameSubmitted(fileNamed(vm, 'plan.xlsx').id, 'media plan.xlsx');
    expect(fileChangesSent(server)[0]?.change).toEqual({
      name: 'media plan.xlsx',
      storagePath: 'up/plan.xlsx',
    });
    await source.reloadHistory();
    vm.reset();
    expect(vm.files.uploadedFiles.map((f) => f.name).sort()).toEqual(['io.pdf', 'media plan.xlsx']);
  });

  it('puts the old name back and says why when the save fails', async () => {
    const { vm, server } = setup([upload(day(20), 'brief.pdf')]);
    server.failNext = new BackendError('rejected', 'name is required');
    await vm.renameSubmitted(vm.files.uploadedFiles[0]!.id, 'new name.pdf');
    expect(vm.files.uploadedFiles[0]?.name).toBe('brief.pdf');
    expect(vm.error).toBe('Could not rename "brief.pdf": name is required');
    vm.errorDismissed();
    expect(vm.error).toBeNull();
  });
});

describe('BriefcaseViewModel: pin', () => {
  it('pins at once, moving the file first, and saves the pin', async () => {
    const { vm, server } = setup([upload(day(20), 'a.pdf'), upload(day(21), 'b.pdf')]);
    expect(vm.files.uploadedFiles.map((f) => f.name)).toEqual(['b.pdf', 'a.pdf']);
    const a = fileNamed(vm, 'a.pdf');
    vm.menuItemChosen(a.id, 'pin');
    expect(vm.files.uploadedFiles.map((f) => [f.name, f.pinned])).toEqual([
      ['a.pdf', true],
      ['b.pdf', false],
    ]);
    await Promise.resolve();
    expect(fileChangesSent(server)).toEqual([{ messageId: a.messageId, change: { pinned: true } }]);
  });

  it('unpins back and forth, and undoes a pin the server refused', async () => {
    const { vm, server } = setup([upload(day(20), { name: 'a.pdf', pinned: true })]);
    const id = vm.files.uploadedFiles[0]!.id;
    server.failNext = new BackendError('refused', 'Not allowed');
    await vm.pinToggled(id);
    expect(vm.files.uploadedFiles[0]?.pinned).toBe(true);
    expect(vm.error).toBe('Could not unpin "a.pdf": Not allowed');
    await vm.pinToggled(id);
    expect(vm.files.uploadedFiles[0]?.pinned).toBe(false);
    expect(vm.error).toBeNull();
  });
});

describe('BriefcaseViewModel: opening a file', () => {
  const link = (linkExpiresAt: number) => ({
    name: 'io.pdf',
    url: 'https://files.example/io.pdf',
    linkExpiresAt,
  });

  it('opens a link that is still valid as it is', async () => {
    const { vm, server } = setup([upload(day(20), link(NOW + 1000))]);
    expect(await vm.fileOpenRequested(vm.files.uploadedFiles[0]!.id)).toBe('https://files.example/io.pdf');
    expect(server.callsOf('refreshFiles').length).toBe(0);
  });

  it('renews expired links for 72 hours, reloads the history and opens the renewed link', async () => {
    const { vm, server } = setup([upload(day(20), link(NOW - 1000))]);
    const url = await vm.fileOpenRequested(vm.files.uploadedFiles[0]!.id);
    expect(server.callsOf('refreshFiles').length).toBe(1);
    expect(url).toBe('https://files.example/io.pdf?renewed=72h');
  });

  it('opens nothing and says why when the renewal fails; a file without a link has nothing to open', async () => {
    const { vm, server } = setup([upload(day(20), link(0), 'no-link.txt')]);
    server.failNext = new Error('Network down');
    expect(await vm.fileOpenRequested(fileNamed(vm, 'io.pdf').id)).toBeNull();
    expect(vm.error).toBe('Could not open "io.pdf": Network down');
    expect(vm.canOpen(fileNamed(vm, 'no-link.txt'))).toBe(false);
    expect(await vm.fileOpenRequested(fileNamed(vm, 'no-link.txt').id)).toBeNull();
  });
});

describe('BriefcaseViewModel: width', () => {
  it('opens 300 px wide and stays between 250 px and 30% of the window', () => {
    const { vm } = setup([]);
    vm.panel.windowResized(2000);
    expect(vm.panel.width).toBe(300);
    expect(vm.panel.bounds).toEqual({ min: 250, max: 600 });
    vm.panel.changed(100);
    expect(vm.panel.width).toBe(250);
    vm.panel.changed(900);
    expect(vm.panel.width).toBe(600);
    vm.panel.windowResized(1000);
    expect(vm.panel.width).toBe(300);
  });
});

describe('BriefcaseViewModel: who may use it, and starting afresh', () => {
  it('is not for users without can_send_message: nothing they do has an effect', async () => {
    const brief = upload(day(20), 'brief.pdf');
    const { vm, server, source } = setup([brief], fakeSession({ permissions: {} }));
    expect(vm.canUse).toBe(false);
    vm.fileClicked(`${brief.messageId}:0`);
    vm.renameStarted(`${brief.messageId}:0`);
    await vm.renameSubmitted(`${brief.messageId}:0`, 'other.pdf');
    await vm.pinToggled(`${brief.messageId}:0`);
    expect([source.wentTo, vm.editingFileId, fileChangesSent(server)]).toEqual([[], null, []]);
  });

  it('closes and resets on closeBriefcase and resetChat', () => {
    const { vm, events, closedTimes } = setup([result(day(20), 'campaign-processor')]);
    vm.searchTyped('acme');
    vm.tabChosen('uploaded');
    vm.sectionToggled('IO');
    events.emit('closeBriefcase', {});
    expect([vm.query, vm.activeTab, vm.collapsed.has('IO'), closedTimes()]).toEqual([
      '',
      'workflow',
      false,
      1,
    ]);
    vm.searchTyped('acme');
    events.emit('resetChat', {});
    expect([vm.query, closedTimes()]).toEqual(['', 2]);
  });

  it('starts afresh when the user leaves the chat (New Canvas or another chat), but not when a new chat gets its id', () => {
    const { vm, source } = setup([]);
    source.chatChanged(null);
    vm.searchTyped('acme');
    source.chatChanged(CHAT_ID);
    expect(vm.query).toBe('acme');
    source.chatChanged(null);
    expect(vm.query).toBe('');
  });

  it('stops following the events once disposed', () => {
    const { vm, events, closedTimes } = setup([]);
    vm.dispose();
    events.emit('closeBriefcase', {});
    expect(closedTimes()).toBe(0);
  });
});
