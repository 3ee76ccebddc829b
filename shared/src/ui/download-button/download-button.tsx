import type { ReactNode } from 'react';
import { Button, Spinner } from '@back-office/shared/fluent-core';
import { ArrowDownloadRegular } from '@back-office/shared/fluent-extra';

export interface DownloadButtonProps {
  busy: boolean;
  onDownload: () => void;
  children: ReactNode;
}

/** Starts a file download; spins and stays off while the file is on its way. */
export function DownloadButton({ busy, onDownload, children }: DownloadButtonProps) {
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={onDownload}>
      {children}
    </Button>
  );
}
