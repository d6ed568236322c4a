import Icon from './Icon.tsx';
import styles from './CarouselArrows.module.css';

interface Props {
  /** What moves, for the buttons' names: 'slide', 'testimonial'... */
  item: string;
  /** 'light' buttons for photo and navy backgrounds, 'brand' on white. */
  tone?: 'light' | 'brand';
}

/** Previous / next buttons; useSwiper binds them through data-carousel-prev / data-carousel-next. */
export default function CarouselArrows({ item, tone = 'brand' }: Props) {
  return (
    <div className={`${styles.arrows} ${styles[tone]}`}>
      <button className={styles.arrow} type="button" data-carousel-prev>
        <Icon name="chevron-left" label={`Previous ${item}`} />
      </button>
      <button className={styles.arrow} type="button" data-carousel-next>
        <Icon name="chevron-right" label={`Next ${item}`} />
      </button>
    </div>
  );
}
