import { CAMPAIGN_ACTIONS, CREATIVE_ACTIONS, isOneOf, LAUNCH_ACTIONS } from '../chat/agent-actions';
import type { BriefcaseFile } from '../message';
import { sortWorkflowFiles } from './ordering';

export type BriefcaseSection = 'Campaign' | 'Launch Configuration' | 'Creative' | 'IO';

/** The Workflow tab's sections, top to bottom (spec 1 §2). */
export const SECTION_ORDER: readonly BriefcaseSection[] = [
  'Campaign',
  'Launch Configuration',
  'Creative',
  'IO',
];

/**
 * The section of a generated file, by the action that produced it (spec 1 §4): processing an
 * insertion order yields the IO, so campaign-processor and campaign-augmentor go to IO, not to
 * Campaign; Campaign holds everything else (platform campaigns, orchestrations, analyses).
 */
export function sectionOf(action: string | undefined): BriefcaseSection {
  if (isOneOf(action, CAMPAIGN_ACTIONS)) return 'IO';
  if (isOneOf(action, CREATIVE_ACTIONS)) return 'Creative';
  if (isOneOf(action, LAUNCH_ACTIONS)) return 'Launch Configuration';
  return 'Campaign';
}

export interface SectionGroup {
  section: BriefcaseSection;
  files: BriefcaseFile[];
}

/** Every section in order, empty ones included, each listing its files pinned first then oldest first. */
export function groupBySection(files: readonly BriefcaseFile[]): SectionGroup[] {
  const sorted = sortWorkflowFiles(files);
  return SECTION_ORDER.map((section) => ({
    section,
    files: sorted.filter((file) => sectionOf(file.action) === section),
  }));
}
