export { renderUi, remotesUnavailable } from './render-ui';
export type { RenderUiOptions } from './render-ui';
export { clientMetaFixture } from './client-meta-fixture';
export { fillClientForm } from './fill-client-form';
export { mockRoutes, requestedUrls, lastRequestedUrl, lastQuery, requestsTo, callsTo } from './mock-routes';
export type { FetchMock, RouteAnswer, RouteReply, Routes, SentCall } from './mock-routes';
export { mockDownloads } from './mock-downloads';
export { LocationProbe, currentLocation } from './location-probe';
