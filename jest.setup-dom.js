require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// Two test runners share two cores in CI; Fluent's dialogs and lazy sections can take longer
// than Testing Library's default second to appear there. A test waits for what it needs to see;
// none is retried, so a flaky test fails and is fixed at its cause.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so it has no scrollIntoView; forms call it to bring the first error into
// sight after a failed save (issue 15, defect 6). A no-op stands in, and tests spy on it.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
