/**
 * The labels validation messages put in front of a field, from the contract's one map, by the record a
 * route's path names (`/api/<record>/...`). A route that takes a field without a label does not start,
 * so that no answer ever names a field by its internal name.
 */
import { fieldLabelsOf } from '@weighbridge/contract/field-labels';
import { z } from 'zod';
import type { App } from '../app-types.js';

/** The record a route's path names: '/api/scale-documents/record-load' is 'scale-documents'. */
function recordOf(url: string): string {
  return url.split('/')[2] ?? '';
}

/** The field labels of the route at `url` (a route pattern such as '/api/vehicles/:id'). */
export function routeFieldLabels(url: string | undefined): Readonly<Record<string, string>> | undefined {
  return url === undefined ? undefined : fieldLabelsOf(recordOf(url));
}

/** The top-level fields a request schema takes: the keys of its object, through defaults, optionals and pipes. */
export function schemaFields(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return schemaFields(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return schemaFields(schema.in);
  return [];
}

export function requireFieldLabels(app: App): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const labels = routeFieldLabels(route.url) ?? {};
    for (const part of ['body', 'querystring', 'params'] as const) {
      const unlabelled = schemaFields(route.schema?.[part]).filter((field) => !Object.hasOwn(labels, field));
      if (unlabelled.length > 0) {
        throw new Error(`Route ${String(route.method)} ${route.url}: no label for ${unlabelled.join(', ')} in the contract's FIELD_LABELS`);
      }
    }
  });
}
