/**
 * Navigation and page reloads for code outside React (the API client, session handlers).
 * The app registers the router's navigate at start; until then, and in plain scripts, the
 * browser location is used. Tests register spies.
 */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);
let reloader: () => void = () => window.location.reload();

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function setReloader(next: () => void): void {
  reloader = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}

export function reloadPage(): void {
  reloader();
}
