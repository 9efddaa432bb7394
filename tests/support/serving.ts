/** The status a dev server answers its robots.txt with, or 0 while nothing listens yet: poll it until it is 200. */
export const servingStatus = (origin: string) =>
  fetch(`${origin}/robots.txt`).then(
    (response) => response.status,
    () => 0,
  );
