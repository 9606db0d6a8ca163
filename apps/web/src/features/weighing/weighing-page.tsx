import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /weighing. */
export function WeighingPage() {
  return <NotBuiltYet title="Weighing Station" />;
}
