/**
 * The parts of Swiper our carousels use, as named imports: `import('swiper/modules')` taken whole by a
 * dynamic import keeps every module of it (85 kB, 22 kB gzip); named imports let the bundler drop the
 * ones we do not use. Carousel.astro loads this module when a carousel comes near the screen.
 */
export { default as Swiper } from 'swiper';
export { A11y, Navigation } from 'swiper/modules';
