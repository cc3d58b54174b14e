/**
 * The part of the Web Storage API features use: `window.localStorage` and
 * `window.sessionStorage` fit as they are; tests use `createMemoryStorage` of the testing entry.
 */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
