/** POST /api/tara-weighings: records the vehicle's empty weight; a retry never records it twice. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type RecordTaraRequest, recordTaraResponseSchema } from '@weighbridge/contract/weighing';
import { useState } from 'react';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { idempotentSender } from '../logic/idempotent-submit';

export function useRecordTara() {
  const queryClient = useQueryClient();
  const [send] = useState(() => idempotentSender());
  return useMutation({
    mutationFn: (request: RecordTaraRequest) =>
      send(request, (key) =>
        apiPost('/tara-weighings', request, { schema: recordTaraResponseSchema, headers: { [IDEMPOTENCY_HEADER]: key } }),
      ),
    // Returning the refetch keeps the button busy until the page shows the new tara.
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.taraWeighings.current(request.vehicleId) }),
  });
}
