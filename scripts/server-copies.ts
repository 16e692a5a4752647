import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { startMockServer } from '../mock-server/server';
import { demoMockSettings } from './demo-settings';
import type { RunningServers } from './servers';

/**
 * One more copy of `npm start`'s servers for a parallel browser run: a mock server of its own
 * (own data, free port) and the same production build served from a copy that calls it. The
 * copy differs from the build only in the mock server's address, which the build bakes in;
 * building again would cost a minute per copy.
 */
export async function startServerCopy(
  original: RunningServers,
  options: { appPort: number; dataDir: string; distDir: string; copyDir: string },
): Promise<RunningServers> {
  const mock = await startMockServer(demoMockSettings(0, options.dataDir, process.env));
  rmSync(options.copyDir, { recursive: true, force: true });
  cpSync(options.distDir, options.copyDir, { recursive: true });
  const rewritten = pointScriptsAt(options.copyDir, original.mockUrl, mock.url);
  if (rewritten === 0) throw new Error(`No script of ${options.distDir} calls ${original.mockUrl}`);

  const { content } = await loadConfig({ cwd: process.cwd() });
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: {
      ...content,
      server: { ...content.server, port: options.appPort, strictPort: true, printUrls: false },
      output: { ...content.output, distPath: { root: options.copyDir } },
      logLevel: 'warn',
    },
  });
  const preview = await rsbuild.preview();
  return {
    appUrl: `http://localhost:${options.appPort}`,
    mockUrl: mock.url,
    mock,
    mockData: mock.data,
    async close() {
      await preview.server.close();
      await mock.close();
      rmSync(options.copyDir, { recursive: true, force: true });
    },
  };
}

/** Replaces the mock server's address in every script under `dir`; answers how many changed. */
function pointScriptsAt(dir: string, from: string, to: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(path, text.replaceAll(from, to));
    changed++;
  }
  return changed;
}
