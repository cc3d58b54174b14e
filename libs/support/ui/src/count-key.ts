/** The key of a count's text: one, or more (ru uses one neutral form for both). */
export const countKey = <K extends string>(base: K, count: number) =>
  `${base}_${count === 1 ? 'single' : 'many'}` as const;
