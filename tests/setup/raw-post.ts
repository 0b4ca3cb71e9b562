import { request } from 'node:http';

/** A raw HTTP/1.1 POST to 127.0.0.1 with headers of our choosing (fetch will not send a Host header we pick): its status. */
export function rawPost(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}
