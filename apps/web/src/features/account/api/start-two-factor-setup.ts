/** POST /api/auth/two-factor/setup: a new secret for the authenticator app, as a QR code and as text. */
import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupSchema } from '@weighbridge/contract/two-factor';
import { apiPost } from '../../../app/api-client';

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiPost('/auth/two-factor/setup', undefined, { schema: twoFactorSetupSchema }) });
}
