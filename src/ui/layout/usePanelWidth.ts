import { useEffect, useState } from 'react';
import { clampPanelWidth, type PanelWidthRule } from '../../core/domain/chat/panel-width';

/** A resizable panel's width, kept within its rule as the window resizes. */
export function usePanelWidth(rule: PanelWidthRule) {
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const [requested, setRequested] = useState(rule.defaultWidth);
  useEffect(() => {
    const onResize = () => setWindowWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { width: clampPanelWidth(rule, requested, windowWidth), windowWidth, setWidth: setRequested };
}
