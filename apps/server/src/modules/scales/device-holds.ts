/**
 * Which instance of the application talks to each scale indicator and card reader, when several share one
 * PostgreSQL database: the one holding the device's session advisory lock. The locks live on a connection
 * of the instance's own, outside the pool: they last as long as it does, so an instance that dies (or loses
 * the connection) lets its devices go at once, and another takes them over. The same connection carries the
 * messages between instances (LISTEN/NOTIFY): readings and card reads from the holder, and saved changes.
 * The embedded engine is one process: it holds every device, and has no one to tell.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { DEVICE_LOCK_CLASSES } from '../../db/advisory-locks.js';
import type { DeviceKind, DeviceMessage } from './device-messages.js';

export type DeviceHolds = {
  /** Whether other instances may hold devices (PostgreSQL), so that what happens here is worth telling. */
  shared: boolean;
  /** Whether this instance holds the device now. */
  holds: (kind: DeviceKind, id: number) => boolean;
  /** Takes the device unless another instance holds it; answers whether this one holds it now. */
  take: (kind: DeviceKind, id: number) => Promise<boolean>;
  /** Lets the device go, and tells the others, so that one of them takes it at once. */
  letGo: (kind: DeviceKind, id: number) => Promise<void>;
  /** Tells the other instances; dropped while the connection is down (they see the holder's readings age). */
  publish: (message: DeviceMessage) => void;
  /** Connects again if the connection is down, and checks that it answers; a connection that does not is dropped. */
  check: () => Promise<void>;
  /** Lets every device go (the instance stops). */
  close: () => Promise<void>;
};

export type HoldEvents = {
  /** The connection is gone, and every lock with it: the instance must stop talking to its devices now. */
  lost: () => void;
  /** A message from another instance. */
  message: (message: DeviceMessage) => void;
  /** The connection is back after it was lost or could not be opened: messages may have been missed. */
  regained: () => void;
};

/** The LISTEN/NOTIFY channel of the device messages. */
export const DEVICE_CHANNEL = 'weighbridge_devices';
/** A little under the takeover interval of the device connections, so each of their attempts may connect. */
const RETRY_CONNECT_MS = 900;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

/** The embedded engine's: every device is this process's. */
export function everyDeviceHeld(): DeviceHolds {
  return {
    shared: false,
    holds: () => true,
    take: async () => true,
    letGo: async () => undefined,
    publish: () => undefined,
    check: async () => undefined,
    close: async () => undefined,
  };
}

const holdKey = (kind: DeviceKind, id: number) => `${kind}:${id}`;

/** Holds devices through advisory locks on a connection of its own, from `newSession`. */
export function sharedDeviceHolds(newSession: () => pg.Client, events: HoldEvents, log: FastifyBaseLogger): DeviceHolds {
  const held = new Set<string>();
  let session: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let outage = false;
  /** After an attempt to connect failed, the next waits this long: not one attempt per device asked for. */
  let nextAttemptAt = 0;
  // One query at a time on the session: the client would queue them too, but no longer wants to.
  let queries: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(query: () => Promise<T>): Promise<T> => {
    const turn = queries.then(query);
    queries = turn.catch(() => undefined);
    return turn;
  };

  const drop = (client: pg.Client, error?: Error) => {
    if (client !== session) return;
    session = null;
    held.clear();
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    log.error({ err: error }, 'lost the database connection that holds the devices: their connections are closed until it is back');
    outage = true;
    events.lost();
  };

  const connect = async (): Promise<pg.Client | null> => {
    const client = newSession();
    let backendPid: number | undefined;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    client.on('notification', (notification) => {
      // Our own notifications come back too: what this instance did, it has told its listeners already.
      if (notification.channel !== DEVICE_CHANNEL || notification.processId === backendPid || !notification.payload) return;
      try {
        events.message(JSON.parse(notification.payload) as DeviceMessage);
      } catch (error) {
        log.warn({ err: error }, 'a device message that could not be read was skipped');
      }
    });
    try {
      await client.connect();
      backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await client.query(`LISTEN ${DEVICE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      if (!outage) log.error({ err: error }, 'cannot open the database connection that holds the devices; trying again');
      outage = true;
      nextAttemptAt = Date.now() + RETRY_CONNECT_MS;
      return null;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return null;
    }
    session = client;
    if (outage) {
      outage = false;
      log.info('the database connection that holds the devices is back');
      events.regained();
    }
    return client;
  };

  const connected = async (): Promise<pg.Client | null> => {
    if (session || closed) return session;
    if (!connecting && Date.now() < nextAttemptAt) return null;
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  };

  /** Runs a query on the session; a failure drops it, since whether a lock was taken is then unknown. */
  const ask = async <Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<Row[] | null> => {
    const client = await connected();
    if (!client) return null;
    try {
      return (await inTurn(() => client.query<Row>(text, values))).rows;
    } catch (error) {
      drop(client, error as Error);
      return null;
    }
  };

  const publish = (message: DeviceMessage) => {
    const client = session;
    if (!client) return;
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      log.warn({ type: message.type }, 'a device message too long to send was skipped');
      return;
    }
    inTurn(() => client.query('select pg_notify($1, $2)', [DEVICE_CHANNEL, payload])).catch((error: Error) => drop(client, error));
  };

  return {
    shared: true,
    holds: (kind, id) => held.has(holdKey(kind, id)),
    take: async (kind, id) => {
      if (held.has(holdKey(kind, id))) return true;
      const rows = await ask<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [DEVICE_LOCK_CLASSES[kind], id]);
      // Session locks count: taking one held already would need two unlocks, hence the set.
      if (rows?.[0]?.locked) held.add(holdKey(kind, id));
      return held.has(holdKey(kind, id));
    },
    letGo: async (kind, id) => {
      if (!held.delete(holdKey(kind, id))) return;
      await ask('select pg_advisory_unlock($1, $2)', [DEVICE_LOCK_CLASSES[kind], id]);
      publish({ type: 'released', kind, id });
    },
    publish,
    check: async () => {
      await ask('select 1', []);
    },
    close: async () => {
      closed = true;
      await connecting;
      const client = session;
      if (!client) return;
      // Unlocked before the others hear of it, so that the first to try takes the device.
      if (held.size > 0) await ask('select pg_advisory_unlock_all()', []);
      for (const key of held) {
        const [kind, id] = key.split(':') as [DeviceKind, string];
        publish({ type: 'released', kind, id: Number(id) });
      }
      session = null;
      held.clear();
      client.removeAllListeners();
      client.on('error', () => undefined);
      // Ending the session ends its locks, once the notifications queued before have gone.
      await queries;
      await client.end().catch(() => undefined);
    },
  };
}
