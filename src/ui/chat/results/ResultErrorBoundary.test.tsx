// @vitest-environment happy-dom
import '../../test-setup/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultErrorBoundary } from './ResultErrorBoundary';

function Broken(): never {
  throw new Error('unexpected shape');
}

describe('ResultErrorBoundary', () => {
  it('shows the fallback when a view fails to render', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ResultErrorBoundary fallback={<p>Plain table</p>}>
        <Broken />
      </ResultErrorBoundary>,
    );
    expect(screen.getByText('Plain table')).toBeTruthy();
    quiet.mockRestore();
  });

  it('shows the view when it renders', () => {
    render(
      <ResultErrorBoundary fallback={<p>Plain table</p>}>
        <p>Specialised view</p>
      </ResultErrorBoundary>,
    );
    expect(screen.getByText('Specialised view')).toBeTruthy();
    expect(screen.queryByText('Plain table')).toBeNull();
  });
});
