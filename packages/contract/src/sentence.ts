/** Ends a sentence whose last word is a name: "Lone Star Logistics, Inc." takes no second period. */
export const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
