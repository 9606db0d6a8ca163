/**
 * Disable and Enable of a scale or a reader. Disabling takes the device out of use at once, perhaps while a
 * truck is on it, so it is asked about first; enabling is not. The whole record goes back as it is stored
 * but for the switch, since a PUT replaces the record.
 */
import { errorText } from '../../app/api-client';
import { showToast } from '../../components/toast';

/** What the toasts say: 'Scale disabled', 'Scale enabled', and 'Failed to save scale' when the server gives no reason. */
type ToggleTexts = { disabled: string; enabled: string; saveFailed: string };

type Device = { name: string; enabled: boolean };

type DeviceToggle<T extends Device, Variables> = {
  update: { mutate: (variables: Variables, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void };
  /** The update that sends `device` with `enabled` switched. */
  switched: (device: T, enabled: boolean) => Variables;
  texts: ToggleTexts;
  /** The server's reason in the reader's language, when it is one the pages know. */
  knownText: (text: string) => string;
  /** The question asked before disabling. */
  disableQuestion: (device: T) => string;
};

export function deviceToggle<T extends Device, Variables>({ update, switched, texts, knownText, disableQuestion }: DeviceToggle<T, Variables>) {
  return (device: T) => {
    if (device.enabled && !window.confirm(disableQuestion(device))) return;
    update.mutate(switched(device, !device.enabled), {
      onSuccess: () => showToast('success', device.enabled ? texts.disabled : texts.enabled),
      onError: (error) => showToast('error', knownText(errorText(error, texts.saveFailed))),
    });
  };
}
