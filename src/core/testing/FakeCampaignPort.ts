import type { CampaignPort } from '../ports/CampaignPort';
import { RecordingPort } from './RecordingPort';

/** A CampaignPort whose answers the test sets per method; every call is recorded (RecordingPort). */
export class FakeCampaignPort extends RecordingPort<CampaignPort> {}
