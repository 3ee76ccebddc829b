export interface UploadRequest {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** Share of the body sent so far, 0–100. */
  onProgress: (percent: number) => void;
}

export interface UploadResponse {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST that reports upload progress, which fetch (and so RTK Query) cannot.
 * Resolves with any HTTP answer; rejects only when no answer came (network failure).
 */
export function uploadWithProgress({ url, body, headers, onProgress }: UploadRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => resolve({ status: request.status, body: parseBody(request.responseText) });
    request.onerror = () => reject(new Error('network error'));
    request.send(body);
  });
}
