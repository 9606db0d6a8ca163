/**
 * The server's view of its scales' indicators, as the weighing's capture and the status routes use it. One
 * manager owns the connections (see the connection manager); everything else reads through this.
 */
import type { IndicatorReading } from './scale-state.js';

export type ScaleDevices = {
  /** The scale's current reading from its indicator; null for a manual, disabled or unknown scale. */
  indicatorReading(scaleId: number): IndicatorReading | null;
  /** A capture on the scale has committed at `at`: the next one waits until the scale has shown zero after it. */
  captured(scaleId: number, at: Date): void;
};
