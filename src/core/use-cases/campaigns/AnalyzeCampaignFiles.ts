import type { UploadedFile } from '../../domain/message';
import type { FileAnalysis } from '../../domain/orchestration';
import type { ActingContext } from '../../ports/acting-context';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Outcome } from '../outcome';

/** The analysis of the uploads that recommends a workflow and spots multi-platform templates (spec 2 §4.4). */
export class AnalyzeCampaignFiles {
  constructor(private readonly orchestration: OrchestrationPort) {}

  execute(request: {
    ctx: ActingContext;
    files: UploadedFile[];
    platform: string;
    campaignName: string;
    advertiserId?: string;
  }): Promise<Outcome<FileAnalysis>> {
    return attempt(() =>
      this.orchestration.analyzeFiles(request.ctx, {
        files: request.files,
        platform: request.platform,
        context: {
          campaignName: request.campaignName,
          ...(request.advertiserId ? { advertiserId: request.advertiserId } : {}),
        },
      }),
    );
  }
}

export const AnalyzeCampaignFilesToken = Symbol.for('AnalyzeCampaignFiles');
