/** Ticket plans: the home cards and the /pricing plans (content/tickets.json). */
import { z } from 'astro/zod';
import { id, text, icon, link } from './fields.ts';

/** One line of a ticket card. */
const TicketFeatureSchema = z.strictObject({
  /** What the line says, e.g. 'Free Lunch And Coffee'. */
  text: text(),
  /** true: included (tick); false: not included (struck through). */
  included: z.boolean(),
});

/** Fields every ticket plan has. */
const ticketBase = {
  /** Plan number, unique in the file. */
  id: id(),
  /** Icon above the title. */
  icon: icon(),
  /** Plan name, e.g. 'Day Pass'. */
  title: text(),
  /** Price in US dollars, e.g. 35.99. */
  price: z.number().positive(),
  /** Lines of the card, in order. */
  features: z.array(TicketFeatureSchema).min(1),
  /** Where the button goes (/buy-ticket). */
  btnLink: link(),
  /** Label of the button. */
  btnText: text(),
};

/** A ticket plan: 'home' cards (Choose a Ticket) or 'pricing' cards (/pricing). */
export const TicketSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...ticketBase,
    /** 'home': shown in the home pages' Choose a Ticket section. */
    kind: z.literal('home'),
  }),
  z.strictObject({
    ...ticketBase,
    /** 'pricing': shown on /pricing. */
    kind: z.literal('pricing'),
    /** How many tickets the plan buys. */
    tickets: z.number().int().positive(),
  }),
]);
