import { spawn } from 'node:child_process';

/**
 * cucumber-js at the view-model level (the default profile of cucumber.mjs), with the step
 * definitions loaded through tsx as `npm run features` does. Resolves with cucumber's exit code;
 * `quiet` keeps its progress off the terminal.
 */
export function runCucumber(args: string[], quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['cucumber-js', ...args], {
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
