import { exportFileName } from '../../domain/admin/forms';
import type { AdminPort } from '../../ports/AdminPort';
import type { ClockPort } from '../../ports/ClockPort';
import { attempt, type Outcome, succeeded } from '../outcome';

export interface AudienceExportFile {
  fileName: string;
  /** The JSON as the server answered it, indented for people who open the file. */
  contents: string;
  totalRecords: number;
}

/** Data Export (spec 3 §2): the audience data as a JSON file whose name carries a timestamp. */
export class ExportAudienceData {
  constructor(
    private readonly admin: AdminPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(request: { userId: string }): Promise<Outcome<AudienceExportFile>> {
    const exported = await attempt(() => this.admin.exportAudienceData(request.userId));
    if (!exported.ok) return exported;
    return succeeded({
      fileName: exportFileName(this.clock.now()),
      contents: JSON.stringify(exported.value.document, null, 2),
      totalRecords: exported.value.totalRecords,
    });
  }
}
