import type { Language } from '@back-office/shared';
import { LocationProbe, renderUi } from '@back-office/shared/testing';
import App from '../remote-entry';

/** Mounts the remote as the shell does, under `/limit-requests/*`, with a fresh store. */
export function renderList({ route = '/limit-requests', language = 'en' }: { route?: string; language?: Language } = {}) {
  return renderUi(
    <>
      <App />
      <LocationProbe />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
}
