/** The stand-in for Blueprint's `Icons` loader (see icons-by-element.js). */
export declare const Icons: {
  setLoaderOptions(): void;
  load(icons: string | string[]): Promise<void>;
  loadAll(): Promise<void>;
  getPaths(): undefined;
  isValidIconName(): boolean;
};
