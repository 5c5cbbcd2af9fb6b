import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { type Config, config } from './config';
import { type Database, db } from './db';
import { appSettings } from './db/schema';

/**
 * The Web Push application server's key pair (VAPID, RFC 8292): the browsers subscribe with its public key,
 * and every push is signed with its private key, so it must stay the same across restarts and be one for
 * every instance (a subscription made with one key is refused by the push service for another).
 *
 * - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY set: those (config.ts takes both or neither).
 * - Unset, one process (PGlite): generated once into DATA_DIR/vapid.json and read from it after.
 * - Unset with DATABASE_URL (several instances may share it): generated once into the database
 *   (`app_settings`, key `vapid`): the first instance's insert wins, every instance reads that row.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — who the push service may contact about our pushes. */
  subject: string;
}

type KeySource = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'SUPPORT_EMAIL' | 'DATABASE_URL' | 'dataDir'>;

const SETTING = 'vapid';
export const VAPID_FILE = 'vapid.json';

const isPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (value as { privateKey?: unknown }).privateKey === 'string';

async function pairFromFile(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, VAPID_FILE);
  const read = async () => {
    const pair: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isPair(pair)) throw new Error(`${file} holds no VAPID key pair: delete it to generate a new one`);
    return pair;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  try {
    // 'wx': never over a pair another start wrote a moment before (its subscriptions would stop working).
    await writeFile(file, `${JSON.stringify(pair)}\n`, { flag: 'wx', mode: 0o600 });
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
}

async function pairFromDatabase(database: Database): Promise<{ publicKey: string; privateKey: string }> {
  await database
    .insert(appSettings)
    .values({ key: SETTING, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await database.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  const pair: unknown = row ? JSON.parse(row.value) : null;
  if (!isPair(pair)) throw new Error('app_settings holds no VAPID key pair');
  return pair;
}

/** The key pair for `source` (the configuration), generating and keeping one when none is configured. */
export async function loadVapidKeys(source: KeySource, database: () => Promise<Database>): Promise<VapidKeys> {
  const subject = source.VAPID_SUBJECT ?? /* i18n-ignore: a URL scheme */ `mailto:${source.SUPPORT_EMAIL}`;
  if (source.VAPID_PUBLIC_KEY && source.VAPID_PRIVATE_KEY)
    return { publicKey: source.VAPID_PUBLIC_KEY, privateKey: source.VAPID_PRIVATE_KEY, subject };
  const pair = source.DATABASE_URL ? await pairFromDatabase(await database()) : await pairFromFile(source.dataDir);
  return { ...pair, subject };
}

let loaded: Promise<VapidKeys> | null = null;

/** This process's key pair (read once; a failed read is tried again on the next call). */
export function vapidKeys(): Promise<VapidKeys> {
  loaded ??= loadVapidKeys(config, db).catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
