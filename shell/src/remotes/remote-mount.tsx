import type { ComponentType } from 'react';
import { RemoteModule } from '@back-office/shared/remotes';

/** Mounts a remote's App where the shell's route puts it, isolated from failures. */
export function RemoteMount({ remote }: { remote: string }) {
  return (
    <RemoteModule<ComponentType> remote={remote} module="App">
      {(App) => <App />}
    </RemoteModule>
  );
}
