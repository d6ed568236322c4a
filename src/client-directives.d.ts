/** `client:photo` (src/integrations/photo-directive.ts) in component attributes. */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:photo'?: boolean;
  }
}

export {};
