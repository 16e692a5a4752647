import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/testing/ManualClock';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { quoting } from '../failure-text';
import { EntityForm } from '../form/EntityForm';
import { CollectionViewModel } from './CollectionViewModel';

interface Setting {
  id: string;
  key: string;
}

function screen(removeAnswer: Outcome = succeeded()) {
  let rows: Setting[] = [{ id: '1', key: 'currency' }];
  let reads = 0;
  const vm = new CollectionViewModel<Setting>({
    clock: new ManualClock(),
    load: async () => {
      reads += 1;
      return succeeded(rows);
    },
    loadFailed: 'Failed to load settings',
    rowId: (row) => row.id,
    remove: { save: async () => removeAnswer, failed: quoting('Failed to delete setting: ') },
  });
  return {
    vm,
    reads: () => reads,
    setRows: (next: Setting[]) => {
      rows = next;
    },
  };
}

const settingForm = (answer: Outcome) =>
  new EntityForm<{ key: string }>({
    title: 'Add Setting',
    submitLabel: 'Save Setting',
    initial: { key: '' },
    save: async () => answer,
    failed: quoting('Failed to save setting: '),
  });

describe('CollectionViewModel (an admin table with its dialog and deletes)', () => {
  it('closes the dialog and reads the list again once the form saved', async () => {
    const { vm, reads, setRows } = screen();
    await vm.load();
    vm.formOpened(settingForm(succeeded()));
    setRows([
      { id: '1', key: 'currency' },
      { id: '2', key: 'multi-channels' },
    ]);
    expect(await vm.formSubmitted()).toBe(true);
    expect(vm.form).toBeNull();
    await Promise.resolve();
    expect(reads()).toBe(2);
    await vm.list.load();
    expect(vm.rows.map((row) => row.key)).toEqual(['currency', 'multi-channels']);
  });

  it('keeps the dialog open with the reason when the save fails', async () => {
    const { vm } = screen();
    const form = settingForm(failed('rejected', 'Key taken'));
    vm.formOpened(form);
    expect(await vm.formSubmitted()).toBe(false);
    expect(vm.form).toBe(form);
    expect(form.error).toBe('Failed to save setting: Key taken');
  });

  it('deletes after the question and reads again; a refused delete lands on the error line', async () => {
    const ok = screen();
    await ok.vm.load();
    ok.vm.actions.deleteRequested(ok.vm.rows[0] as Setting);
    await ok.vm.actions.deleteConfirmed();
    expect(ok.reads()).toBe(2);
    const refused = screen(failed('rejected', 'In use'));
    await refused.vm.load();
    refused.vm.actions.deleteRequested(refused.vm.rows[0] as Setting);
    await refused.vm.actions.deleteConfirmed();
    expect(refused.vm.error).toBe('Failed to delete setting: In use');
    expect(refused.reads()).toBe(1);
  });

  it('words any other action of the screen the same way, and clears the line once one succeeds', async () => {
    const { vm } = screen();
    await vm.attempt(
      async () => failed('unavailable', 'timeout'),
      quoting('Failed to toggle channel access: '),
    );
    expect(vm.error).toBe('Failed to toggle channel access: timeout');
    await vm.attempt(async () => succeeded(), 'unused');
    expect(vm.error).toBeNull();
  });
});
