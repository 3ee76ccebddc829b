import { useState } from 'react';
import { Button, makeStyles, tokens, useRestoreFocusTarget, Text } from '@back-office/shared/fluent-core';
import { Link, DocumentRegular, EyeRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { ClientFile } from '@back-office/shared/contract';
import { FilePreviewDialog, isPreviewable } from '@back-office/shared/ui';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
});

/** SPEC §2 client files: chips opening the signed URL in a new tab, plus an in-page preview. */
export function ClientFiles({ files }: { files: ClientFile[] }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const [previewed, setPreviewed] = useState<ClientFile>();
  const restoreFocusTarget = useRestoreFocusTarget();
  if (files.length === 0) return <Text>{t('empty.noFiles')}</Text>;
  return (
    <>
      <ul className={styles.list}>
        {files.map((file) => (
          <li key={file.id} className={styles.item}>
            <Link
              className={styles.chip}
              href={file.path}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('details.openFile', { name: file.document.name })}
            >
              <DocumentRegular aria-hidden />
              {file.document.name}
            </Link>
            {isPreviewable(file.type) && (
              <Button
                {...restoreFocusTarget}
                appearance="subtle"
                size="small"
                icon={<EyeRegular />}
                aria-label={t('details.preview', { name: file.document.name })}
                onClick={() => setPreviewed(file)}
              />
            )}
          </li>
        ))}
      </ul>
      {/* Mounted only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>. */}
      {previewed && (
        <FilePreviewDialog
          file={{ name: previewed.document.name, path: previewed.path, mimeType: previewed.type }}
          onClose={() => setPreviewed(undefined)}
        />
      )}
    </>
  );
}
