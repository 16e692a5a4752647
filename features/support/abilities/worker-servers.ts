/**
 * In a parallel browser run (`npm run test:browser`, E2E_WORKERS > 1) each cucumber worker has
 * demo servers of its own, since every scenario resets its backend's data: this points the
 * worker's SIDEKICK_E2E_* addresses at its own before any scenario reads them.
 */
const perWorker = process.env.SIDEKICK_E2E_WORKERS;
const workerId = process.env.CUCUMBER_WORKER_ID;
if (perWorker && workerId !== undefined) {
  const own = (JSON.parse(perWorker) as Record<string, string>[])[Number(workerId)];
  if (!own) throw new Error(`No demo servers for cucumber worker ${workerId}`);
  Object.assign(process.env, own);
}
