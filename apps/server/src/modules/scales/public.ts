/** What other modules use of scales and readers: the live readings a capture takes, and the capture rule. */
export { captureRefusal, type CaptureScale, returnedToZero } from './capture-rule.js';
export type { IndicatorReading } from './scale-state.js';
export type { ScaleDevices } from './devices.js';
export { captureTimeWrite, toWeighingScale, type WeighingScale, weighingScaleQuery, type WeighingScaleRow } from './weighing-scale.js';
