import { useEffect, useMemo } from 'react';
import type { ProspectBrand } from '../../core/domain/demo/prospect';
import styles from './ProspectBadge.module.css';
import { prospectBadge } from './prospect-badge';

const THEME_COLOURS = ['--accent', '--accent-strong', '--accent-contrast'] as const;

/**
 * The prospect's name and logo on its accent; the accent becomes the theme's brand colour for the
 * whole page (global.css `--accent`, with a shade for text on white and the text colour on it).
 */
export default function ProspectBadge({ prospect }: { prospect: ProspectBrand }) {
  const badge = useMemo(() => prospectBadge(prospect), [prospect]);
  const colours = badge?.colours;
  useEffect(() => {
    if (!colours) return;
    const theme = document.documentElement.style;
    const [accent, strong, contrast] = THEME_COLOURS;
    theme.setProperty(accent, colours.accent);
    theme.setProperty(strong, colours.strong);
    theme.setProperty(contrast, colours.contrast);
    return () => {
      for (const name of THEME_COLOURS) theme.removeProperty(name);
    };
  }, [colours]);
  if (!badge) return null;
  return (
    <p className={styles.badge} data-testid="prospect-brand">
      {badge.logo && <img src={badge.logo} alt={`${badge.name} logo`} height={18} />}
      <span>{badge.name}</span>
    </p>
  );
}
