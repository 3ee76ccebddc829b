import { makeStyles } from '@back-office/shared/fluent-core';

/** Read by screen readers, not shown: for names that the visible layout already implies. */
export const useVisuallyHiddenStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
