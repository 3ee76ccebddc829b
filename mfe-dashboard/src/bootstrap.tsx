import { renderDevHost } from '@back-office/shared/dev-host';
import App from './remote-entry';

// Standalone page for this remote's team; in the portal the shell mounts remote-entry instead.
renderDevHost({ App, basePath: '/' });
