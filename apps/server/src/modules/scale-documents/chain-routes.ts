/** GET /api/document-chain and POST /api/document-chain/check: the chain's watch, on the Security page. */
import { chainCheckResponseSchema } from '@weighbridge/contract/document-chain';
import type { App } from '../../app-types.js';
import type { ChainWatch } from './chain-watch.js';

/** Whoever may open the Security page reads the watch, and may have it check every link now (it changes nothing but the anchor file). */
const access = { permission: 'settings.security.view' } as const;

export function documentChainRoutes(app: App, watch: ChainWatch): void {
  app.get('/api/document-chain', { config: { access }, schema: { response: { 200: chainCheckResponseSchema } } }, async () => ({ data: watch.current() }));

  app.post('/api/document-chain/check', { config: { access }, schema: { response: { 200: chainCheckResponseSchema } } }, async () => ({
    data: await watch.check({ everyLink: true }),
  }));
}
