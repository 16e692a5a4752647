import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { PROSPECT_CURRENCIES, type ProspectCurrency } from '../../core/domain/demo/prospect';
import styles from './PresenterPanel.module.css';
import type { ProspectForm } from './ProspectForm';
import { PRESENTER_TEXTS as T } from './presenter-texts';

/** Reads a chosen logo into a data URL: the backend keeps it inside the pack. */
function readLogo(form: ProspectForm, event: ChangeEvent<HTMLInputElement>): void {
  const file = event.target.files?.[0];
  if (!file) return;
  const reader = new FileReader();
  reader.onload = () => {
    if (typeof reader.result === 'string') form.logoChosen(file.name, reader.result);
  };
  reader.readAsDataURL(file);
}

/** The prospect the next switch builds the pack for: name, currency, accent colour and logo. */
export const ProspectFields = observer(function ProspectFields({ form }: { form: ProspectForm }) {
  return (
    <fieldset className={styles.prospect}>
      <legend>{T.prospect}</legend>
      <label>
        Company name
        <input value={form.name} onChange={(event) => form.nameTyped(event.target.value)} />
      </label>
      <label>
        Currency
        <select
          value={form.currency}
          onChange={(event) => form.currencyChosen(event.target.value as ProspectCurrency)}
        >
          {PROSPECT_CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </select>
      </label>
      <label>
        Accent colour
        <input type="color" value={form.accent} onChange={(event) => form.accentChosen(event.target.value)} />
      </label>
      <label>
        Logo (optional)
        <input type="file" accept="image/*" onChange={(event) => readLogo(form, event)} />
      </label>
      {form.logo && (
        <img src={form.logo.dataUrl} alt={`${form.name || 'Prospect'} logo`} className={styles.logo} />
      )}
    </fieldset>
  );
});
