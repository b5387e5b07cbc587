/**
 * Whether a client path leads to a page of this build. The app's route table answers it and wires itself in at
 * start-up, so features can hide links to pages not built yet without importing the route table (which would
 * pull it out of the first-load chunk into one shared with every lazy page).
 */
let check: (to: string) => boolean = () => false;

export function setRouteAvailability(fn: (to: string) => boolean) {
  check = fn;
}

export function isRouteAvailable(to: string): boolean {
  return check(to);
}
