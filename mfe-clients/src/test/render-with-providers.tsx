import type { ReactElement } from 'react';
import type { Language } from '@back-office/shared';
import type { RemoteModuleLoader } from '@back-office/shared/remotes';
import { LocationProbe, renderUi } from '@back-office/shared/testing';

export interface RenderOptions {
  route?: string;
  language?: Language;
  /** What the page's embedded limit-requests section loads; by default it is unavailable. */
  loadRemote?: RemoteModuleLoader;
}

/** Mounts the remote as the shell does, under `/clients/*`, with a fresh store. */
export function renderWithProviders(app: ReactElement, { route = '/clients', language = 'ar', loadRemote }: RenderOptions = {}) {
  return renderUi(
    <>
      {app}
      <LocationProbe />
    </>,
    { language, route, mountPath: '/clients/*', loadRemote },
  );
}
