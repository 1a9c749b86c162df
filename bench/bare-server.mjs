// The yardstick: a bare node:http server answering fixed bytes (those the real API answered).
// With `verify`, it first checks the request's signature as DESIGN.md section 2 says (the same
// HMAC the API computes; a GET's payload is its sorted query, empty in these benchmarks).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const { body, headers, port, verify } = JSON.parse(process.argv[2]);
const bytes = Buffer.from(body);
const refused = Buffer.from('{"code":401,"msg":"bad signature","data":null}');

function signed(req, text) {
  const time = String(req.headers.time ?? '');
  const given = Buffer.from(String(req.headers.sign ?? ''));
  const payload = req.method === 'GET' ? '' : text;
  const expected = Buffer.from(
    createHmac('sha256', verify.key)
      .update(`${req.method}\n${verify.apiPath}\n${time}\n${payload}`)
      .digest('base64'),
  );
  return (
    Math.abs(Date.now() / 1000 - Number(time)) <= 300 &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

http
  .createServer((req, res) => {
    const answer = () => {
      res.writeHead(200, { ...headers, 'content-length': bytes.length });
      res.end(bytes);
    };
    if (!verify) {
      req.resume();
      req.on('end', answer);
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (signed(req, Buffer.concat(chunks).toString('utf8'))) return answer();
      res.writeHead(401, { ...headers, 'content-length': refused.length });
      res.end(refused);
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
