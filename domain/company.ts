/** The business behind the shop: shown in the navbar, footer, about page, admin sidebar and meta tags. */
export const company = {
  name: 'Grow Better IT Trading and Solutions',
  shortName: 'Grow Better IT',
  tagline: 'Helping People to Grow Better Together',
  heroTitle: "Tomorrow's Innovation, Delivered Today.",
  established: 'December 2021',
} as const;
