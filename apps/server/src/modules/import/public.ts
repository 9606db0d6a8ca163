/** Whether an import is writing, for the health check, or left a run unwritten, for the database settings. */
export { anImportIsUnwritten } from './runs-repository.js';
export { importIsWriting } from './writing.js';
