/** The home banner's Swiper modules, in a module of their own so the banner imports them only when Swiper starts. */
export { EffectFade, Navigation } from 'swiper/modules';
