import type { ApplicantDocumentRequest } from '@back-office/shared/contract';
import { uploadFileRule } from '@back-office/shared/rules';
import { useRef, useState, type ChangeEvent } from 'react';
import { useApiTarget } from '../../kit/api-context';
import { Heading } from '../../kit/heading';
import { formatDate, formatNumber, useT } from '../../kit/i18n';
import { compressImageFile } from '../../kit/photos/compress-image';
import { dataUrlToBlob } from '../../kit/photos/photo-set';
import { keyRefused, newIdempotencyKey } from '../../kit/idempotency-key';
import { replyMessage, sendRequestedDocument } from './status-api';

/** One open document request: what staff asked for and why, and the control to send it (issue 19). */
export function DocumentRequestUpload({
  request,
  token,
  onSent,
}: {
  request: ApplicantDocumentRequest;
  token: string;
  onSent: () => void;
}) {
  const { t, rule, lang } = useT();
  const target = useApiTarget();
  const [percent, setPercent] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<File>();
  const inputId = `request-${request.id}-file`;

  // Issue 20: one key per document until it is received; a retry after a dropped connection reuses it.
  const key = useRef<string | undefined>(undefined);
  const send = async (file: File) => {
    setProblem(undefined);
    key.current ??= newIdempotencyKey();
    setPercent(0);
    let blob: Blob = file;
    let name = file.name;
    if (file.type.startsWith('image/')) {
      const compressed = await compressImageFile(file).catch(() => undefined);
      if (compressed) {
        blob = dataUrlToBlob(compressed.dataUrl);
        name = compressed.name;
      }
    }
    const reply = await sendRequestedDocument(target, token, request.id, blob, name, setPercent, key.current);
    setPercent(undefined);
    if (keyRefused(reply)) key.current = undefined;
    if (reply.status >= 200 && reply.status < 300) return onSent();
    if (reply.status === 429) return setProblem(t('errors.tooMany'));
    if (reply.status === 0 || reply.status >= 500) return setProblem(t('send.network'));
    setProblem(replyMessage(reply, 'file') ?? t('errors.generic'));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const broken = uploadFileRule(file);
    if (broken) return setProblem(rule(broken));
    setChosen(file);
    void send(file);
  };

  return (
    <section className="so-card" aria-labelledby={`request-${request.id}`}>
      <Heading depth={2} id={`request-${request.id}`}>
        {request.document_type.name}
      </Heading>
      <dl>
        <dt>{t('status.reason')}</dt>
        <dd>{request.reason.name}</dd>
        {request.note && (
          <>
            <dt>{t('status.note')}</dt>
            <dd>{request.note}</dd>
          </>
        )}
      </dl>
      <p className="so-hint">{t('status.requestedOn', { date: formatDate(request.requested_at, lang) })}</p>
      <div className="so-field">
        <label htmlFor={inputId}>{t('status.upload')}</label>
        <input
          id={inputId}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/*"
          disabled={percent !== undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={choose}
        />
      </div>
      {percent !== undefined && (
        <div role="status">
          <progress className="so-progress" max={100} value={percent} aria-label={t('status.uploading')} />
          <span className="so-hint">{formatNumber(percent / 100, lang, { style: 'percent' })}</span>
        </div>
      )}
      {problem && (
        <div role="alert">
          <p className="so-error" id={`${inputId}-error`}>
            {problem}
          </p>
          {chosen && (
            <button type="button" className="so-btn" onClick={() => void send(chosen)}>
              {t('send.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
