import './PageHero.css';

import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The h1's id, which names the band for assistive technology. */
  id: string;
  title: string;
  subtitle: string;
  /** Under the subtitle, e.g. a search box. */
  children?: ReactNode;
}

/** The centred opening band of a content screen (education, community), with the screen's one h1. */
export function PageHero({ id, title, subtitle, children }: PageHeroProps) {
  return (
    <section className="hero-band page-hero" aria-labelledby={id}>
      <div className="page-hero__inner">
        <h1 id={id} className="page-hero__title">
          {title}
        </h1>
        <p className="page-hero__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
