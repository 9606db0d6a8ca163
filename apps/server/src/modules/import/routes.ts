/** Excel import: the expected columns, the template workbook and the upload (spec part 1 section 7). */
import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@weighbridge/contract/constants';
import { IMPORT_COLUMNS, importColumnsResponseSchema, importDryRunQuerySchema, importResultSchema } from '@weighbridge/contract/import';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-types.js';
import { AppError } from '../../lib/errors.js';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { importsCompleted } from '../../metrics/metrics.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { BATCH_PLANS } from './batch-size.js';
import { stopWritingRuns } from './run-writing.js';
import { importWorkbook, type Upload } from './service.js';
import { importTemplate, TEMPLATE_FILE_NAME } from './template.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

const IMPORT_ACCESS: RouteAccess = { permission: 'scale.documents.import' };
/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function importRoutes(app: App, ctx: WeighingContext, engine: DatabaseEngine): void {
  // A stopping server ends its imports' writing after the batch in progress; they resume at its next start.
  app.addHook('preClose', async () => stopWritingRuns(ctx.db));

  // Multipart bodies are accepted by these routes only.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 20 } });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/import/excel/columns',
      { config: { access: IMPORT_ACCESS }, schema: { response: { 200: importColumnsResponseSchema } } },
      async () => ({ data: IMPORT_COLUMNS.map(({ name, description, required }) => ({ name, description, required })) }),
    );

    // The template holds only the column names and an example, so a plain link may fetch it.
    routes.get('/api/import/excel/template', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`).send(await importTemplate()),
    );

    routes.post(
      '/api/import/excel',
      { config: { access: IMPORT_ACCESS }, schema: { querystring: importDryRunQuerySchema, response: { 200: importResultSchema } } },
      async (request) => {
        const { dryRun } = request.query;
        try {
          const result = await importWorkbook(ctx, await receiveUpload(request), dryRun, actorOf(request), BATCH_PLANS[engine]);
          if (!dryRun) importsCompleted.inc({ outcome: 'completed' });
          return result;
        } catch (error) {
          if (!dryRun) importsCompleted.inc({ outcome: 'failed' });
          if (error instanceof AppError && error.cause) request.log.error({ err: error.cause }, 'an accepted import stopped writing');
          throw error;
        }
      },
    );
  });
}

/** The uploaded file, whole in memory: at most 10 MB, refused with 413 as soon as it passes that. */
async function receiveUpload(request: FastifyRequest): Promise<Upload> {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooLarge);
  }
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.noFile);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError('BAD_REQUEST', WORKBOOK_ERRORS.noFile);
    const content = await file.toBuffer();
    // toBuffer misses the limit when the bytes past it arrive in a chunk of their own; the stream's flag does not.
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooLarge);
    return { fileName: file.filename, content };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooLarge);
    throw error;
  }
}
