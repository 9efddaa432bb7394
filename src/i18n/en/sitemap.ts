/** The sitemap page (/sitemap). */
export const sitemap = {
  title: "Sitemap: Every Page of the Site",
  description: "Every page of the site: services, products, design showcases, {cities} cities and {areas} Chennai neighbourhoods.",
  crumb: "Sitemap",
  heading: "Sitemap",
  main: "Main pages",
  services: "Services",
  products: "Products",
  showcases: "Design showcases",
  cities: "Cities",
  designersIn: "Interior designers in {place}",
  designIn: "Interior design in {place}",
  neighbourhoods: "Chennai neighbourhoods",
  /** Under the list on a page in another language: where the pages in English only are listed. */
  others: "",
  othersLink: "",
};
