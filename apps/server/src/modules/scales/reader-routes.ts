/**
 * /api/readers and /api/readers/:reader_id: list, read, create, update (no delete: a reader is disabled),
 * and /api/readers/:reader_id/status: its connection and the last card it read.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { readerInputSchema, readerListResponseSchema, readerResponseSchema, readerStatusResponseSchema } from '@weighbridge/contract/scales';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createReader, getReader, listReaders, type ReaderServiceDeps, readerStatus, updateReader } from './reader-service.js';

/** The weighing page takes card reads from the readers at its scale, so whoever weighs reads readers too. */
export const readerViewers: RouteAccess = { permission: ['scale.readers.view', 'scale.weighing.view'] };
const configurers: RouteAccess = { permission: 'scale.readers.configure' };
export const readerParams = z.object({ reader_id: recordIdTextSchema });

export function readerRoutes(app: App, deps: ReaderServiceDeps): void {
  const { db, devices } = deps;

  app.get(
    '/api/readers',
    { config: { access: readerViewers }, schema: { response: { 200: readerListResponseSchema } } },
    async () => ({ data: await listReaders(db) }),
  );

  app.get(
    '/api/readers/:reader_id',
    { config: { access: readerViewers }, schema: { params: readerParams, response: { 200: readerResponseSchema } } },
    async (request) => ({ data: await getReader(db, request.params.reader_id) }),
  );

  app.post(
    '/api/readers',
    { config: { access: configurers }, schema: { body: readerInputSchema, response: { 201: readerResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createReader(deps, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/readers/:reader_id',
    { config: { access: configurers }, schema: { params: readerParams, body: readerInputSchema, response: { 200: readerResponseSchema } } },
    async (request) => ({ data: await updateReader(deps, request.params.reader_id, request.body, actorOf(request)) }),
  );

  app.get(
    '/api/readers/:reader_id/status',
    { config: { access: readerViewers }, schema: { params: readerParams, response: { 200: readerStatusResponseSchema } } },
    async (request) => ({ data: readerStatus(devices, request.params.reader_id) }),
  );
}
