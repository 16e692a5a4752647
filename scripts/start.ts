import { startChoices } from './demo-settings';
import { startServers } from './servers';

/** `npm start` (production build) and `npm run dev` (hot reload): the app plus the mock server. */
const servers = await startServers(startChoices(process.env, process.argv));

console.log(`\n  Sidekick demo:   ${servers.appUrl}`);
console.log(`  Mock backend:    ${servers.mockUrl}`);
console.log('  Sign in with one of the demo personas. Ctrl+C stops both.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await servers.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
