import { AUDIT_ANSWER, DATA_EXPORT_ANSWER } from '../answers/admin-tools';
import { ADMIN_READ, describeAll } from '../described';
import { ADMIN_TOOLS } from '../endpoints/admin-tools';
import { userBody } from '../requests/acting';
import { auditQuery } from '../requests/admin';
import { ADMIN_TAGS } from './admin-tags';

const tag = ADMIN_TAGS.audit;

export const ADMIN_TOOL_CALLS = describeAll(ADMIN_TOOLS, {
  dataExport: {
    answer: DATA_EXPORT_ANSWER,
    tag,
    summary: 'Exports the audience data (super admins)',
    body: userBody,
    errors: [400, 403],
  },
  audit: {
    answer: AUDIT_ANSWER,
    tag,
    summary: 'What admins did while impersonating, newest first (super admins; our addition)',
    query: auditQuery,
    errors: ADMIN_READ,
  },
});
