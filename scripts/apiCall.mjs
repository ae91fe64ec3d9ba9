// One HTTP helper for the scripts and benchmarks that talk to the API (demo data, soak runs).

/** fetch with a JSON or FormData body; never throws for HTTP errors (network errors do throw). */
export async function call(base, method, route, { token, json, form } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const response = await fetch(base + route, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  const buffer = Buffer.from(await response.arrayBuffer());
  let data;
  try {
    data = JSON.parse(buffer.toString('utf8'));
  } catch {
    data = undefined;
  }
  return { status: response.status, data, bytes: buffer, type: response.headers.get('content-type') };
}
