/** Hash of the translation files, set by vite.config.ts; busts the browser's cache of `/locales/…`. */
declare const __I18N_VERSION__: string;
