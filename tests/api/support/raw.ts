import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request through node:http, so that the bytes on the wire are seen (fetch would decode them). */
export function rawRequest(origin: string, pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The body of a raw answer as text, undoing its Content-Encoding. */
export const decoded = ({ headers, body }: Raw) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

/**
 * A POST whose body of `totalBytes` goes out in chunks without Content-Length, as fast as the server
 * takes it. Resolves with the answer as soon as it has come; a server that refuses the body part-way may
 * close the connection while chunks are still going out, and that write error is not the test's concern.
 */
export function streamedPost(
  origin: string,
  pathname: string,
  headers: Record<string, string>,
  totalBytes: number,
  chunkBytes = 16 * 1024,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${origin}${pathname}`, { method: 'POST', headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(chunkBytes, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes && !answered && !request.destroyed) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}
