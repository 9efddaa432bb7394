/** The zones of Chennai, in the order the neighbourhood directory lists them. */
export const ZONES = ["Central Chennai", "South Chennai", "West Chennai", "North Chennai", "OMR & ECR", "Suburbs"] as const;
export type Zone = (typeof ZONES)[number];
