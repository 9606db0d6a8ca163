/**
 * The watch over the chain of ticket signatures: at start and on a schedule, each server walks the links
 * written since its last walk (all of them at start and once a day), compares the database with the
 * anchors kept outside it, and raises the alarm when a link is missing, out of place or rewritten: on
 * the Security page, in the log, and in the metrics. While the chain is whole it anchors each new head.
 */
import type { ChainCheckAnswer } from '@weighbridge/contract/document-chain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { documentChainIntact, documentChainPosition, documentChainSignature } from '../../metrics/metrics.js';
import { type Anchor, anchorFilePath, appendAnchor, readAnchors } from '../../ledger/chain-anchors.js';
import { type ChainHead, headDocumentNumber, readChainHead } from '../../ledger/chain-head.js';
import { linksAt } from '../../ledger/chain-links.js';
import { type ChainCheck, checkChain, type WalkedLink } from '../../ledger/integrity.js';

const CHECK_EVERY_MS = 10 * 60_000;
const WALK_ALL_EVERY_MS = 24 * 60 * 60_000;
/** How many altered tickets a problem names. */
const NAMED = 20;
const ANCHORS_PER_QUERY = 1000;

export type ChainWatchDeps = { db: Executor; signingKey: string; backupDir: string; clock: Clock; log: FastifyBaseLogger };

export type ChainWatch = {
  start: () => void;
  stop: () => Promise<void>;
  /** Checks now (every link when `everyLink`) and answers what it found; checks never overlap. */
  check: (options?: { everyLink?: boolean }) => Promise<ChainCheckAnswer>;
  /** What the last check found. */
  current: () => ChainCheckAnswer;
};

export function createChainWatch(deps: ChainWatchDeps): ChainWatch {
  const { db, signingKey, backupDir, clock, log } = deps;
  let answer: ChainCheckAnswer = {
    state: 'unchecked',
    checkedAt: null,
    head: { position: 0, documentNumber: null },
    anchors: { file: anchorFilePath(backupDir), count: 0, latest: null },
    problems: [],
  };
  /** The last link of the last walk that found the chain whole, and when every link was last walked. */
  let walked: WalkedLink | undefined;
  let walkedAllAt = 0;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function checkNow(everyLink: boolean): Promise<ChainCheckAnswer> {
    const now = clock.now();
    const walkAll = everyLink || !walked || now.getTime() - walkedAllAt >= WALK_ALL_EVERY_MS;
    const head = await readChainHead(db);
    const walk = await checkChain(db, signingKey, NAMED, walkAll ? undefined : walked);
    const anchorFile = await readAnchors(backupDir, signingKey);
    const problems = [...walkProblems(walk, head), ...(await anchorProblems(db, anchorFile.anchors)), ...unreadableLines(anchorFile.unreadable, anchorFile.file)];
    const documentNumber = await headDocumentNumber(db, head);
    let latest = anchorFile.anchors.at(-1);
    if (problems.length === 0) {
      walked = walk.last;
      if (walkAll) walkedAllAt = now.getTime();
      if (head.position > (latest?.position ?? 0)) {
        latest = { kind: 'anchor', at: now.toISOString(), position: head.position, signature: head.signature, document: documentNumber };
        await appendAnchor(backupDir, signingKey, latest);
      }
    } else {
      walked = undefined;
      if (problems.join('\n') !== answer.problems.join('\n')) log.error({ problems }, 'the ticket signature chain is broken or cut short');
    }
    const count = anchorFile.anchors.length + (latest && latest !== anchorFile.anchors.at(-1) ? 1 : 0);
    answer = {
      state: problems.length === 0 ? 'intact' : 'broken',
      checkedAt: now.toISOString(),
      head: { position: head.position, documentNumber },
      anchors: { file: anchorFile.file, count, latest: latest ? { at: latest.at, position: latest.position, documentNumber: latest.document } : null },
      problems,
    };
    documentChainPosition.set(head.position);
    documentChainSignature.set(head.signature ? Number.parseInt(head.signature.slice(0, 12), 16) : 0);
    documentChainIntact.set(problems.length === 0 ? 1 : 0);
    return answer;
  }

  function check(options?: { everyLink?: boolean }): Promise<ChainCheckAnswer> {
    const next = running.then(() => checkNow(options?.everyLink ?? false));
    running = next.catch(() => undefined);
    return next;
  }

  const checkQuietly = () =>
    void check().catch((error: unknown) => {
      log.error({ err: error }, 'the ticket signature chain could not be checked');
    });

  return {
    start() {
      checkQuietly();
      timer = setInterval(checkQuietly, CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
    check,
    current: () => answer,
  };
}

function walkProblems(walk: ChainCheck, head: ChainHead): string[] {
  const problems: string[] = [];
  if (walk.alteredCount > 0) {
    const more = walk.alteredCount > walk.altered.length ? ` and ${walk.alteredCount - walk.altered.length} more` : '';
    problems.push(`${walk.alteredCount} scale documents no longer match their signatures (${walk.altered.join(', ')}${more}).`);
  }
  if (walk.breaks > 0) problems.push(`The chain is broken in ${walk.breaks} ${walk.breaks === 1 ? 'place' : 'places'}: a link was removed, replaced or put in between.`);
  if (walk.last.position !== head.position || walk.last.signature !== head.signature) {
    problems.push(`The chain's head names link ${head.position}, but its last link is link ${walk.last.position}.`);
  }
  return problems;
}

/** Whether the database still holds the link each anchor names; the first anchor found missing and found rewritten are named. */
async function anchorProblems(db: Executor, anchors: readonly Anchor[]): Promise<string[]> {
  let missing: Anchor[] = [];
  let rewritten: Anchor[] = [];
  for (let start = 0; start < anchors.length; start += ANCHORS_PER_QUERY) {
    const slice = anchors.slice(start, start + ANCHORS_PER_QUERY);
    const links = await linksAt(
      db,
      slice.map((anchor) => anchor.position),
    );
    missing = [...missing, ...slice.filter((anchor) => !links.has(anchor.position))];
    rewritten = [...rewritten, ...slice.filter((anchor) => links.has(anchor.position) && links.get(anchor.position)!.signature !== anchor.signature)];
  }
  const problems: string[] = [];
  const others = (count: number) => (count > 1 ? ` (and ${count - 1} later anchors)` : '');
  const named = (anchor: Anchor) => `Link ${anchor.position}${anchor.document ? ` (${anchor.document})` : ''}, anchored ${anchor.at},`;
  if (missing.length > 0) problems.push(`${named(missing[0]!)} is no longer in the database${others(missing.length)}: links were removed from the chain.`);
  if (rewritten.length > 0) problems.push(`${named(rewritten[0]!)} is not the link the database holds in its place${others(rewritten.length)}: the chain was rewritten.`);
  return problems;
}

function unreadableLines(count: number, file: string): string[] {
  if (count === 0) return [];
  const lines = count === 1 ? '1 line of' : `${count} lines of`;
  return [`${lines} ${file} ${count === 1 ? 'does' : 'do'} not carry this site's code: written with another key, changed or cut off.`];
}
