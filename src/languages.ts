// The app's languages and where a person's choice of one is kept: read by i18n.ts and, before any of the
// app's code has loaded, by the landing pages' gate (src/prerenderGate.ts), which the build writes out.
export const LANGUAGES = ['en', 'es', 'zh', 'hi', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
