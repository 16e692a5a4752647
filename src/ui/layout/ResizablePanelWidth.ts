import { action, computed, makeObservable, observable } from 'mobx';
import { clampPanelWidth, maxPanelWidth, type PanelWidthRule } from '../../core/domain/chat/panel-width';

export interface WidthBounds {
  min: number;
  max: number;
}

/** A resizable panel's width in a view model: what the user dragged to, kept within its rule and the window. */
export class ResizablePanelWidth {
  /** The width the user dragged to; the shown width also respects the window. */
  requested: number;
  windowWidth = Number.POSITIVE_INFINITY;

  constructor(private readonly rule: PanelWidthRule) {
    this.requested = rule.defaultWidth;
    makeObservable(this, {
      requested: observable,
      windowWidth: observable,
      width: computed,
      bounds: computed,
      changed: action,
      windowResized: action,
    });
  }

  get width(): number {
    return clampPanelWidth(this.rule, this.requested, this.windowWidth);
  }

  get bounds(): WidthBounds {
    return { min: this.rule.minWidth, max: maxPanelWidth(this.rule, this.windowWidth) };
  }

  changed(width: number): void {
    this.requested = clampPanelWidth(this.rule, width, this.windowWidth);
  }

  windowResized(windowWidth: number): void {
    this.windowWidth = windowWidth;
  }
}
