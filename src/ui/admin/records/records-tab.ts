import type { RecordCollectionName } from '../../../contract/records';
import type { RecordCollection } from '../../../contract/records/record-collection';
import type { AdminDeps } from '../AdminDeps';
import { sectionScreen } from '../common/section-screen';
import { recordsSection } from './records.resource';

/**
 * A plain admin collection's tab, named, guarded and drawn from its declaration: its entry in
 * ADMIN_TABS is `recordsTab(HOLIDAYS)`, so the tab's id is typed in the declaration alone.
 */
export const recordsTab = (declared: RecordCollection) => ({
  // The id's type is the declared names, never any string.
  id: declared.name as RecordCollectionName,
  label: declared.label,
  superAdminOnly: declared.access === 'super-admin',
  create: (deps: AdminDeps) => recordsSection(deps, declared),
  screen: sectionScreen,
});
