/** POST /api/scale-documents/record-load: weighs the full vehicle and issues its scale document. */
import { useMutation } from '@tanstack/react-query';
import { recordLoadResponseSchema } from '@weighbridge/contract/scale-documents';
import { IDEMPOTENCY_HEADER, type RecordLoadRequest } from '@weighbridge/contract/weighing';
import { useState } from 'react';
import { apiPost } from '../../../app/api-client';
import { idempotentSender } from '../logic/idempotent-submit';

export function useRecordLoad() {
  const [send] = useState(() => idempotentSender());
  return useMutation({
    mutationFn: (request: RecordLoadRequest) =>
      send(request, (key) =>
        apiPost('/scale-documents/record-load', request, {
          schema: recordLoadResponseSchema,
          headers: { [IDEMPOTENCY_HEADER]: key },
        }),
      ),
  });
}
