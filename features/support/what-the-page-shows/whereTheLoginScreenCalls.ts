import type { Request } from 'playwright-core';
import { onlyInTheBrowser } from '../interactions/Interaction';
import { question } from '../questions/Question';
import { serveTheAppFrom } from './serveTheAppFrom';

/**
 * The login screen opened from `origin` (the app's own address when null) and its Sign in pressed,
 * until the persona chooser lists its personas: the backend addresses the page called, each the
 * part of a call's address before its `/api/`, once.
 */
export const whereTheLoginScreenCalls = (origin: string | null) =>
  question(
    `where the login screen served from ${origin ?? 'its own address'} calls`,
    onlyInTheBrowser(async (app) => {
      if (origin) await serveTheAppFrom(app, origin);
      const called = new Set<string>();
      const listen = (request: Request) => {
        const at = request.url().indexOf('/api/');
        if (at > 0) called.add(request.url().slice(0, at));
      };
      app.page.on('request', listen);
      try {
        await app.page.goto(new URL('/login', origin ?? app.origin).toString());
        await app.page.getByRole('button', { name: 'Sign in', exact: true }).click();
        const chooser = app.page.getByRole('dialog', { name: 'Choose a demo persona' });
        await chooser
          .getByRole('button', { name: /^Sign in as / })
          .first()
          .waitFor();
        return [...called];
      } finally {
        app.page.off('request', listen);
      }
    }),
  );
