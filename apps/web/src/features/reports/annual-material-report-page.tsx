import { NotBuiltYet } from '../../components/not-built-yet';

/** The page at /reports/annual-material. */
export function AnnualMaterialReportPage() {
  return <NotBuiltYet title="Annual Material Report" />;
}
