import { action, computed, makeObservable, observable } from 'mobx';
import { isAccent, type Prospect, type ProspectCurrency } from '../../core/domain/demo/prospect';

/** The prospect a pack is built for: the panel's form, empty until the presenter names a company. */
export class ProspectForm {
  name = '';
  currency: ProspectCurrency = 'USD';
  accent = '#2563eb';
  /** The logo as a data URL, and its file's name. */
  logo: { name: string; dataUrl: string } | null = null;

  constructor() {
    makeObservable(this, {
      name: observable,
      currency: observable,
      accent: observable,
      logo: observable,
      prospect: computed,
      nameTyped: action,
      currencyChosen: action,
      accentChosen: action,
      logoChosen: action,
      logoRemoved: action,
      filledFrom: action,
    });
  }

  /** The prospect the next switch is built for; none while no name is typed. */
  get prospect(): Prospect | undefined {
    const name = this.name.trim();
    if (!name) return undefined;
    return {
      name,
      currency: this.currency,
      ...(isAccent(this.accent) ? { accent: this.accent } : {}),
      ...(this.logo ? { logo: this.logo.dataUrl } : {}),
    };
  }

  nameTyped(name: string): void {
    this.name = name;
  }

  currencyChosen(currency: ProspectCurrency): void {
    this.currency = currency;
  }

  accentChosen(accent: string): void {
    this.accent = accent;
  }

  logoChosen(name: string, dataUrl: string): void {
    this.logo = { name, dataUrl };
  }

  logoRemoved(): void {
    this.logo = null;
  }

  /** The prospect the backend's pack was built for, so that a reset keeps it. */
  filledFrom(prospect: Prospect): void {
    this.name = prospect.name;
    this.currency = prospect.currency;
    if (prospect.accent) this.accent = prospect.accent;
    this.logo = prospect.logo ? { name: 'logo', dataUrl: prospect.logo } : null;
  }
}
