// The web app manifest (written by vite-plugin-pwa) matters only for installing the app, so the built
// pages do not name it (vite.config.ts, manifestLinkAfterPaint): its request before the first paint
// competed with the screen's own files on a slow connection. The app links it once the page is idle.

/** vite-plugin-pwa's name for it. */
const MANIFEST_FILE = 'manifest.webmanifest';

/** Links the manifest in the page's head, once. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${import.meta.env.BASE_URL}${MANIFEST_FILE}`;
  document.head.append(link);
}
