import { interaction } from '../../interactions/Interaction';
import { sectionToggle } from '../briefcase-locators';
import type { BriefcaseSectionName } from '../briefcase-words';
import { onTheBriefcase } from '../drivers';

/** A Workflow section's header: opens a collapsed section, collapses an open one. */
export const toggleTheSection = (section: BriefcaseSectionName) =>
  interaction(
    `open the ${section} section`,
    onTheBriefcase({
      async viewModel(briefcase) {
        (await briefcase.current()).sectionToggled(section);
      },
      async browser(briefcase) {
        await briefcase.showTab('Workflow');
        await sectionToggle(briefcase.panel, section).click();
      },
    }),
  );
