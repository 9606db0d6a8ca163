/**
 * Disable and Enable of a scale or a reader. Disabling takes the device out of use at once, perhaps while a
 * truck is on it, so it is asked about first; enabling is not. The whole record goes back as it is stored
 * but for the switch, since a PUT replaces the record.
 */
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';

type Device = { name: string; enabled: boolean };

type DeviceToggle<T extends Device, Variables> = {
  update: { mutate: (variables: Variables, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void };
  /** The update that sends `device` with `enabled` switched. */
  switched: (device: T, enabled: boolean) => Variables;
  /** The device's name in the toasts: 'Scale' gives 'Scale disabled' and 'Failed to save scale'. */
  noun: string;
  /** The question asked before disabling. */
  disableQuestion: (device: T) => string;
};

export function deviceToggle<T extends Device, Variables>({ update, switched, noun, disableQuestion }: DeviceToggle<T, Variables>) {
  return (device: T) => {
    if (device.enabled && !window.confirm(disableQuestion(device))) return;
    update.mutate(switched(device, !device.enabled), {
      onSuccess: () => showToast('success', `${noun} ${device.enabled ? 'disabled' : 'enabled'}`),
      onError: (error) => showToast('error', errorText(error, `Failed to save ${noun.toLowerCase()}`)),
    });
  };
}
