import type { ComponentType, ReactNode } from 'react';
import { RemoteModule } from '@back-office/shared/remotes';

export interface RemoteMountProps {
  remote: string;
  /** In place of the translated notice with its retry, when the remote is down (issue 18: the dashboard). */
  unavailable?: () => ReactNode;
}

/** Mounts a remote's App where the shell's route puts it, isolated from failures. */
export function RemoteMount({ remote, unavailable }: RemoteMountProps) {
  return (
    <RemoteModule<ComponentType> remote={remote} module="App" unavailable={unavailable}>
      {(App) => <App />}
    </RemoteModule>
  );
}
