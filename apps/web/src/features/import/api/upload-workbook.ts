/**
 * POST /api/import/excel with the workbook in the multipart field `file`. It goes through
 * XMLHttpRequest, as fetch cannot report upload progress, with the API client's headers and its handling
 * of failed answers.
 */
import { type ImportResult, importResultSchema } from '@weighbridge/contract/import';
import { ApiError, failedAnswer, parseJson, requestHeaders, unreachable } from '../../../app/api-client';

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
    for (const [name, value] of Object.entries(requestHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress.onUploaded(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => progress.onProcessing();
    request.onerror = () => reject(unreachable());
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = importResultSchema.safeParse(body);
        return parsed.success ? resolve(parsed.data) : reject(new ApiError(request.status, undefined));
      }
      reject(failedAnswer({ status: request.status, body, retryAfter: request.getResponseHeader('Retry-After') }));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

