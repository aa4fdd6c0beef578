/**
 * Route handle: the title the signed-in header and the document title show. A page that renders its
 * own h1 (`ownHeading`) gets no second title in the header, so no page shows its title twice.
 */
export type RouteHandle = { title?: string; ownHeading?: boolean };
