import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DemoPersona, ListDemoPersonas } from '../../core/use-cases/session/ListDemoPersonas';
import type { SessionStore } from '../session/SessionStore';

/** The login screen: the demo persona chooser (or the identity provider's button) and sign-in. */
export class LoginViewModel {
  personas: DemoPersona[] = [];
  chooserOpen = false;
  loadingPersonas = false;
  personasUnavailable = false;
  /** Why the demo identity provider refused the last email, in its words (e.g. not on the allowed list). */
  refusal: string | null = null;

  constructor(
    private readonly session: SessionStore,
    private readonly listDemoPersonas: ListDemoPersonas,
  ) {
    makeObservable(this, {
      personas: observableRef,
      chooserOpen: observable,
      loadingPersonas: observable,
      personasUnavailable: observable,
      refusal: observable,
      signInButtonClicked: action,
      chooserClosed: action,
    });
  }

  get signingIn(): boolean {
    return this.session.busy;
  }

  /** Opens the persona chooser, loading the personas the demo identity provider offers. */
  signInButtonClicked(): void {
    this.chooserOpen = true;
    if (this.personas.length === 0) void this.loadPersonas();
  }

  chooserClosed(): void {
    this.chooserOpen = false;
  }

  /**
   * A persona's button, or any email typed beside them: the demo backend decides who may enter.
   * Its refusal is shown; a sign-in that failed (the backend busy or away) is only logged, as
   * spec 1 §2 has it: the user tries again.
   */
  async personaChosen(email: string): Promise<boolean> {
    const signedIn = await this.session.signInAsPersona(email);
    runInAction(() => {
      this.refusal = signedIn.ok || signedIn.kind === 'unavailable' ? null : signedIn.message;
      if (signedIn.ok) this.chooserClosed();
    });
    return signedIn.ok;
  }

  /** The identity provider's credential callback. */
  credentialReceived(credential: unknown): Promise<boolean> {
    return this.session.signInWithToken(credential);
  }

  private async loadPersonas(): Promise<void> {
    runInAction(() => {
      this.loadingPersonas = true;
      this.personasUnavailable = false;
    });
    const outcome = await this.listDemoPersonas.execute();
    if (!outcome.ok) console.error('Login Failed', outcome.cause ?? outcome.message);
    runInAction(() => {
      if (outcome.ok) this.personas = outcome.value;
      else this.personasUnavailable = true;
      this.loadingPersonas = false;
    });
  }
}
