/** Placeholder: the addon's loader is written with the addon. */
export {};
