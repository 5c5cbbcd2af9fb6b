/**
 * The embedded default of a channel (CONTRACT.md "Messages"): each message is a file under DATA_DIR/outbox,
 * named by its outbox row (its creation time, then its id, so a folder lists oldest first) and created
 * exclusively: the whole file is written aside and then linked into place, which fails when the name exists.
 * A second delivery of one row (a worker that died after writing it, another instance after a lease ran out)
 * finds the file and does nothing, so one row is one file, complete or absent.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Channel, ChannelName, OutboundMessage } from './channel';

/** The file name of a row's message: `<created ms>-<id, 12 digits>.<extension>`. */
export function outboxFileName(message: Pick<OutboundMessage, 'id' | 'createdAt'>, extension: string): string {
  return `${message.createdAt.getTime()}-${String(message.id).padStart(12, '0')}.${extension}`;
}

/** Writes `content` as `dir/name` unless that file exists; answers whether it wrote it. */
export async function writeOnce(dir: string, name: string, content: string | Buffer): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  const aside = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(aside, content);
  try {
    await link(aside, path.join(dir, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}

/** The JSON an SMS or WhatsApp outbox file holds, exactly as CONTRACT.md gives it. */
export interface OutboxFile {
  to: string;
  channel: 'sms' | 'whatsapp';
  event: string;
  template: string;
  text: string;
  created_at: string;
}

/** SMS (DATA_DIR/outbox/sms) or WhatsApp (DATA_DIR/outbox/whatsapp) as JSON files: the embedded default. */
export function jsonFileChannel(name: Extract<ChannelName, 'sms' | 'whatsapp'>, dir: string): Channel {
  return {
    name,
    async send(message) {
      const file: OutboxFile = {
        to: message.to,
        channel: name,
        event: message.event,
        template: message.template,
        text: message.text,
        created_at: message.createdAt.toISOString(),
      };
      await writeOnce(dir, outboxFileName(message, 'json'), `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}
