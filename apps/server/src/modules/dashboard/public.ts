/** The dashboard's material insights, which the summary report shows too. */
export { materialInsights } from './repository.js';
