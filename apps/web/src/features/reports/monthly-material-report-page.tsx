import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /reports/monthly-material. */
export function MonthlyMaterialReportPage() {
  return <NotBuiltYet title="Monthly Material Report" />;
}
