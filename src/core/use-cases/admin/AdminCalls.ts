import type { AdminPort } from '../../ports/AdminPort';
import type { PortCalls } from '../port-calls';

/**
 * The administration flows that are one AdminPort call each (list the roles, remove an allowed
 * user …), answered as Outcomes. The flows that decide something are the classes beside this file.
 */
export type AdminCalls = PortCalls<AdminPort>;
