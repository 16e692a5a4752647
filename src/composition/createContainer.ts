import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { AppViewModels } from '../ui/app/AppViewModels';
import type { AppConfig } from './config';
import { httpAdaptersModule } from './http.module';
import { TOKENS } from './tokens';
import { viewModelsModule } from './viewModels.module';

/**
 * The composition root: the only place that knows concrete adapters. `platform` binds storage,
 * events and clock; `backend` binds where the HTTP adapters' calls go (see backend.modules.ts).
 */
export function createContainer(
  config: AppConfig,
  platform: ContainerModule,
  backend: ContainerModule,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container.load(platform, backend, httpAdaptersModule, viewModelsModule);
  return container;
}

export function resolveAppViewModels(container: Container): AppViewModels {
  return container.get<AppViewModels>(TOKENS.AppViewModels);
}
