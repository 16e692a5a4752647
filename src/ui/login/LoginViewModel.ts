import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DemoPersona } from '../../core/ports/AuthPort';
import type { SessionStore } from '../session/SessionStore';

/** The login screen: the demo persona chooser (or the identity provider's button) and sign-in. */
export class LoginViewModel {
  personas: DemoPersona[] = [];
  chooserOpen = false;
  loadingPersonas = false;
  personasUnavailable = false;

  constructor(private readonly session: SessionStore) {
    makeObservable(this, {
      personas: observableRef,
      chooserOpen: observable,
      loadingPersonas: observable,
      personasUnavailable: observable,
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

  async personaChosen(email: string): Promise<boolean> {
    const signedIn = await this.session.signInAsPersona(email);
    if (signedIn) runInAction(() => this.chooserClosed());
    return signedIn;
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
    try {
      const personas = await this.session.listDemoPersonas();
      runInAction(() => {
        this.personas = personas;
      });
    } catch (error) {
      console.error('Login Failed', error);
      runInAction(() => {
        this.personasUnavailable = true;
      });
    } finally {
      runInAction(() => {
        this.loadingPersonas = false;
      });
    }
  }
}
