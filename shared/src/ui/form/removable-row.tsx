import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { DeleteRegular } from '@back-office/shared/fluent-extra';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr)) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  remove: { marginBlockStart: tokens.spacingVerticalXXL },
});

export interface RemovableRowProps {
  /** Names the row as a group, e.g. "Document 2". */
  label: string;
  /** The delete button's accessible name, e.g. "Remove document 2". */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of a repeatable list of fields, with its delete button at the end. */
export function RemovableRow({ label, removeLabel, onRemove, children }: RemovableRowProps) {
  const styles = useStyles();
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {children}
      <Button className={styles.remove} appearance="subtle" icon={<DeleteRegular />} aria-label={removeLabel} onClick={onRemove} />
    </div>
  );
}
