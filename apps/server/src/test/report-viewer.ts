/**
 * The report site (test/report-site.ts) on one test application for a describe block's tests, with a
 * viewer, the role that reads reports, signed in: the report tests read every figure as the viewer does.
 */
import type { DatabaseEngine } from '@weighbridge/contract/system';
import { beforeAll, expect } from 'vitest';
import { makeReportSite, type ReportSite } from './report-site.js';
import { sharedTestApp } from './shared-app.js';

export function sharedReportSite(engine: DatabaseEngine) {
  const t = sharedTestApp(engine);
  let site: ReportSite | undefined;
  let viewer = '';
  beforeAll(async () => {
    site = await makeReportSite(t);
    viewer = await t.signInAs('viewer');
  });
  return {
    t,
    get site(): ReportSite {
      if (!site) throw new Error('the report site is read before its describe block made it');
      return site;
    },
    get viewer() {
      return viewer;
    },
    /** A GET as the viewer, expected to answer 200. */
    viewerGet: async (url: string) => {
      const answer = await t.call('GET', url, { token: viewer });
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      return answer;
    },
    /** The message of a GET as the viewer, expected to be refused with 400. */
    viewerRefusal: async (url: string): Promise<string> => {
      const answer = await t.call('GET', url, { token: viewer });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error;
    },
  };
}
