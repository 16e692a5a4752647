import { autorun } from 'mobx';
import { briefcaseUseCasesOver } from '../../src/composition/use-cases/briefcase.module';
import type { Message } from '../../src/core/domain/message';
import { ManualClock } from '../../src/core/testing/ManualClock';
import { createBriefcaseViewModel } from '../../src/ui/briefcase/createBriefcaseViewModel';
import { chatHolding, fakeSession, openChat, result, upload } from '../../src/ui/briefcase/testing/fakes';

const FILES = 2000;
const ACTIONS = ['campaign-processor', 'creative-processor', 'campaign-launcher', 'fb-api', 'dv360-api'];

/** A long chat: 1,200 results spread over the four sections and 800 uploads, one a minute. */
function longChat(): Message[] {
  const start = Date.parse('2026-10-01T08:00:00Z');
  const at = (i: number) => new Date(start + i * 60_000).toISOString();
  return Array.from({ length: FILES }, (_, i) =>
    i % 5 < 3
      ? result(at(i), ACTIONS[i % ACTIONS.length] ?? 'fb-api', {
          files: [{ name: `Result ${i} ${ACTIONS[i % ACTIONS.length]}`, pinned: i % 97 === 0 }],
        })
      : upload(at(i), `Insertion order ${i}.pdf`),
  );
}

/** Typing a query and deleting part of it again: about fifty keystrokes. */
function keystrokes(): string[] {
  const typed: string[] = [];
  for (const word of ['insertion order 1', 'result 12 campaign', 'PDF']) {
    for (let i = 1; i <= word.length; i++) typed.push(word.slice(0, i));
    for (let i = word.length - 1; i >= Math.floor(word.length / 2); i--) typed.push(word.slice(0, i));
  }
  return typed.slice(0, 50);
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Issue 4's budget: with 2,000 files, one keystroke in 'Search files...' costs at most 16 ms in
 * the view model: the query changes and everything the panel reads (both tabs' rows, badges and
 * empty texts) is derived again, as the observing panel would make it.
 */
export async function benchBriefcaseFilter(): Promise<{ files: number; medianMs: number; p95Ms: number }> {
  const server = chatHolding(longChat());
  const clock = new ManualClock();
  const vm = createBriefcaseViewModel({
    useCases: briefcaseUseCasesOver({ chat: server, clock }),
    session: fakeSession(),
    clock,
    source: openChat(server),
  });
  let seen = 0;
  const stop = autorun(() => {
    seen =
      vm.files.workflowRows.length +
      vm.files.uploadedRows.length +
      vm.files.workflowCount +
      vm.files.uploadedCount +
      (vm.files.workflowEmptyText?.length ?? 0) +
      (vm.files.uploadedEmptyText?.length ?? 0);
  });
  const files = vm.files.generatedFiles.length + vm.files.uploadedFiles.length;
  const times: number[] = [];
  try {
    for (const query of keystrokes()) {
      const started = performance.now();
      vm.searchTyped(query);
      times.push(performance.now() - started);
    }
  } finally {
    stop();
    vm.dispose();
  }
  if (seen < 0) throw new Error('unreachable: keeps the derived values in use');
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { files, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchBriefcaseFilter());
}
