export { BriefcasePanel } from './BriefcasePanel';
export type { BriefcaseSource } from './BriefcaseSource';
export { type BriefcaseSession, BriefcaseViewModel } from './BriefcaseViewModel';
export { type BriefcaseDeps, createBriefcaseViewModel } from './createBriefcaseViewModel';
