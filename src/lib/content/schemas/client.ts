/** Client and sponsor logos (content/clients.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { dataImage, id, text } from './fields.ts';

/** One logo of the client / sponsor grid. */
export const ClientSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Logo number, unique in the file. */
    id: id(),
    /** The logo, e.g. ./images/clients/client-01.png. */
    clientThumb: dataImage(image),
    /** Organisation name (the logo's alt text). */
    name: text(),
  });
