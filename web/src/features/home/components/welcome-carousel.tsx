import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import books from '../../../assets/books.svg';
import cleanWater from '../../../assets/clean-water.svg';
import helpingHands from '../../../assets/helping-hands.svg';
import house from '../../../assets/house.svg';
import classes from './welcome-carousel.module.css';

const SLIDES = [
  {
    src: helpingHands,
    alt: 'Ilustrasi relawan menyerahkan paket bantuan kepada warga',
    caption: 'Santunan Dhuafa',
  },
  {
    src: house,
    alt: 'Ilustrasi rumah sederhana yang layak huni di antara pepohonan',
    caption: 'Tempat tinggal layak',
  },
  {
    src: cleanWater,
    alt: 'Ilustrasi air bersih mengalir dari keran ke dalam ember',
    caption: 'Bantuan Air Bersih',
  },
  {
    src: books,
    alt: 'Ilustrasi tumpukan buku dan pensil untuk pendidikan anak',
    caption: 'Bantuan Pendidikan',
  },
] as const;

/** The welcome screen's photo carousel: the foundation's kinds of aid, as drawings. */
export function WelcomeCarousel() {
  const [current, setCurrent] = useState(0);
  return (
    <div>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {`Gambar ${current + 1} dari ${SLIDES.length}`}
      </VisuallyHidden>
      <Carousel
        classNames={{ root: classes.root }}
        emblaOptions={{ loop: true }}
        slideGap="md"
        controlSize={32}
        onSlideChange={setCurrent}
        aria-roledescription="galeri"
        aria-label="Galeri program bantuan"
        previousControlProps={{ 'aria-label': 'Gambar sebelumnya' }}
        nextControlProps={{ 'aria-label': 'Gambar berikutnya' }}
      >
        {SLIDES.map((slide, index) => (
          <Carousel.Slide
            key={slide.src}
            role="group"
            aria-roledescription="gambar"
            aria-label={`${index + 1} dari ${SLIDES.length}`}
          >
            <figure style={{ margin: 0 }}>
              <Image src={slide.src} alt={slide.alt} radius="md" style={{ aspectRatio: '16 / 9' }} />
              <Text component="figcaption" ta="center" size="sm" c="dimmed" mt={6}>
                {slide.caption} · {index + 1}/{SLIDES.length}
              </Text>
            </figure>
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  );
}
