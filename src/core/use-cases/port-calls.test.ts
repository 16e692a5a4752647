import { describe, expect, it } from 'vitest';
import { BackendError } from '../domain/errors';
import { PortCalls } from './port-calls';

interface NotesPort {
  listNotes(userId: string): Promise<string[]>;
  deleteNote(userId: string, noteId: string): Promise<void>;
}

class Notes implements NotesPort {
  readonly deleted: string[] = [];
  constructor(private readonly failure?: Error) {}

  async listNotes(userId: string): Promise<string[]> {
    if (this.failure) throw this.failure;
    return [`${userId}'s note`];
  }

  async deleteNote(_userId: string, noteId: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.deleted.push(noteId);
  }
}

describe('PortCalls (the flows that are one port call)', () => {
  it('calls the named method with its arguments, on the port itself, and answers its value', async () => {
    const port = new Notes();
    const calls = new PortCalls<NotesPort>(port);
    expect(await calls.execute('listNotes', 'u-1')).toEqual({ ok: true, value: ["u-1's note"] });
    expect(await calls.execute('deleteNote', 'u-1', 'n-7')).toEqual({ ok: true, value: undefined });
    expect(port.deleted).toEqual(['n-7']);
  });

  it('answers a failure the screens can word, never a thrown error', async () => {
    const calls = new PortCalls<NotesPort>(new Notes(new BackendError('not-found', 'No such note')));
    expect(await calls.execute('deleteNote', 'u-1', 'n-7')).toMatchObject({
      ok: false,
      kind: 'not-found',
      message: 'No such note',
    });
    const offline = new PortCalls<NotesPort>(new Notes(new Error('network down')));
    expect(await offline.execute('listNotes', 'u-1')).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
