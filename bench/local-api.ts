/** The benches' HTTP client of the local server: a JSON request, and its answer's body (or undefined). */
export const apiCaller =
  (baseUrl: string) =>
  async (method: string, path: string, body?: unknown, token?: string): Promise<any> => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
