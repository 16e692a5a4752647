import { describe, expect, it } from 'vitest';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { RowActions, type RowActionsDeclaration } from './RowActions';

interface Row {
  id: string;
  name: string;
  pinned: boolean;
}

/** A save the test answers when it wants, to look at the list while it is in flight. */
function heldSave() {
  let answer: (outcome: Outcome<unknown>) => void = () => {};
  const calls: unknown[][] = [];
  const save = (...args: unknown[]) => {
    calls.push(args);
    return new Promise<Outcome<unknown>>((resolve) => {
      answer = resolve;
    });
  };
  return { save, calls, answer: (outcome: Outcome<unknown>) => answer(outcome) };
}

function listOf(rows: Row[], declare: Partial<RowActionsDeclaration<Row>> = {}) {
  const state = { rows, allowed: true, removed: [] as string[], reloads: 0 };
  const rename = heldSave();
  const pin = heldSave();
  const actions = new RowActions<Row>({
    idOf: (row) => row.id,
    find: (id) => state.rows.find((row) => row.id === id),
    rename: {
      allowed: () => state.allowed,
      planned: (row, input) => (input.trim() && input.trim() !== row.name ? input.trim() : null),
      shown: (name) => ({ name }),
      save: rename.save,
      failed: 'Failed to update folder',
      saved: () => {
        state.reloads += 1;
      },
    },
    pin: {
      pinned: (row) => row.pinned,
      shown: (pinned) => ({ pinned }),
      save: pin.save,
      failedFor: (row) => (words) => `Could not pin "${row.name}": ${words}`,
    },
    remove: {
      blocked: (row) => (row.pinned ? 'Please unpin the chat before removing it.' : null),
      save: async (row) => (row.id === 'b' ? failed('rejected', 'in use') : succeeded()),
      failed: { rejected: 'Cannot delete folder that contains campaigns.', otherwise: 'Failed' },
      removed: (row) => {
        state.removed.push(row.id);
      },
    },
    ...declare,
  });
  const shown = () => actions.shown(state.rows).map((row) => `${row.name}${row.pinned ? ' (pinned)' : ''}`);
  return { actions, state, rename, pin, shown };
}

const rows = (): Row[] => [
  { id: 'a', name: 'Alpha', pinned: false },
  { id: 'b', name: 'Beta', pinned: false },
];

describe('RowActions: rename', () => {
  it('shows the new name while it saves, keeps it once saved, and runs what follows a save', async () => {
    const { actions, state, rename, shown } = listOf(rows());
    actions.renameStarted('a');
    expect(actions.renamingId).toBe('a');
    const saving = actions.renameCommitted('a', '  Alpha 2 ');
    expect(actions.renamingId).toBeNull();
    expect(shown()).toEqual(['Alpha 2', 'Beta']);
    rename.answer(succeeded());
    await saving;
    expect(shown()).toEqual(['Alpha 2', 'Beta']);
    expect(rename.calls).toEqual([[{ id: 'a', name: 'Alpha', pinned: false }, '  Alpha 2 ']]);
    expect(state.reloads).toBe(1);
  });

  it('puts the old name back and says so when the save fails', async () => {
    const { actions, rename, shown } = listOf(rows());
    const saving = actions.renameCommitted('a', 'Gamma');
    rename.answer(failed('unavailable', 'timeout'));
    await saving;
    expect(shown()).toEqual(['Alpha', 'Beta']);
    expect(actions.error).toBe('Failed to update folder');
  });

  it('sends nothing for a blank or unchanged name, nor for a second commit of the same edit', async () => {
    const { actions, rename } = listOf(rows());
    await actions.renameCommitted('a', '   ');
    await actions.renameCommitted('a', 'Alpha');
    const first = actions.renameCommitted('a', 'Delta');
    const second = actions.renameCommitted('a', 'Delta');
    rename.answer(succeeded());
    await Promise.all([first, second]);
    expect(rename.calls).toHaveLength(1);
  });

  it('does not start an edit the user may not make', () => {
    const { actions, state } = listOf(rows());
    state.allowed = false;
    actions.renameStarted('a');
    expect(actions.renamingId).toBeNull();
  });
});

describe('RowActions: pin', () => {
  it('pins at once and unpins back when the save fails, in words that name the row', async () => {
    const { actions, pin, shown } = listOf(rows());
    const saving = actions.pinToggled('b');
    expect(shown()).toEqual(['Alpha', 'Beta (pinned)']);
    expect(pin.calls[0]?.[1]).toBe(true);
    pin.answer(failed('unavailable', 'offline'));
    await saving;
    expect(shown()).toEqual(['Alpha', 'Beta']);
    expect(actions.error).toBe('Could not pin "Beta": offline');
  });

  it('lets fresh rows from the server take over once saved, but not while a save is on its way', async () => {
    const { actions, state, pin, shown } = listOf(rows());
    const saving = actions.pinToggled('a');
    state.rows = rows();
    actions.settled();
    expect(shown()).toEqual(['Alpha (pinned)', 'Beta']);
    pin.answer(succeeded());
    await saving;
    state.rows = [{ id: 'a', name: 'Alpha', pinned: false }];
    actions.settled();
    expect(shown()).toEqual(['Alpha']);
  });
});

describe('RowActions: delete with confirmation', () => {
  it('asks first, deletes on yes and runs what follows; no keeps the row', async () => {
    const { actions, state } = listOf(rows());
    actions.deleteRequested(state.rows[0] as Row);
    expect(actions.deletion.subject?.id).toBe('a');
    actions.deleteCancelled();
    expect(await actions.deleteConfirmed()).toBeNull();
    actions.deleteRequested(state.rows[0] as Row);
    expect(await actions.deleteConfirmed()).toEqual({ ok: true, value: undefined });
    expect(state.removed).toEqual(['a']);
    expect(actions.deletion.isOpen).toBe(false);
  });

  it("words a refused delete by its kind, and a rule's block without asking", async () => {
    const { actions, state } = listOf([...rows(), { id: 'c', name: 'Pinned', pinned: true }]);
    actions.deleteRequested(state.rows[1] as Row);
    await actions.deleteConfirmed();
    expect(actions.error).toBe('Cannot delete folder that contains campaigns.');
    actions.deleteRequested(state.rows[2] as Row);
    expect(actions.deletion.isOpen).toBe(false);
    expect(actions.error).toBe('Please unpin the chat before removing it.');
  });
});

describe('RowActions: a delete right after a pin', () => {
  it('judges the row as shown, with the pin still saving', async () => {
    const { actions, state, pin } = listOf([{ id: 'c', name: 'Pinned', pinned: true }]);
    const unpinning = actions.pinToggled('c');
    actions.deleteRequested(state.rows[0] as Row);
    expect(actions.error).toBeNull();
    expect(actions.deletion.subject).toMatchObject({ id: 'c', pinned: false });
    pin.answer(succeeded());
    await unpinning;
  });
});
