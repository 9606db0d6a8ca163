/**
 * Figure 6: the gzipped JavaScript a browser loads for /login and for /dashboard from the built web app
 * (apps/web/dist). A route loads index.html's entry and its static imports, then the lazy chunks of its
 * route (the shell and the page) with their static imports; /dashboard also its charts, which the page
 * imports lazily. Chunks are found by the names Vite gives them after their source files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Figure, verdict } from './figures.js';

export const SECTION = '6. Web build';

const staticImports = (code: string) => [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
const dynamicImports = (code: string) => [...code.matchAll(/import\(\s*"\.\/([^"]+\.js)"\s*\)/g)].map((match) => match[1]!);

export function routeScripts(webDist: string) {
  const assets = path.join(webDist, 'assets');
  const read = (name: string) => fs.readFileSync(path.join(assets, name), 'utf8');
  const closure = (roots: string[], into = new Set<string>()) => {
    const queue = [...roots];
    while (queue.length) {
      const name = queue.pop()!;
      if (into.has(name)) continue;
      into.add(name);
      queue.push(...staticImports(read(name)).filter((next) => !dynamicImports(read(name)).includes(next)));
    }
    return into;
  };
  const chunk = (prefix: string) => {
    const found = fs.readdirSync(assets).find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
    if (!found) throw new Error(`No ${prefix} chunk in ${assets}`);
    return found;
  };
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const entry = closure(entries);
  const login = closure([chunk('login-page')], new Set(entry));
  const dashboardPage = chunk('dashboard-page');
  const dashboard = closure([chunk('app-layout'), dashboardPage], new Set(entry));
  closure(dynamicImports(read(dashboardPage)), dashboard);
  const all = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  return { login: [...login], dashboard: [...dashboard], all, assets };
}

const gzippedKb = (assets: string, names: string[]) => names.reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(assets, name)), { level: 9 }).length, 0) / 1024;

export function webBuildFigures(webDist: string): Figure[] {
  const { login, dashboard, all, assets } = routeScripts(webDist);
  const wholeApp = `whole app ${gzippedKb(assets, all).toFixed(0)} KB in ${all.length} files`;
  const loginKb = gzippedKb(assets, login);
  const dashboardKb = gzippedKb(assets, dashboard);
  return [
    { section: SECTION, name: `/login: gzipped JavaScript (${login.length} files)`, value: `${loginKb.toFixed(0)} KB`, reference: wholeApp, budget: '<= 200 KB', verdict: verdict(loginKb <= 200) },
    { section: SECTION, name: `/dashboard with charts: gzipped JavaScript (${dashboard.length} files)`, value: `${dashboardKb.toFixed(0)} KB`, reference: wholeApp, budget: '<= 500 KB', verdict: verdict(dashboardKb <= 500) },
  ];
}
