import type { ScenarioSeed, StoredFile } from './ScenarioSeed';

/*
 * The browser scenarios' own ways into the worker's mock server, beside the page: its address,
 * and the seeding door (`scripts/scenario-seeding.ts`) that resets, seeds and reports its data.
 */

/** An address `npm run test:browser` gives each worker; without it the scenarios were not started by it. */
function addressFromTheRunner(name: 'SIDEKICK_E2E_MOCK_URL' | 'SIDEKICK_E2E_SEED_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run the browser scenarios with \`npm run test:browser\``);
  return url;
}

/** Where the page's demo backend answers (the worker's mock server), without a trailing slash. */
export function demoBackendUrl(): string {
  return addressFromTheRunner('SIDEKICK_E2E_MOCK_URL').replace(/\/$/, '');
}

async function throughTheSeedingDoor(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(new URL(path, addressFromTheRunner('SIDEKICK_E2E_SEED_URL')), {
    method: 'POST',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`The mock server refused ${path || 'the seed'}: ${await response.text()}`);
  return response;
}

/** The mock server starts afresh from its seed: nothing a scenario before this one did is left. */
export async function resetTheDemoBackend(): Promise<void> {
  await throughTheSeedingDoor('reset');
}

/** Puts chats, messages and user changes into the mock server's data, as if they had happened. */
export async function seedTheDemoBackend(seed: ScenarioSeed): Promise<void> {
  await throughTheSeedingDoor('', seed);
}

/** The files the mock server stores for a chat: names, pins and links. */
export async function storedFilesOf(chatId: string): Promise<StoredFile[]> {
  return (await (await throughTheSeedingDoor('stored-files', { chatId })).json()) as StoredFile[];
}

/** How many uploads of that file name the mock server stores. */
export async function storedUploadsNamed(name: string): Promise<number> {
  return (await (await throughTheSeedingDoor('uploads-named', { name })).json()) as number;
}
