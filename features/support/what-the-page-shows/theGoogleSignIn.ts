import { demoBackendUrl } from '../abilities/demo-backend';
import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';
import { serveTheAppFrom } from './serveTheAppFrom';

/** Where the page loads Google Identity Services from (src/ui/login/GoogleSignInButton.tsx). */
export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const CLIENT_ID = 'sidekick-scenarios.apps.googleusercontent.com';

/**
 * Google's script as the page uses it, standing in for Google's servers: `initialize` keeps the
 * client id and the callback, `renderButton` draws a button that hands the callback `credential`
 * (an identity token the demo identity provider signed, which the demo backend accepts).
 */
const standInScript = (credential: string) => `
window.google = { accounts: { id: {
  initialize(options) { window.__googleClientId = options.client_id; window.__googleCallback = options.callback; },
  renderButton(parent) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Continue with Google';
    button.onclick = () => window.__googleCallback({ credential: ${JSON.stringify(credential)} });
    parent.appendChild(button);
  },
} } };`;

/** An identity token for that email, from the demo identity provider (what Google would hand back). */
async function identityTokenFor(email: string): Promise<string> {
  const answer = await fetch(`${demoBackendUrl()}/api/demo/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sidekick-demo-key' },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`No identity token for ${email}: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The build with a Google client id, served from `origin`: its login screen opened, Google's
 * button pressed as the user `email`. Answers the scripts the page loaded from Google, the client
 * id it gave Google's script, where the page went and whom the stored session then names.
 */
export const theGoogleSignIn = (origin: string, email: string) =>
  question(
    `signing in with Google's script as ${email}`,
    onlyInTheBrowser(async (app) => {
      const credential = await identityTokenFor(email);
      const scripts: string[] = [];
      await app.page.route(GOOGLE_SCRIPT, (route) => {
        scripts.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: standInScript(credential) });
      });
      await serveTheAppFrom(app, origin, { googleClientId: CLIENT_ID });
      await app.page.goto(`${origin}/login`);
      await app.page.getByRole('button', { name: 'Continue with Google' }).click();
      await app.page.waitForURL((url) => url.pathname !== '/login');
      const given = await app.page.evaluate(() => (window as { __googleClientId?: string }).__googleClientId);
      const stored = await app.page.evaluate(() => localStorage.getItem('agentUserData'));
      const user = stored ? (JSON.parse(stored) as { user?: { email?: string } }).user : undefined;
      return {
        scripts,
        clientIdGiven: given === CLIENT_ID,
        path: new URL(app.page.url()).pathname,
        signedInAs: user?.email ?? null,
      };
    }),
  );
