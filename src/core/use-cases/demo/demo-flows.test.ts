import { describe, expect, it } from 'vitest';
import { STORY } from '../../domain/demo/story';
import { BackendError } from '../../domain/errors';
import { startSession } from '../../domain/session';
import type { DemoPacks, DemoPort } from '../../ports/DemoPort';
import { aChat, aMessage, aSendAnswer } from '../../testing/builders';
import { FakeAuthPort, tokenFor } from '../../testing/FakeAuthPort';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { FakeEventsPort } from '../../testing/FakeEventsPort';
import { FakeStoragePort } from '../../testing/FakeStoragePort';
import { aUser } from '../../testing/users';
import { DoStoryStep } from './DoStoryStep';
import { ReadStoryProgress } from './ReadStoryProgress';
import { SwitchDemoPack } from './SwitchDemoPack';

const ctx = { userId: 'u-riley', accountId: 'acc-acme' };
const listed: DemoPacks = { current: 'launch-day', packs: [] };

const madeIo = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

function demoPort(
  switchPack: DemoPort['switchPack'],
  fetchSample: DemoPort['fetchSample'] = async () => ({
    name: 'io-contoso-outdoor-spring-trail.pdf',
    size: madeIo.size,
    type: madeIo.type,
    data: madeIo,
  }),
): DemoPort {
  return {
    switchPack,
    listPacks: async () => listed,
    readSettings: async () => ({ speed: 1, faults: 0 }),
    changeSettings: async () => ({ speed: 1, faults: 0 }),
    fetchSample,
  };
}

describe('SwitchDemoPack', () => {
  const riley = aUser({ userId: 'u-riley', email: 'riley@example.com' });
  const signedIn = () => ({ auth: new FakeAuthPort([riley]), storage: new FakeStoragePort() });
  /** The switch over a backend that takes every pack. */
  const switching = (ports = signedIn(), events = new FakeEventsPort()) =>
    new SwitchDemoPack(
      demoPort(async () => listed),
      events,
      ports,
    );

  it('has the page load again once the backend holds the pack', async () => {
    const events = new FakeEventsPort();
    const outcome = await switching(signedIn(), events).execute({ packId: 'launch-day' });
    expect(outcome).toEqual({ ok: true, value: listed });
    expect(events.emittedOf('demoChanged')).toEqual([{ reason: 'pack' }]);
  });

  it('keeps the user signed in as the new pack has them, with the same token and expiry', async () => {
    const ports = signedIn();
    const token = tokenFor(riley);
    const stored = startSession({ ...riley, displayName: 'Old name' }, token, 1_000);
    ports.storage.saveSession(stored);
    const contoso = { ...riley, prospect: { name: 'Contoso Outdoor', accent: '#1f7a4d' } };
    ports.auth.users = [contoso];
    await switching(ports).execute({
      packId: 'fresh-start',
      prospect: { name: 'Contoso Outdoor', currency: 'EUR', accent: '#1f7a4d' },
    });
    expect(await ports.storage.loadSession()).toEqual({ ...stored, user: contoso });
  });

  it('leaves an impersonation as it is', async () => {
    const ports = signedIn();
    const stored = startSession({ ...riley, isImpersonating: true }, tokenFor(riley), 1_000);
    ports.storage.saveSession(stored);
    await switching(ports).execute({
      packId: 'fresh-start',
    });
    expect(ports.auth.callsOf('signIn')).toEqual([]);
    expect(await ports.storage.loadSession()).toEqual(stored);
  });

  it('leaves the page as it is when the switch failed', async () => {
    const events = new FakeEventsPort();
    const refuse = async () => Promise.reject(new BackendError('refused', 'Another switch is under way'));
    const outcome = await new SwitchDemoPack(demoPort(refuse), events, signedIn()).execute({
      packId: 'scale',
    });
    expect(outcome.ok).toBe(false);
    expect(events.emittedOf('demoChanged')).toEqual([]);
  });
});

describe('ReadStoryProgress', () => {
  it('reads the latest chat and the steps its answers reached', async () => {
    const chat = new FakeChatPort();
    chat.chats = [
      aChat({ id: 'c-old', summary: 'Old', updatedAt: '2026-01-01T00:00:00Z' }),
      aChat({ id: 'c-new', summary: 'Q4 holiday', updatedAt: '2026-02-01T00:00:00Z' }),
    ];
    chat.histories.set('c-new', [
      aMessage({
        chatId: 'c-new',
        content: 'Here are the campaign details',
        action: 'campaign-processor',
        status: 'completed',
      }),
    ]);
    const outcome = await new ReadStoryProgress(chat).execute(ctx);
    expect(outcome).toEqual({
      ok: true,
      value: { chatId: 'c-new', chatName: 'Q4 holiday', reached: ['drop-io'] },
    });
  });

  it('has no story before an account is chosen', async () => {
    const chat = new FakeChatPort();
    expect(await new ReadStoryProgress(chat).execute({ userId: 'u-alex', accountId: null })).toEqual({
      ok: true,
      value: null,
    });
    expect(chat.calls).toEqual([]);
  });
});

describe('DoStoryStep', () => {
  const fastTrack = STORY[1];
  const dropIo = STORY[0];
  if (!fastTrack || !dropIo) throw new Error('The story has lost its first steps');
  const noSwitch = async () => listed;

  it("sends the step's message into the story's chat, then has the page load again", async () => {
    const chat = new FakeChatPort();
    chat.sendAnswers = [aSendAnswer({ chatId: 'c-1', messageId: 'm-2' })];
    const events = new FakeEventsPort();
    const outcome = await new DoStoryStep(chat, demoPort(noSwitch), events).execute({
      ctx,
      chatId: 'c-1',
      step: fastTrack,
    });
    expect(outcome.ok).toBe(true);
    expect(chat.callsOf('sendMessage')[0]?.args).toEqual([
      { chatId: 'c-1', message: 'Fast track it to DV360' },
    ]);
    expect(events.emittedOf('demoChanged')).toEqual([{ reason: 'story' }]);
  });

  it('drops the sample IO made for the prospect into the chat with the message', async () => {
    const chat = new FakeChatPort();
    chat.sendAnswers = [aSendAnswer({ chatId: 'c-1', messageId: 'm-2' })];
    const outcome = await new DoStoryStep(chat, demoPort(noSwitch), new FakeEventsPort()).execute({
      ctx,
      chatId: 'c-1',
      step: dropIo,
    });
    expect(outcome.ok).toBe(true);
    expect(chat.callsOf('uploadFile')[0]?.args).toEqual([
      { name: 'io-contoso-outdoor-spring-trail.pdf', size: 8, type: 'application/pdf' },
      'c-1',
    ]);
    expect(chat.callsOf('sendMessage')[0]?.args).toMatchObject([
      {
        chatId: 'c-1',
        message: 'Process this insertion order',
        files: [{ name: 'io-contoso-outdoor-spring-trail.pdf' }],
      },
    ]);
  });

  it('says where the sample is when the demo backend makes none (the in-page one)', async () => {
    const chat = new FakeChatPort();
    const none = async () => Promise.reject(new BackendError('not-found', 'Not found'));
    const events = new FakeEventsPort();
    const outcome = await new DoStoryStep(chat, demoPort(noSwitch, none), events).execute({
      ctx,
      chatId: 'c-1',
      step: dropIo,
    });
    expect(outcome).toMatchObject({
      ok: false,
      kind: 'not-allowed',
      message:
        'This demo backend makes no sample files: drag the sample insertion order of mock-server/fixtures/ into the chat.',
    });
    expect(chat.callsOf('sendMessage')).toEqual([]);
    expect(events.emittedOf('demoChanged')).toEqual([]);
  });
});
