/** Home banner slides (content/banners.json). */
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { dataImage, id, text, link } from './fields.ts';

/** One slide of the home banner carousel. */
export const BannerSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    /** Slide number, unique; slides show in id order. */
    id: id(),
    /** Background picture, e.g. ./images/banner/banner-1.jpg. */
    thumb: dataImage(image),
    /** Small line above the title, e.g. 'Coming Soon....'. */
    subTitle: text(),
    /** First title line (the event name). */
    title1: text(),
    /** Second title line (the tagline). */
    title2: text(),
    /** First fact, e.g. '5000 Seats'. */
    list1: text(),
    /** Second fact, e.g. '12 Speakers'. */
    list2: text(),
    /** Third fact, the location. */
    list3: text(),
    /** Where the button goes. */
    btnLink: link(),
    /** Label of the button. */
    btnText: text(),
  });
