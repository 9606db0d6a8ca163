import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app-types.js';
import { requireFieldLabels, routeFieldLabels, schemaFields } from './field-labels.js';

function appWithLabelCheck(): App {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireFieldLabels(app);
  return app;
}

describe('field labels of the routes', () => {
  it('finds the labels of a route by the record its path names', () => {
    expect(routeFieldLabels('/api/tara-weighings')?.tareWeight).toBe('Tare Weight');
    expect(routeFieldLabels('/api/scale-documents/record-load')?.fullWeight).toBe('Full Weight');
    expect(routeFieldLabels('/api/health')).toBeUndefined();
  });

  it('reads the fields of a schema through optionals, defaults, refinements and pipes', () => {
    const object = z.strictObject({ a: z.string(), b: z.number() });
    expect(schemaFields(object)).toEqual(['a', 'b']);
    expect(schemaFields(object.nullish())).toEqual(['a', 'b']);
    expect(schemaFields(object.refine(() => true))).toEqual(['a', 'b']);
    expect(schemaFields(object.transform((value) => value.a))).toEqual(['a', 'b']);
    expect(schemaFields(undefined)).toEqual([]);
  });

  it('does not start a route that takes a field without a label', async () => {
    const app = appWithLabelCheck();
    expect(() =>
      app.post('/api/vehicles', { schema: { body: z.object({ brand: z.string(), colour: z.string() }) } }, async () => ({})),
    ).toThrow("Route POST /api/vehicles: no label for colour in the contract's FIELD_LABELS");
    expect(() => app.get('/api/vehicles/:id', { schema: { params: z.object({ id: z.string() }) } }, async () => ({}))).not.toThrow();
    await app.close();
  });
});
