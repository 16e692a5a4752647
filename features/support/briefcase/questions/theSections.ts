import { question } from '../../questions/Question';
import type { BriefcaseSectionName } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

const SECTIONS: readonly BriefcaseSectionName[] = ['IO', 'Creative', 'Launch Configuration', 'Campaign'];

/** The files a Workflow section lists, or null when the section is collapsed. */
export const theFilesOfTheSection = (section: BriefcaseSectionName) =>
  question(
    `the files of the ${section} section`,
    onTheBriefcase<string[] | null>({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        if (vm.collapsed.has(section)) return null;
        const group = vm.files.workflowGroups.find((candidate) => candidate.section === section);
        return group?.files.map((file) => file.name) ?? [];
      },
      browser: (briefcase) => briefcase.sectionFiles(section),
    }),
  );

/** What an open, empty section says, or null. */
export const theEmptyTextOfTheSection = (section: BriefcaseSectionName) =>
  question(
    `what the empty ${section} section says`,
    onTheBriefcase<string | null>({
      async viewModel(briefcase) {
        const row = (await briefcase.current()).files.workflowRows.find(
          (candidate) => candidate.kind === 'section-empty' && candidate.section === section,
        );
        return row?.kind === 'section-empty' ? row.text : null;
      },
      async browser(briefcase) {
        const text = briefcase.panel.getByText(`No files in ${section}`, { exact: true });
        return (await text.count()) > 0 ? await text.textContent() : null;
      },
    }),
  );

/** The section the result of an agent is filed under. */
export const theSectionOfTheResultOf = (action: string) =>
  question(
    `the section of the "${action}" result`,
    onTheBriefcase<BriefcaseSectionName | null>({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        const file = vm.files.generatedFiles.find((candidate) => candidate.action === action);
        if (!file) return null;
        const group = vm.files.workflowGroups.find((candidate) => candidate.files.includes(file));
        return group?.section ?? null;
      },
      async browser(briefcase) {
        for (const section of SECTIONS)
          if ((await briefcase.sectionActions(section))?.includes(action)) return section;
        return null;
      },
    }),
  );
