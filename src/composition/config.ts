/** Which adapters the app runs on (README "Profiles"). */
export type Profile = 'http' | 'memory';

export interface AppConfig {
  profile: Profile;
  /** The demo backend address used when the page runs on localhost. */
  demoBackend: string;
  apiKey: string;
  /** Google Identity Services client id; empty means the demo identity provider. */
  googleClientId: string | null;
  /** Speed of the in-page demo simulation (memory profile). */
  simulationSpeed: number;
}

/** Reads the build-time settings that rsbuild.config.ts defines (`process.env.SIDEKICK_*`). */
export function readBuildConfig(): AppConfig {
  const profile = process.env.SIDEKICK_PROFILE === 'memory' ? 'memory' : 'http';
  return {
    profile,
    demoBackend: process.env.SIDEKICK_DEMO_BACKEND || 'http://127.0.0.1:3001',
    apiKey: process.env.SIDEKICK_API_KEY || 'sidekick-demo-key',
    googleClientId: process.env.SIDEKICK_GOOGLE_CLIENT_ID || null,
    simulationSpeed: Number(process.env.SIDEKICK_SIM_SPEED) || 1,
  };
}
