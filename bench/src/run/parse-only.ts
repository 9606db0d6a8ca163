/**
 * The import figure's reference, run as a child process: reading the workbook alone, with the very
 * function and library the server's import reads it with. Prints its time and peak memory as JSON.
 */
import fs from 'node:fs';
import { readImportSheet } from '@weighbridge/server/src/modules/import/workbook.js';
import { readMemoryKb } from './server-process.js';

const file = process.argv[2]!;
const content = fs.readFileSync(file);
const started = performance.now();
const rows = await readImportSheet(file, content);
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, rows: rows.length, peakKb: readMemoryKb(process.pid, 'VmHWM') }));
