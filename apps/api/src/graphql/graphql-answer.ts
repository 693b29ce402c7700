// An answer of the GraphQL endpoints as the route sends it, and as the catalogue's kept answers hold it.

export interface GraphQLAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Yoga's fetch Response, read whole: our operations never stream (no subscriptions, no @defer), one body. */
export async function answerOf(response: Response): Promise<GraphQLAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => void headers.push([name, value]));
  return { status: response.status, headers, body: await response.text() };
}
