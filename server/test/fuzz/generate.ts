/**
 * The fuzz cases: for every call, requests built to be refused — each breaks at least one rule (a bad field, a
 * missing one, a wrong type or content type, a broken body or an id that names nothing) and may carry dangerous but
 * valid values in its other fields. Deterministic for a given seed.
 */
import { multipart, PNG, HTML_AS_PNG } from '../helpers.ts';
import {
  ALWAYS_INVALID,
  BAD_IDS,
  deepJson,
  EXTRA_FIELDS,
  INVALID_JSON,
  LONE_SURROGATES,
  NON_OBJECT_JSON,
  ONE_MB,
  prng,
  WEIRD_VALID,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
  type Rng,
} from './pools.ts';
import type { FieldSpec, RouteSpec } from './routes.ts';

export interface FuzzCase {
  label: string;
  method: RouteSpec['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sign-in attempts spend an argon2 hash each; they come from their own addresses so limits do not mask them. */
  ip: string;
}

const png = { name: 'a.png', type: 'image/png', bytes: PNG };

/** A value of the right type that `spec` refuses (JSON allows lone surrogates; multipart cannot carry them). */
function invalidValue(rng: Rng, spec: FieldSpec, json: boolean): string {
  const options: string[] = [...ALWAYS_INVALID, 'x'.repeat(spec.max + 1), ...(spec.invalid ?? [])];
  if (json) options.push(...LONE_SURROGATES);
  if (spec.required) options.push('', '   ', '\t\n');
  if (!spec.multiline) options.push('line\nbreak', 'tab\there', 'cr\rhere');
  return rng.pick(options);
}

function breakBody(rng: Rng, route: RouteSpec, json: boolean): { body: Record<string, unknown>; why: string } {
  const fields = route.fields ?? {};
  const names = Object.keys(fields);
  const body: Record<string, unknown> = { ...route.valid?.() };
  // Dangerous but valid values ride along in some other fields.
  for (let i = rng.int(3); i > 0; i--) body[rng.pick(names)] = rng.pick(WEIRD_VALID);
  if (rng.chance(0.3)) {
    const [name, value] = rng.pick(Object.entries(EXTRA_FIELDS));
    body[name] = value;
  }
  const target = rng.pick(names);
  const spec = fields[target] as FieldSpec;
  const required = names.filter((name) => fields[name]?.required);
  const mode = rng.int(json ? 4 : 3);
  if (mode === 0 && !route.partial && required.length) {
    const missing = rng.pick(required);
    delete body[missing];
    return { body, why: `missing ${missing}` };
  }
  if (mode === 3) {
    body[target] = rng.pick(WRONG_TYPES);
    return { body, why: `${target} of type ${Array.isArray(body[target]) ? 'array' : typeof body[target]}` };
  }
  body[target] = invalidValue(rng, spec, json);
  return { body, why: `${target} = ${JSON.stringify(String(body[target]).slice(0, 24))}` };
}

const asForm = (body: Record<string, unknown>, file?: Parameters<typeof multipart>[1]) =>
  multipart(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), file);

export function generateCases(routes: RouteSpec[], seed: number): FuzzCase[] {
  const rng = prng(seed);
  const cases: FuzzCase[] = [];
  let ipCounter = 0;
  const ip = () => `10.9.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
  const json = (label: string, route: RouteSpec, body: string, contentType = 'application/json', url = route.path) =>
    cases.push({ label, method: route.method, url, headers: { 'content-type': contentType }, payload: body, ip: ip() });
  const form = (label: string, route: RouteSpec, built: { payload: Buffer; contentType: string }, url = route.path) =>
    cases.push({
      label,
      method: route.method,
      url,
      headers: { 'content-type': built.contentType },
      payload: built.payload,
      ip: ip(),
    });

  for (const route of routes) {
    const id = `${route.method} ${route.route ?? route.path}`;
    const signin = route.path === '/auth/signin';
    if (route.body !== 'none' && route.valid) {
      const valid = route.valid();
      // Broken or foreign bodies.
      for (const text of INVALID_JSON) json(`${id}: invalid JSON ${JSON.stringify(text)}`, route, text);
      for (const text of NON_OBJECT_JSON) json(`${id}: JSON ${text}`, route, text);
      json(`${id}: empty JSON body`, route, '');
      for (const kind of ['array', 'object', 'field'] as const) {
        json(`${id}: deep JSON ${kind}`, route, deepJson(kind === 'array' ? 100_000 : 5_000, kind, Object.keys(valid)));
      }
      json(`${id}: __proto__`, route, JSON.stringify(valid).replace('{', '{"__proto__":{"isAdmin":true},'));
      json(`${id}: constructor.prototype`, route, JSON.stringify({ ...valid, constructor: { prototype: { x: 1 } } }));
      json(
        `${id}: 1 MB body`,
        route,
        JSON.stringify({ ...valid, [Object.keys(valid)[0] as string]: 'x'.repeat(ONE_MB) }),
      );
      for (const type of WRONG_CONTENT_TYPES) json(`${id}: content-type ${type}`, route, JSON.stringify(valid), type);
      // Field by field, then random mixes (fewer for sign-in: each attempt hashes).
      const rounds = signin ? 20 : route.body === 'form' ? 50 : 30;
      for (let i = 0; i < rounds; i++) {
        const asJson = route.body === 'json' || rng.chance(0.4);
        const { body, why } = breakBody(rng, route, asJson);
        if (asJson) json(`${id}: ${why}`, route, JSON.stringify(body));
        else form(`${id}: multipart, ${why}`, route, asForm(body, rng.chance(0.3) ? png : undefined));
      }
      for (const name of Object.keys(route.fields ?? {}).slice(0, signin ? 1 : 99)) {
        json(`${id}: ${name} 1 MB`, route, JSON.stringify({ ...valid, [name]: 'y'.repeat(ONE_MB - 200) }));
      }
    }
    if (route.body === 'none' && route.method !== 'GET') {
      // A body-less write (logout, deletes) with a body that does not parse must not run.
      for (const text of INVALID_JSON.slice(0, 4))
        json(`${id}: invalid JSON body ${JSON.stringify(text)}`, route, text);
      json(`${id}: 1 MB + 1 body`, route, JSON.stringify({ x: 'x'.repeat(ONE_MB) }));
    }
    if (route.body === 'form') formCases(route, form, rng);
    if (route.path.match(/\/(?:\d+|seed-blog)$/)) {
      const base = route.path.slice(0, route.path.lastIndexOf('/') + 1);
      for (const bad of BAD_IDS) {
        const url = base + bad;
        if (route.body === 'json')
          json(`${id}: id ${bad.slice(0, 30)}`, route, JSON.stringify(route.valid?.()), undefined, url);
        else if (route.body === 'form')
          form(`${id}: id ${bad.slice(0, 30)}`, route, asForm(route.valid?.() ?? {}), url);
        else cases.push({ label: `${id}: id ${bad.slice(0, 30)}`, method: route.method, url, headers: {}, ip: ip() });
      }
      for (const bad of ['SEED-BLOG', 'seed-blog%00', 'seed-blog%20', 'seed-blog..', '%73eed-blog%2F..']) {
        if (route.path.endsWith('seed-blog'))
          cases.push({ label: `${id}: ${bad}`, method: route.method, url: base + bad, headers: {}, ip: ip() });
      }
    }
    if (route.query)
      queryCases(route, (label, url) => cases.push({ label, method: 'GET', url, headers: {}, ip: ip() }));
    if (route.path.startsWith('/uploads/') || route.path.startsWith('/content/images/')) {
      const base = route.path.replace(':name', '');
      for (const bad of [
        ...BAD_IDS,
        `${'a'.repeat(32)}.png`,
        `${'a'.repeat(32)}.svg`,
        `${'A'.repeat(32)}.png`,
        'x.png%00.html',
        '.htaccess',
        '..%2F..%2Foutbox',
      ]) {
        cases.push({ label: `${id}: ${bad.slice(0, 40)}`, method: 'GET', url: base + bad, headers: {}, ip: ip() });
      }
    }
  }
  return cases;
}

function formCases(
  route: RouteSpec,
  form: (label: string, route: RouteSpec, built: { payload: Buffer; contentType: string }) => void,
  rng: Rng,
) {
  const id = `${route.method} ${route.route ?? route.path}`;
  const valid = route.valid?.() ?? {};
  const built = asForm(valid, png);
  const boundary = /boundary=(.*)$/.exec(built.contentType)?.[1] as string;
  // Refused images with otherwise valid fields.
  form(`${id}: HTML named .png`, route, asForm(valid, { name: 'x.png', type: 'image/png', bytes: HTML_AS_PNG }));
  form(`${id}: zero-byte image`, route, asForm(valid, { name: 'x.png', type: 'image/png', bytes: Buffer.alloc(0) }));
  // Structure: many files, a foreign file field, too many fields, repeated fields, prototype names.
  for (const count of [2, 3, 10]) {
    const many = asForm(valid, png);
    const extra = Array.from({ length: count - 1 }, (_, i) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary2(many)}\r\nContent-Disposition: form-data; name="image"; filename="b${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from('\r\n'),
      ]),
    );
    const end = Buffer.from(`--${boundary2(many)}--\r\n`);
    form(`${id}: ${count} files`, route, {
      contentType: many.contentType,
      payload: Buffer.concat([many.payload.subarray(0, many.payload.length - end.length), ...extra, end]),
    });
  }
  form(`${id}: file in field "attachment"`, route, asForm(valid, { ...png, field: 'attachment' }));
  form(
    `${id}: 60 fields`,
    route,
    asForm({ ...valid, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'v'])) }),
  );
  const twice = asForm(valid);
  const first = Object.keys(valid)[0] as string;
  const dup = Buffer.from(`--${boundary2(twice)}\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nagain\r\n`);
  form(`${id}: field twice`, route, { contentType: twice.contentType, payload: Buffer.concat([dup, twice.payload]) });
  const proto = asForm(valid);
  form(`${id}: field named __proto__`, route, {
    contentType: proto.contentType,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary2(proto)}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"isAdmin":true}\r\n`,
      ),
      proto.payload,
    ]),
  });
  form(`${id}: 1 MB + 1 field`, route, asForm({ ...valid, [first]: 'z'.repeat(ONE_MB + 1) }));
  // Broken bodies.
  const cut = built.payload.subarray(0, built.payload.length - 30);
  form(`${id}: truncated body`, route, { contentType: built.contentType, payload: cut });
  form(`${id}: no closing boundary`, route, {
    contentType: built.contentType,
    payload: built.payload.subarray(0, built.payload.length - boundary.length - 6),
  });
  form(`${id}: wrong boundary`, route, { contentType: 'multipart/form-data; boundary=nope', payload: built.payload });
  form(`${id}: no boundary`, route, { contentType: 'multipart/form-data', payload: built.payload });
  form(`${id}: garbage`, route, {
    contentType: built.contentType,
    payload: Buffer.from(Array.from({ length: 2048 }, () => rng.int(256))),
  });
  // An update without fields is a valid no-op, so there a bad flag rides along.
  const flag = route.partial
    ? `--${boundary}\r\nContent-Disposition: form-data; name="removeImage"\r\n\r\nmaybe\r\n`
    : '';
  form(`${id}: part without name`, route, {
    contentType: built.contentType,
    payload: Buffer.from(`${flag}--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`),
  });
  form(`${id}: empty multipart`, route, {
    contentType: built.contentType,
    payload: Buffer.from(`${flag}--${boundary}--\r\n`),
  });
  if (route.partial) {
    for (const version of ['abc', '-1', '1.5', '1e3', '99999999999'])
      form(`${id}: version ${version}`, route, asForm({ ...valid, version }));
    for (const flag of ['maybe', 'yes', 'TRUE ', '2'])
      form(`${id}: removeImage ${flag}`, route, asForm({ removeImage: flag }));
  }
}

const boundary2 = (built: { contentType: string }) => /boundary=(.*)$/.exec(built.contentType)?.[1] as string;

function queryCases(route: RouteSpec, push: (label: string, url: string) => void) {
  const id = `GET ${route.path}`;
  const bad: Record<string, string[]> = {
    page: ['0', '-1', 'abc', '1.5', '10000000000', '1e3', '%00', '1;DROP'],
    pageSize: ['0', '101', '-5', 'all', '1e2', '100000'],
    q: [encodeURIComponent('x'.repeat(201)), '%00', 'a%00b', 'a%0Ab', '%1B%5B31m'],
    sort: ['DROP', 'name;--', 'createdDate%20DESC', 'title%20OR%201%3D1', '__proto__', 'constructor'],
    category: ['%00', encodeURIComponent('c'.repeat(101))],
    enquiryCategory: ['OTHER', 'footer', '%27%20OR%201%3D1'],
    status: ['deleted', 'NEW', '%27--'],
    limit: ['0', '51', '-1', 'abc', '1e1', '10.5', '99999'],
    url: [
      '',
      'not-a-url',
      'javascript%3Aalert(1)',
      'ftp%3A%2F%2Fexample.com%2F',
      '%00',
      encodeURIComponent(`https://e.x/${'u'.repeat(2048)}`),
    ],
  };
  for (const name of route.query ?? []) {
    for (const value of bad[name] ?? []) push(`${id}: ${name}=${value.slice(0, 20)}`, `${route.path}?${name}=${value}`);
    push(`${id}: ${name} twice`, `${route.path}?${name}=1&${name}=2`);
  }
}
