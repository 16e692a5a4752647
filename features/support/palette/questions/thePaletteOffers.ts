import type { PaletteGroup } from '../../../../src/ui/palette/palette-entries';
import { question } from '../../questions/Question';
import { onThePalette } from '../drivers';

/** The groups the open palette shows, in order, each with its entries' labels. */
export const thePaletteGroups = () =>
  question(
    'the groups of the palette',
    onThePalette<{ group: string; labels: string[] }[]>({
      async viewModel(palette) {
        return palette.palette.sections.map((section) => ({
          group: section.group,
          labels: section.entries.map((entry) => entry.label),
        }));
      },
      async browser(palette) {
        const groups = palette.dialog.locator('[cmdk-group]');
        const seen: { group: string; labels: string[] }[] = [];
        for (const group of await groups.all()) {
          const heading = (await group.locator('[cmdk-group-heading]').textContent())?.trim() ?? '';
          const labels = (await group.locator('[cmdk-item]').allTextContents()).map((label) => label.trim());
          seen.push({ group: heading, labels });
        }
        return seen;
      },
    }),
  );

/** The labels the open palette shows under one group; none when the group is not shown. */
export const labelsUnder = (groups: { group: string; labels: string[] }[], group: PaletteGroup) =>
  groups.find((shown) => shown.group === group)?.labels ?? [];
