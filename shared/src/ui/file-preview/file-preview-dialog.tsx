import { Button, makeStyles } from '@back-office/shared/fluent-core';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)' },
  image: { display: 'block', maxWidth: '100%', maxHeight: '70vh', marginInline: 'auto' },
  frame: { width: '100%', height: '70vh', border: 'none' },
});

/** A stored file as the preview needs it: a name to show, its signed link and its sniffed type. */
export interface PreviewedFile {
  name: string;
  path: string;
  mimeType: string;
}

/** Images and PDFs are shown in the page; anything else only opens in a new tab. */
export function isPreviewable(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf';
}

/** An in-page look at a stored file (client files, limit-request documents) through its signed URL. */
export function FilePreviewDialog({ file, onClose }: { file: PreviewedFile; onClose: () => void }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{file.name}</DialogTitle>
          <DialogContent>
            {file.mimeType.startsWith('image/') ? (
              <img className={styles.image} src={file.path} alt={file.name} />
            ) : (
              // The file comes from another origin; a sandbox keeps its scripts away from the portal.
              <iframe className={styles.frame} src={file.path} title={file.name} sandbox="allow-downloads" />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
