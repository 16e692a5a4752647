import { observer } from 'mobx-react-lite';
import { use, useEffect } from 'react';
import styles from './ProspectBadge.module.css';
import type { ProspectBrand } from './ProspectBrand';

/**
 * The prospect's name and logo on its accent; the accent becomes the theme's brand colour for the
 * whole page (global.css `--accent`, with a shade for text on white and the text colour on it).
 */
const ProspectBadge = observer(function ProspectBadge({ load }: { load: () => Promise<ProspectBrand> }) {
  const brand = use(load());
  const colours = brand.colours;
  useEffect(() => void brand.read(), [brand]);
  useEffect(() => {
    if (!colours) return;
    const theme = document.documentElement.style;
    theme.setProperty('--accent', colours.accent);
    theme.setProperty('--accent-strong', colours.strong);
    theme.setProperty('--accent-contrast', colours.contrast);
    return () => {
      for (const name of ['--accent', '--accent-strong', '--accent-contrast']) theme.removeProperty(name);
    };
  }, [colours]);
  if (!brand.name) return null;
  return (
    <p className={styles.badge} data-testid="prospect-brand">
      {brand.logo && <img src={brand.logo} alt={`${brand.name} logo`} height={18} />}
      <span>{brand.name}</span>
    </p>
  );
});

export default ProspectBadge;
