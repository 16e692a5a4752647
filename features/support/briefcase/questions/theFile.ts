import { question } from '../../questions/Question';
import { describe, type FileRef } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** The date a file is shown with. */
export const theDateOf = (ref: FileRef) =>
  question(
    `the date of ${describe(ref)}`,
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.current()).dateOf(await briefcase.file(ref)),
      async browser(briefcase) {
        const text = (await (await briefcase.reveal(ref)).textContent()) ?? '';
        const date = /(Today|Yesterday), \d{1,2}:\d{2} [AP]M|\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M/;
        return date.exec(text)?.[0] ?? '';
      },
    }),
  );

/** The start of the file's content the briefcase previews. */
export const thePreviewOf = (ref: FileRef) =>
  question(
    `the preview of ${describe(ref)}`,
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.current()).previewOf(await briefcase.file(ref)),
      browser: async (briefcase) => (await (await briefcase.reveal(ref)).locator('p').textContent()) ?? '',
    }),
  );

/** 'Approved', 'Rejected' or nothing, on the file. */
export const theStatusOf = (ref: FileRef) =>
  question(
    `the status of ${describe(ref)}`,
    onTheBriefcase<string | null>({
      async viewModel(briefcase) {
        const status = (await briefcase.file(ref)).status;
        return status ? { approved: 'Approved', rejected: 'Rejected' }[status] : null;
      },
      async browser(briefcase) {
        const item = await briefcase.reveal(ref);
        for (const status of ['Approved', 'Rejected']) {
          if ((await item.getByText(status, { exact: true }).count()) > 0) return status;
        }
        return null;
      },
    }),
  );

/** Whether the file shows as pinned. */
export const whetherPinned = (ref: FileRef) =>
  question(
    `whether ${describe(ref)} is pinned`,
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.file(ref)).pinned,
      browser: async (briefcase) =>
        (await (await briefcase.reveal(ref)).getByRole('img', { name: 'Pinned' }).count()) > 0,
    }),
  );

/** The name the file has now. */
export const theNameOf = (ref: FileRef) =>
  question(
    `the name of ${describe(ref)}`,
    onTheBriefcase({
      viewModel: async (briefcase) => (await briefcase.file(ref)).name,
      browser: (briefcase) => briefcase.nameOf(ref),
    }),
  );
