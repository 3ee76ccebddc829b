export { renderUi, remotesUnavailable } from './render-ui';
export type { RenderUiOptions } from './render-ui';
export { clientMetaFixture } from './client-meta-fixture';
export { fillClientForm } from './fill-client-form';
