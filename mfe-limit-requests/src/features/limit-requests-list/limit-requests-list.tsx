import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { LimitRequestsFilters } from './limit-requests-filters';
import { LimitRequestsResults } from './limit-requests-results';
import { TotalRequests } from './total-requests';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Filters, total and results; the scope above decides where filters live and whose requests show. */
export function LimitRequestsList() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <LimitRequestsFilters />
      <TotalRequests />
      <LimitRequestsResults />
    </div>
  );
}
