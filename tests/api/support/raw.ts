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
