import { question } from '../../questions/Question';
import { tabOf } from '../briefcase-locators';
import type { BriefcaseTabName } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** The count badge of a tab. */
export const theBadgeOf = (tab: BriefcaseTabName) =>
  question(
    `the badge of the ${tab} tab`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        return tab === 'Workflow' ? vm.files.workflowCount : vm.files.uploadedCount;
      },
      async browser(briefcase) {
        const text = (await tabOf(briefcase.panel, tab).textContent()) ?? '';
        return Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
      },
    }),
  );

/** The files a tab lists, top to bottom (the Workflow tab: of its open sections). */
export const theFilesListedIn = (tab: BriefcaseTabName) =>
  question(
    `the files the ${tab} tab lists`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        const rows = tab === 'Workflow' ? vm.files.workflowRows : vm.files.uploadedRows;
        return rows.flatMap((row) => (row.kind === 'file' ? [row.file.name] : []));
      },
      async browser(briefcase) {
        await briefcase.showTab(tab);
        const list = briefcase.panel.getByRole('region', {
          name: tab === 'Workflow' ? 'Generated files' : 'Uploaded files',
        });
        if ((await list.count()) === 0) return [];
        return list
          .getByRole('article')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
      },
    }),
  );

/** The empty text a tab (or an open, empty section) shows, or null. */
export const theEmptyTextOf = (tab: BriefcaseTabName) =>
  question(
    `what the empty ${tab} tab says`,
    onTheBriefcase<string | null>({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        return tab === 'Workflow' ? vm.files.workflowEmptyText : vm.files.uploadedEmptyText;
      },
      async browser(briefcase) {
        await briefcase.showTab(tab);
        const texts = briefcase.panel
          .getByRole('tabpanel')
          .getByText(/^No (matching )?(generated |uploaded )?files/);
        return (await texts.count()) > 0 ? await texts.first().textContent() : null;
      },
    }),
  );
