import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../core/testing/ManualClock';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { LocalCollection } from './LocalCollection';
import { Lookup } from './Lookup';

interface Person {
  id: string;
  name: string;
  seen: string | null;
}

const people: Person[] = [
  { id: '1', name: 'Riley', seen: '2026-01-02' },
  { id: '2', name: 'ada', seen: null },
  { id: '3', name: 'Sam', seen: '2026-01-10' },
];

function collection(
  options: { answers?: Outcome<Person[]>[]; pageSize?: number; lookups?: Lookup<unknown>[] } = {},
) {
  const clock = new ManualClock();
  const answers = options.answers ?? [succeeded(people)];
  let reads = 0;
  const list = new LocalCollection<Person, 'name' | 'seen'>({
    clock,
    loadDelayMs: 50,
    load: async () => {
      reads += 1;
      return answers[Math.min(reads, answers.length) - 1] as Outcome<Person[]>;
    },
    loadFailed: 'Failed to load people.',
    lookups: options.lookups ?? [],
    sort: {
      columns: { name: { kind: 'text', read: (p) => p.name }, seen: { kind: 'date', read: (p) => p.seen } },
      initial: { column: 'seen', direction: 'desc' },
    },
    search: { matches: (p, query) => p.name.toLowerCase().includes(query.toLowerCase()), debounceMs: 300 },
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  });
  const loaded = async () => {
    const loading = list.load();
    await clock.advance(50);
    await loading;
  };
  return { list, clock, loaded, reads: () => reads };
}

const names = (list: LocalCollection<Person, string>) => list.rows.map((p) => p.name);

describe('LocalCollection (a table held whole: the admin lists)', () => {
  it('waits the spec delay before it reads, then shows the rows in their first order', async () => {
    const { list, clock, reads } = collection();
    const loading = list.load();
    expect(list.loading).toBe(true);
    expect(reads()).toBe(0);
    await clock.advance(50);
    await loading;
    expect(list.loading).toBe(false);
    // Descending dates put the never-seen first (empty values last when ascending).
    expect(names(list)).toEqual(['ada', 'Sam', 'Riley']);
  });

  it('flips the order on the same header and starts another column ascending, without a read', async () => {
    const { list, loaded, reads } = collection();
    await loaded();
    list.sortClicked('seen');
    expect(names(list)).toEqual(['Riley', 'Sam', 'ada']);
    list.sortClicked('name');
    expect(list.sortedBy).toEqual({ column: 'name', direction: 'asc' });
    expect(names(list)).toEqual(['ada', 'Riley', 'Sam']);
    expect(reads()).toBe(1);
  });

  it('applies a typed search after the pause, or at once on Enter', async () => {
    const { list, clock, loaded } = collection();
    await loaded();
    list.searchTyped('SA');
    expect(names(list)).toHaveLength(3);
    await clock.advance(300);
    expect(names(list)).toEqual(['Sam']);
    list.searchTyped('ril');
    list.searchSubmitted();
    expect(names(list)).toEqual(['Riley']);
  });

  it('shows a page at a time and more on request, counting every match', async () => {
    const { list, loaded } = collection({ pageSize: 2 });
    await loaded();
    expect(list.rows).toHaveLength(2);
    expect(list.hasMore).toBe(true);
    list.showMoreClicked();
    expect(list.rows).toHaveLength(3);
    expect(list.hasMore).toBe(false);
  });

  it('keeps the rows it had when a reload fails, and says so; a failed lookup that shows says so too', async () => {
    const permissions = new Lookup<string[]>(
      async () => failed('unavailable', 'down'),
      [],
      'Failed to load permissions.',
    );
    const { list, loaded } = collection({ answers: [succeeded(people), failed('unavailable', 'down')] });
    await loaded();
    await loaded();
    expect(list.loadError).toBe('Failed to load people.');
    expect(list.all).toHaveLength(3);
    const withLookup = collection({ lookups: [permissions as Lookup<unknown>] });
    await withLookup.loaded();
    expect(withLookup.list.loadError).toBe('Failed to load permissions.');
  });

  it('takes the newest load when an older answer comes late', async () => {
    const clock = new ManualClock();
    const answers: ((outcome: Outcome<Person[]>) => void)[] = [];
    const list = new LocalCollection<Person>({
      clock,
      load: () => new Promise((resolve) => answers.push(resolve)),
      loadFailed: 'x',
    });
    const first = list.load();
    const second = list.load();
    await clock.advance(0);
    answers[1]?.(succeeded([people[0] as Person]));
    await second;
    answers[0]?.(succeeded(people));
    await first;
    expect(list.all.map((p) => p.name)).toEqual(['Riley']);
  });
});
