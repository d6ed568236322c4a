/**
 * `client:photo` (src/integrations/photo-directive.ts) and `client:organisers` (src/integrations/organisers-directive.ts:
 * at load, or when idle or visible) in component attributes.
 */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:photo'?: boolean;
    'client:organisers'?: boolean | 'idle' | 'visible';
  }
}

export {};
