// The `t` a screen gets from useDeferredTranslated; its own module so the bridge and the hook do not import each other.
export type Translate = (key: string, source: string) => string;
