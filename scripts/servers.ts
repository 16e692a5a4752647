import { createRsbuild, loadConfig } from '@rsbuild/core';
import { type RunningMockServer, startMockServer } from '../mock-server/server';
import type { DemoData } from '../src/simulation/data/types';
import { demoMockSettings } from './demo-settings';

export interface ServerOptions {
  appPort: number;
  mockPort: number;
  /** Where the mock server keeps its database and files. */
  dataDir?: string;
  /** Hot-reloading dev server instead of a production build. */
  dev?: boolean;
  /** Build output folder (browser tests build beside the demo's `dist`). */
  distDir?: string;
  quiet?: boolean;
}

export interface RunningServers {
  appUrl: string;
  mockUrl: string;
  mock: RunningMockServer;
  /** The mock server's live data (the browser scenarios seed it). */
  mockData: DemoData;
  close(): Promise<void>;
}

/**
 * The demo: the mock server on 127.0.0.1 and the app (production build, or the dev server) on
 * localhost, the app built to call that mock server.
 */
export async function startServers(options: ServerOptions): Promise<RunningServers> {
  const mock = await startMockServer(demoMockSettings(options.mockPort, options.dataDir, process.env));
  process.env.SIDEKICK_DEMO_BACKEND = mock.url;
  process.env.MOCK_PORT = String(options.mockPort);
  process.env.PORT = String(options.appPort);

  const { content } = await loadConfig({ cwd: process.cwd() });
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: {
      ...content,
      server: { ...content.server, port: options.appPort, strictPort: true, printUrls: !options.quiet },
      output: { ...content.output, distPath: { root: options.distDir ?? 'dist' } },
      ...(options.quiet ? { logLevel: 'warn' as const } : {}),
    },
  });

  let closeApp: () => Promise<void>;
  if (options.dev) {
    const dev = await rsbuild.startDevServer();
    closeApp = () => dev.server.close();
  } else {
    await rsbuild.build();
    const preview = await rsbuild.preview();
    closeApp = () => preview.server.close();
  }

  return {
    appUrl: `http://localhost:${options.appPort}`,
    mockUrl: mock.url,
    mock,
    mockData: mock.data,
    async close() {
      await closeApp();
      await mock.close();
    },
  };
}
