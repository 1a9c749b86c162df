// The yardstick: a bare node:http server answering fixed bytes (those the real API answered).
// With `verify`, it first checks the request's signature as DESIGN.md section 2 says (the same
// HMAC the API computes; a GET's payload is its sorted query, empty in these benchmarks).
// With `read` as well, it then makes one indexed read through the API's database driver (pg to
// `read.databaseUrl`, else an in-memory PGlite in this process), as a prepared statement, before
// answering: the floor of a per-user read that needs one round trip, apart from any framework.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const { body, headers, port, verify, read } = JSON.parse(process.argv[2]);
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

const FLOOR_ROWS = 1000;

async function openReader(options) {
  const setup = [
    'create table if not exists bench_floor (id integer primary key, name text not null, gold integer not null)',
    `insert into bench_floor select g, 'viewer ' || g, g * 7 from generate_series(1, ${FLOOR_ROWS}) g on conflict do nothing`,
  ];
  const text = 'select id, name, gold from bench_floor where id = $1';
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    for (const statement of setup) await pool.query(statement);
    return (id) => pool.query({ name: 'bench_floor', text, values: [id] });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  for (const statement of setup) await db.exec(statement);
  // Prepared once, as the API's PGlite handle does with a repeated statement (decision 0045).
  await db.exec(`prepare bench_floor as ${text}`);
  return (id) => db.exec(`execute bench_floor('${id}')`, { rowMode: 'array' });
}

const readRow = read ? await openReader(read) : undefined;
let nextId = 0;

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
      if (signed(req, Buffer.concat(chunks).toString('utf8'))) {
        if (!readRow) return answer();
        nextId = (nextId % FLOOR_ROWS) + 1;
        return void readRow(nextId).then(answer, () => {
          res.writeHead(500, headers);
          res.end();
        });
      }
      res.writeHead(401, { ...headers, 'content-length': refused.length });
      res.end(refused);
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
