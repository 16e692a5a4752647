/** Capabilities of the spec 3 §6 matrix, as the scenarios name them. */
export type Capability =
  | 'open the admin dashboard'
  | 'open the Roles tab'
  | 'assign the Super Admin role'
  | 'impersonate Riley Planner'
  | 'switch between Classic and New UI'
  | 'reach Account Administration';

const CAPABILITIES: readonly string[] = [
  'open the admin dashboard',
  'open the Roles tab',
  'assign the Super Admin role',
  'impersonate Riley Planner',
  'switch between Classic and New UI',
  'reach Account Administration',
] satisfies Capability[];

/** The capability a step names, or a clear error for a matrix row the support does not know. */
export function capabilityNamed(text: string): Capability {
  if (!CAPABILITIES.includes(text)) throw new Error(`Unknown capability "${text}"`);
  return text as Capability;
}
