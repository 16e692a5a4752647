import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { startMockServer } from '../mock-server/server';
import { demoMockSettings } from './demo-settings';
import type { RunningServers } from './servers';

interface CopyOptions {
  appPort: number;
  distDir: string;
  copyDir: string;
}

/**
 * One more copy of `npm start`'s servers for a parallel browser run: a mock server of its own
 * (own data, free port) and the same production build served from a copy that calls it.
 */
export async function startServerCopy(
  original: RunningServers,
  options: CopyOptions & { dataDir: string },
): Promise<RunningServers> {
  const mock = await startMockServer(demoMockSettings(0, options.dataDir, process.env));
  const app = await previewCopyCalling(original.mockUrl, mock.url, options);
  return {
    appUrl: app.url,
    mockUrl: mock.url,
    mock,
    mockData: mock.data,
    async close() {
      await app.close();
      await mock.close();
    },
  };
}

/**
 * The production build served from a copy that calls the backend at `to` instead of `from`. The
 * copy differs from the build only in that address, which the build bakes in; building again
 * would cost a minute per copy.
 */
export async function previewCopyCalling(
  from: string,
  to: string,
  options: CopyOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  rmSync(options.copyDir, { recursive: true, force: true });
  cpSync(options.distDir, options.copyDir, { recursive: true });
  const rewritten = pointScriptsAt(options.copyDir, from, to);
  if (rewritten === 0) throw new Error(`No script of ${options.distDir} calls ${from}`);

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
    url: `http://localhost:${options.appPort}`,
    async close() {
      await preview.server.close();
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
