/**
 * The privacy notice in short, beside every lead form's submit button and in the chat before it asks for a number
 * (src/islands/lead/FormNotice.tsx); its own section, so the chat ships it without the forms' words.
 */
export const notice = {
  text: "We use these details only to answer your enquiry, and we never sell or share your details with other firms.",
  link: "How we handle your data",
};
