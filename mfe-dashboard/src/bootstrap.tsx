import { renderDevHost } from '@back-office/shared/dev-host';
import App from './remote-entry';

// Standalone page for this remote's team; in the portal the shell mounts remote-entry at / instead.
// The dev host mounts under a prefix (`${basePath}/*`); the page has no routes of its own, so any will do.
renderDevHost({ App, basePath: '/dashboard' });
