import { describe, expect, it, vi } from 'vitest';
import type { Prospect } from '../../core/domain/demo/prospect';
import { BackendError } from '../../core/domain/errors';
import type { DemoPort } from '../../core/ports/DemoPort';
import { PortCalls } from '../../core/use-cases/port-calls';
import { ProspectBrand } from './ProspectBrand';

function brandOver(listPacks: DemoPort['listPacks']): ProspectBrand {
  const unused = () => Promise.reject(new Error('not called'));
  return new ProspectBrand(
    new PortCalls<DemoPort>({
      listPacks,
      switchPack: unused,
      readSettings: unused,
      changeSettings: unused,
      fetchSample: unused,
    }),
  );
}

const madeFor = (prospect?: Prospect) =>
  brandOver(async () => ({ current: 'fresh-start', packs: [], prospect }));

describe('ProspectBrand', () => {
  it("shows the prospect's name, accent and logo", async () => {
    const brand = madeFor({
      name: 'Contoso Outdoor',
      currency: 'EUR',
      accent: '#1E5B3A',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
    });
    await brand.read();
    expect(brand.name).toBe('Contoso Outdoor');
    expect(brand.colours).toEqual({ accent: '#1e5b3a', strong: '#1e5b3a', contrast: '#ffffff' });
    expect(brand.logo).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it("shows nothing for the demo's own agency", async () => {
    const brand = madeFor({ name: 'Acme Media', currency: 'USD' });
    await brand.read();
    expect(brand.name).toBe('');
    expect(brand.colours).toBeNull();
  });

  it('shows no logo that is not an image', async () => {
    const brand = madeFor({ name: 'Contoso Outdoor', currency: 'EUR', logo: 'data:text/html,<script>' });
    await brand.read();
    expect(brand.logo).toBeNull();
  });

  it('reads the prospect once per page load', async () => {
    const listPacks = vi.fn(async () => ({ current: 'fresh-start', packs: [] }));
    const brand = brandOver(listPacks);
    await Promise.all([brand.read(), brand.read()]);
    expect(listPacks).toHaveBeenCalledTimes(1);
  });

  it("keeps the app's own look when the backend does not answer", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brand = brandOver(() => Promise.reject(new BackendError('unavailable', 'down')));
    await brand.read();
    expect(brand.name).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
