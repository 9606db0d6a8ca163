/**
 * POST /api/import/excel with the workbook in the multipart field `file`. It goes through
 * XMLHttpRequest, as fetch cannot report upload progress, and keeps the API client's rules: the bearer
 * header, a 401 signs the user out, a 429 shows its toast with the wait.
 */
import { type ImportResult, importResultSchema } from '@weighbridge/contract/import';
import { ApiError, tooManyRequestsText } from '../../../app/api-client';
import { clearStoredSession, storedToken } from '../../../app/session/session-storage';
import { showToast } from '../../../components/toast';

export type UploadProgress = {
  /** Percent of the file sent so far. */
  onUploaded: (percent: number) => void;
  /** The whole file is sent; the server is reading and importing it. */
  onProcessing: () => void;
};

export function uploadWorkbook(file: File, dryRun: boolean, progress: UploadProgress): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/import/excel${dryRun ? '?dryRun=true' : ''}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Cache-Control', 'no-cache');
    const token = storedToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress.onUploaded(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => progress.onProcessing();
    request.onerror = () => reject(new ApiError(0, undefined, 'The server could not be reached'));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = importResultSchema.safeParse(body);
        return parsed.success ? resolve(parsed.data) : reject(new ApiError(request.status, undefined));
      }
      reject(failure(request, body));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function failure(request: XMLHttpRequest, body: unknown): ApiError {
  const serverError = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' && body.error ? body.error : undefined;
  if (request.status === 401) clearStoredSession();
  if (request.status === 429) {
    const message = tooManyRequestsText(serverError, request.getResponseHeader('Retry-After'));
    showToast('error', message);
    return new ApiError(429, message);
  }
  return new ApiError(request.status, serverError);
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
