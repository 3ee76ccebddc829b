import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

/** Both steps share one narrow column, so moving between them does not shift the page. */
export const useStepStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});
