import type { AdminPort } from '../ports/AdminPort';
import { RecordingPort } from './RecordingPort';

/** An AdminPort whose answers the test sets per method; every call is recorded (RecordingPort). */
export class FakeAdminPort extends RecordingPort<AdminPort> {}
