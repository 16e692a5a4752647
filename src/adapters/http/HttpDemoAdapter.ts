import { DEMO_HOST } from '../../contract/endpoints/demo-host';
import { DEMO_PACKS } from '../../contract/endpoints/demo-packs';
import { DEMO_SETTINGS } from '../../contract/endpoints/demo-settings';
import type { DemoSettings, DemoSettingsChange } from '../../core/domain/demo/demo-settings';
import type { Prospect } from '../../core/domain/demo/prospect';
import type { SampleKind } from '../../core/domain/demo/samples';
import type { UploadSource } from '../../core/ports/acting-context';
import type { DemoPacks, DemoPort } from '../../core/ports/DemoPort';
import type { HttpClient } from './HttpClient';
import { demoPacksAnswer, demoSettingsAnswer } from './schemas/demo';

/** DemoPort over the demo backend's presenter routes (both profiles: the memory one answers them in the page). */
export class HttpDemoAdapter implements DemoPort {
  constructor(private readonly http: HttpClient) {}

  listPacks(): Promise<DemoPacks> {
    return this.http.send(DEMO_PACKS.list, { schema: demoPacksAnswer });
  }

  switchPack(packId: string, prospect?: Prospect): Promise<DemoPacks> {
    return this.http.send(DEMO_PACKS.switch, {
      params: { packId },
      // The contract wants a body: an empty one builds the pack for the demo's own agency.
      body: prospect ? { prospect } : {},
      schema: demoPacksAnswer,
    });
  }

  readSettings(): Promise<DemoSettings> {
    return this.http.send(DEMO_SETTINGS.read, { schema: demoSettingsAnswer });
  }

  changeSettings(change: DemoSettingsChange): Promise<DemoSettings> {
    return this.http.send(DEMO_SETTINGS.change, { body: change, schema: demoSettingsAnswer });
  }

  async fetchSample(kind: SampleKind): Promise<UploadSource> {
    const { data, disposition } = await this.http.sendForFile(DEMO_HOST.sample, { params: { kind } });
    const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? kind;
    return { name, size: data.size, type: data.type, data };
  }
}
