/** Route handle: the title the signed-in header and the document title show. */
export type RouteHandle = { title?: string };
